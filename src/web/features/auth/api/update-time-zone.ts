import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateTimeZone as updateTimeZoneOperation, type UpdateTimeZone } from '../../../../shared/contract/profile';
import { callOperation } from '../../../lib/api/call-operation';
import { speakerProfileQueryKey } from '../../../lib/use-speaker-profile';

/** The speaker's own clock. */
export const updateTimeZone = (body: UpdateTimeZone) => callOperation(updateTimeZoneOperation, { body });

/** Saves the zone; the profile every page reads is replaced by the saved one. */
export function useUpdateTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeZone,
    onSuccess: (profile) => queryClient.setQueryData(speakerProfileQueryKey, profile),
  });
}
