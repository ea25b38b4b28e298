import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBio as updateBioOperation } from '../../../../shared/contract/profile';
import { callOperation } from '../../../lib/api/call-operation';
import { speakerProfileQueryKey } from '../../../lib/use-speaker-profile';
import { proofPageKey } from './get-proof-page';

/** The bio alone (blank clears it). */
export const updateBio = (bio: string) => callOperation(updateBioOperation, { body: { bio } });

/** Saves the bio; the profile and the proof page's settings (which show it) are read again. */
export function useUpdateBio(options: { onSuccess?: () => void; onError?: (err: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBio,
    onSuccess: async (profile) => {
      queryClient.setQueryData(speakerProfileQueryKey, profile);
      await queryClient.invalidateQueries({ queryKey: proofPageKey });
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
