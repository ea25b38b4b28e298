import type { MessageKey } from './messages/en';

/**
 * The messages the attendee pages' script shows after the page has loaded (while typing, sending,
 * copying, making the graphic): the server inlines them in the page, in its language.
 */
export const SCRIPT_MESSAGE_KEYS = [
  'form.submit',
  'form.submitting',
  'form.lengthHint',
  'form.lengthHintOver',
  'form.rejected',
  'form.problemNetwork',
  'form.problemServer',
  'form.problemBusy',
  'form.referralConsent',
  'form.referralConsentNoName',
  'form.theSpeaker',
  'field.rating',
  'field.testimonial',
  'field.firstName',
  'field.jobRole',
  'field.workEmail',
  'field.businessInquiry',
  'field.contactConsent',
  'field.publishConsent',
  'field.takeaway',
  'field.booksSpeakers',
  'field.referralName',
  'field.referralEmail',
  'field.referralConsent',
  'problem.required',
  'problem.tooLong',
  'problem.email',
  'problem.referralNameWithoutEmail',
  'problem.referralWithoutConsent',
  'problem.invalid',
  'gift.copied',
  'gift.accessCodeCopied',
  'gift.copyFailed',
  'gift.copyFailedHint',
  'gift.onItsWay',
  'gift.downloadStarted',
  'gift.openedInTab',
  'gift.enjoy',
  'gift.thanksAgainTo',
  'gift.thanksAgain',
  'graphic.making',
] as const satisfies readonly MessageKey[];
export type ScriptMessageKey = (typeof SCRIPT_MESSAGE_KEYS)[number];

/** Messages that may read the same in another language as in English ("Feedback" in Dutch or German, "No" in Spanish). */
export const SAME_AS_ENGLISH: ReadonlySet<string> = new Set<string>([
  'page.feedbackTitle',
  'form.no',
  // "(optional)" is German too.
  'form.questionOptional',
  // Words of the site's frame that several languages borrow ("Blog", "Admin", "Privacy", "Version").
  'site.blog',
  'site.admin',
  'site.privacy',
  'site.version',
]);
