import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProofPage, type SaveProofPage } from '../../../../shared/contract/proof-page';
import { callOperation } from '../../../lib/api/call-operation';
import { proofPageKey } from './get-proof-page';

/** The switch and the whole list's order and visibility. */
export const saveProofPage = (body: SaveProofPage) => callOperation(updateProofPage, { body });

/** Saves the page's settings; the answer (the page as the server now has it) replaces the cached one. */
export function useSaveProofPage(options: { onError?: (err: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProofPage,
    onSuccess: (settings) => queryClient.setQueryData(proofPageKey, settings),
    onError: options.onError,
  });
}
