import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProofPageSettings } from '../../../../shared/contract/proof-page';
import { apiJson } from '../../../lib/api-request';

export const PROOF_PAGE_URL = '/api/speaker-admin/proof-page';
export const proofPageKey = [PROOF_PAGE_URL] as const;

/** GET /api/speaker-admin/proof-page: the switch, the testimonials in the page's order, the snippets. */
export const getProofPage = (signal?: AbortSignal) => apiJson<ProofPageSettings>('GET', PROOF_PAGE_URL, undefined, { signal });

export function proofPageQueryOptions() {
  return queryOptions({ queryKey: proofPageKey, queryFn: ({ signal }) => getProofPage(signal), staleTime: 0 });
}

export const useProofPage = () => useQuery(proofPageQueryOptions());
