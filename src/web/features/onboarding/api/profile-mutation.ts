import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpeakerProfile } from '../../../../shared/contract/profile';
import { speakerProfileQueryKey } from '../../../lib/use-speaker-profile';

export interface ProfileMutationOptions {
  onSuccess?: (profile: SpeakerProfile) => void;
  onError?: (err: unknown) => void;
}

/** A change that answers with the whole profile: the answer replaces the cached one, so gated pages see it at once. */
export function useProfileMutation<V>(mutationFn: (variables: V) => Promise<SpeakerProfile>, options: ProfileMutationOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (profile) => {
      queryClient.setQueryData(speakerProfileQueryKey, profile);
      options.onSuccess?.(profile);
    },
    onError: options.onError,
  });
}
