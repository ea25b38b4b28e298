import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveProfile, SpeakerProfile } from '../../../shared/contract/profile';
import { apiRequest } from '../../lib/api-request';
import { speakerProfileQueryKey } from '../../lib/use-speaker-profile';

export const saveProfileUrl = '/api/speaker-admin/profile';

/** POST the profile; the answer replaces the cached profile so gated pages see it at once. */
export function useSaveProfile(options: { onSuccess?: (profile: SpeakerProfile) => void; onError?: (err: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: SaveProfile): Promise<SpeakerProfile> => {
      const res = await apiRequest('POST', saveProfileUrl, payload);
      return (await res.json()) as SpeakerProfile;
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(speakerProfileQueryKey, profile);
      options.onSuccess?.(profile);
    },
    onError: options.onError,
  });
}
