import type { DIGITAL_GIFT_TYPES } from '../contract/profile';
import { greeting, typedName } from './greeting';

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

/** The attendee the gift setup page's preview greets: each real e-mail greets its attendee by name. */
export const GIFT_PREVIEW_FIRST_NAME = 'Alex';

/** The gift e-mail's greeting: the first name the attendee typed on the form ("Hi Marcus,"), else "Hi there,". */
export function giftEmailGreeting(attendeeFirstName: string | null): string {
  return greeting(typedName(attendeeFirstName) || null);
}
export const GIFT_EMAIL_INTRO = 'Thank you for your feedback on my talk! As promised, here is your gift:';
