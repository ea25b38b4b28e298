import { queryOptions, useQuery } from '@tanstack/react-query';
import { listInquiries } from '../../../../shared/contract/inquiries';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** The owner's list of event inquiries. */
export const getInquiries = (signal?: AbortSignal) => callOperation(listInquiries, {}, { signal });

export function inquiriesQueryOptions() {
  return queryOptions({ queryKey: [callUrl(listInquiries, {})] as const, queryFn: ({ signal }) => getInquiries(signal) });
}

export const useInquiries = () => useQuery(inquiriesQueryOptions());
