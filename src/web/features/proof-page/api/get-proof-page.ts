import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProofPage as getProofPageOperation } from '../../../../shared/contract/proof-page';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

export const proofPageKey = [callUrl(getProofPageOperation, {})] as const;

/** The switch, the testimonials in the page's order, the snippets. */
export const getProofPage = (signal?: AbortSignal) => callOperation(getProofPageOperation, {}, { signal });

export function proofPageQueryOptions() {
  return queryOptions({ queryKey: proofPageKey, queryFn: ({ signal }) => getProofPage(signal), staleTime: 0 });
}

export const useProofPage = () => useQuery(proofPageQueryOptions());
