import type { SpeakerProfile } from '../../../../shared/contract/profile';
import { apiJson } from '../../../lib/api-request';
import type { GiftFormOutput } from '../digital-gift/gift-email';
import { useProfileMutation, type ProfileMutationOptions } from './profile-mutation';

/** PATCH /api/speaker-admin/profile/digital-gift: the gift attendees get after leaving feedback. */
export const updateDigitalGift = (gift: GiftFormOutput) =>
  apiJson<SpeakerProfile>('PATCH', '/api/speaker-admin/profile/digital-gift', gift);

export const useUpdateDigitalGift = (options: ProfileMutationOptions) => useProfileMutation(updateDigitalGift, options);
