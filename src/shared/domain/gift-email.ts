import type { DIGITAL_GIFT_TYPES } from '../contract/profile';
import { english } from '../i18n/english';
import type { Translator } from '../i18n/format';
import { typedName } from './greeting';

type GiftType = (typeof DIGITAL_GIFT_TYPES)[number];

// The words of the gift e-mail, shared by the e-mail itself (in the attendee's language) and its
// preview on the gift setup page (in English), so the preview shows what attendees really get.

export function giftEmailSubject(speakerFirstName: string, title: string, t: Translator = english): string {
  const speaker = speakerFirstName.trim();
  return speaker ? t('giftMail.subject', { speaker, title: title.trim() }) : t('giftMail.subjectNoSpeaker', { title: title.trim() });
}

export function giftCallToAction(type: GiftType | undefined, t: Translator = english): string {
  if (type === 'uploaded_file') return t('giftMail.download');
  if (type === 'email_course') return t('giftMail.startCourse');
  return t('giftMail.getGift');
}

/** The attendee the gift setup page's preview greets: each real e-mail greets its attendee by name. */
export const GIFT_PREVIEW_FIRST_NAME = 'Alex';

/**
 * "Hi Marcus," with the first name the attendee typed (even when it is their address's local
 * part); "Hi there," when there is none, or when what was typed is an address.
 */
export function giftEmailGreeting(firstName: string | null, t: Translator = english): string {
  const name = typedName(firstName);
  return name ? t('giftMail.greeting', { name }) : t('giftMail.greetingNoName');
}

export function giftEmailIntro(t: Translator = english): string {
  return t('giftMail.intro');
}
