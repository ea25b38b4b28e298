import { updateDigitalGift as updateDigitalGiftOperation } from '../../../../shared/contract/profile';
import { callOperation } from '../../../lib/api/call-operation';
import type { GiftFormOutput } from '../digital-gift/gift-email';
import { useProfileMutation, type ProfileMutationOptions } from './profile-mutation';

/** The gift attendees get after leaving feedback. */
export const updateDigitalGift = (gift: GiftFormOutput) => callOperation(updateDigitalGiftOperation, { body: gift });

export const useUpdateDigitalGift = (options: ProfileMutationOptions) => useProfileMutation(updateDigitalGift, options);
