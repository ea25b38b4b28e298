import type { DIGITAL_GIFT_TYPES } from '../contract/profile';
import { english } from '../i18n/english';
import type { Translator } from '../i18n/format';

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

/** "Hi Marcus," with the first name the attendee typed; "Hi there," when there is none. */
export function giftEmailGreeting(firstName: string, t: Translator = english): string {
  const name = firstName.trim();
  return name ? t('giftMail.greeting', { name }) : t('giftMail.greetingNoName');
}

export function giftEmailIntro(t: Translator = english): string {
  return t('giftMail.intro');
}
