import { saveProfile as saveProfileOperation, type SaveProfile } from '../../../../shared/contract/profile';
import { callOperation } from '../../../lib/api/call-operation';
import { useProfileMutation, type ProfileMutationOptions } from './profile-mutation';

/** The profile onboarding collected. */
export const saveProfile = (payload: SaveProfile) => callOperation(saveProfileOperation, { body: payload });

export const useSaveProfile = (options: ProfileMutationOptions) => useProfileMutation(saveProfile, options);
