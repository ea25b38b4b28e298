import type { DIGITAL_GIFT_TYPES } from '../contract/profile';

type GiftType = (typeof DIGITAL_GIFT_TYPES)[number];

// The words of the gift e-mail, shared by the e-mail itself and its preview on the gift setup page,
// so the preview shows what attendees really get.

export function giftEmailSubject(speakerFirstName: string, title: string): string {
  return `Your gift from ${speakerFirstName.trim() || 'your speaker'}: ${title.trim()}`;
}

export function giftCallToAction(type: GiftType | undefined): string {
  if (type === 'uploaded_file') return 'Download your gift';
  if (type === 'email_course') return 'Start the course';
  return 'Get your gift';
}

export const GIFT_EMAIL_GREETING = 'Hi there,';
export const GIFT_EMAIL_INTRO = 'Thank you for your feedback on my talk! As promised, here is your gift:';
