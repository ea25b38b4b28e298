import type { SaveProfile, SpeakerProfile } from '../../../../shared/contract/profile';
import { apiJson } from '../../../lib/api-request';
import { speakerProfileQueryKey } from '../../../lib/use-speaker-profile';
import { useProfileMutation, type ProfileMutationOptions } from './profile-mutation';

/** POST /api/speaker-admin/profile: the profile onboarding collected. */
export const saveProfile = (payload: SaveProfile) => apiJson<SpeakerProfile>('POST', speakerProfileQueryKey[0], payload);

export const useSaveProfile = (options: ProfileMutationOptions) => useProfileMutation(saveProfile, options);
