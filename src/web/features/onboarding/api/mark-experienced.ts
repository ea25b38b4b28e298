import type { SpeakerProfile } from '../../../../shared/contract/profile';
import { apiJson } from '../../../lib/api-request';
import { useProfileMutation, type ProfileMutationOptions } from './profile-mutation';

/** POST /api/speaker-admin/profile/experienced: the speaker skips the introduction for good. */
export const markExperienced = () => apiJson<SpeakerProfile>('POST', '/api/speaker-admin/profile/experienced');

export const useMarkExperienced = (options: ProfileMutationOptions) => useProfileMutation<void>(markExperienced, options);
