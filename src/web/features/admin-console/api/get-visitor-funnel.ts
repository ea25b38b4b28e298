import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getVisitorFunnel } from '../../../../shared/contract/analytics';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** Page views the server counted over the last `days` days, and the sign-ups in the same days. */
export function visitorFunnelQueryOptions(days: number) {
  return queryOptions({
    queryKey: [callUrl(getVisitorFunnel, { query: { days } })] as const,
    queryFn: ({ signal }) => callOperation(getVisitorFunnel, { query: { days } }, { signal }),
  });
}

/** Keeps the last period's figures on screen while another period loads. */
export const useVisitorFunnel = (days: number) => useQuery({ ...visitorFunnelQueryOptions(days), placeholderData: keepPreviousData });
