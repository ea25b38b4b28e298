import { updateProfile } from '../../../../shared/contract/profile';
import { callOperation } from '../../../lib/api/call-operation';
import { useProfileMutation, type ProfileMutationOptions } from './profile-mutation';

/** The speaker skips the introduction for good. */
export const markExperienced = () => callOperation(updateProfile, { body: { hasExperiencedSpeakerPro: true } });

export const useMarkExperienced = (options: ProfileMutationOptions) => useProfileMutation<void>(markExperienced, options);
