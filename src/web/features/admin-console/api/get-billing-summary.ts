import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBillingSummary } from '../../../../shared/contract/revenue';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** Subscribers, failed payments, revenue this month and MRR. */
export function billingSummaryQueryOptions() {
  return queryOptions({
    queryKey: [callUrl(getBillingSummary, {})] as const,
    queryFn: ({ signal }) => callOperation(getBillingSummary, {}, { signal }),
  });
}

export const useBillingSummary = () => useQuery(billingSummaryQueryOptions());
