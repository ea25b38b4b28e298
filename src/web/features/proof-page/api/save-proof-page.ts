import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProofPageSettings, SaveProofPage } from '../../../../shared/contract/proof-page';
import { apiJson } from '../../../lib/api-request';
import { PROOF_PAGE_URL, proofPageKey } from './get-proof-page';

/** PUT /api/speaker-admin/proof-page: the switch and the whole list's order and visibility. */
export const saveProofPage = (body: SaveProofPage) => apiJson<ProofPageSettings>('PUT', PROOF_PAGE_URL, body);

/** Saves the page's settings; the answer (the page as the server now has it) replaces the cached one. */
export function useSaveProofPage(options: { onError?: (err: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProofPage,
    onSuccess: (settings) => queryClient.setQueryData(proofPageKey, settings),
    onError: options.onError,
  });
}
