import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpeakerProfile, UpdateTimeZone } from '../../../../shared/contract/profile';
import { apiJson } from '../../../lib/api-request';
import { speakerProfileQueryKey } from '../../../lib/use-speaker-profile';

/** PATCH /api/speaker-admin/profile/time-zone: the speaker's own clock. */
export const updateTimeZone = (body: UpdateTimeZone) => apiJson<SpeakerProfile>('PATCH', `${speakerProfileQueryKey[0]}/time-zone`, body);

/** Saves the zone; the profile every page reads is replaced by the saved one. */
export function useUpdateTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeZone,
    onSuccess: (profile) => queryClient.setQueryData(speakerProfileQueryKey, profile),
  });
}
