import privacyEn from './privacy/en';
import mailEn from './mail/en';
import freePageEn from './free-page/en';

/**
 * Everything an attendee reads, in English: the source of every other language's catalogue.
 * ICU MessageFormat: `{name}` is filled in, `{count, plural, one {…} other {…}}` follows the
 * language's plural rules, `<b>…</b>` marks words shown in bold. A translation keeps every key and
 * the same placeholders (scripts/check-catalogue.ts checks both).
 */
const en = {
  'language.label': 'Language',
  'language.change': 'Change',

  'site.home': 'SpeakerPro home',
  'site.nav': 'Site',
  'site.blog': 'Blog',
  'site.terms': 'Terms',
  'site.privacy': 'Privacy',
  'site.admin': 'Admin',
  'site.rights': '© {year} SpeakerPro. All rights reserved.',
  'site.version': 'Version {version}',

  'form.pageTitle': '{title} · Feedback for {speaker}',
  'form.pageDescription': 'How was "{title}"? Your feedback goes straight to {speaker}.',
  'form.heading': 'How was the talk?',
  'form.intro': 'Your feedback goes straight to {speaker}.',
  'form.introGift': "As a thank-you you'll get <b>{gift}</b>.",
  'form.requiredHint': 'All fields are required unless marked optional.',
  'form.ratingLegend': 'Your rating',
  'form.stars': '{count, plural, one {# star} other {# stars}}',
  'form.testimonialPlaceholder': 'What did you take away from this talk?',
  'form.businessInquiryPlaceholder': 'Would your team like to book a talk or workshop?',
  'form.takeawayQuestion': 'What is the one thing you will do differently after this talk? (optional)',
  'form.bookingQuestion': 'Do you book speakers or influence who speaks at your events? (optional)',
  'form.yes': 'Yes',
  'form.no': 'No',
  'form.referralQuestion': 'Who else should hear this talk? (optional)',
  'form.referralHint': '{speaker} gets their name and e-mail only if you tick the box below. SpeakerPro itself never e-mails them.',
  'form.referralHintNoSpeaker':
    'The speaker gets their name and e-mail only if you tick the box below. SpeakerPro itself never e-mails them.',
  'form.referralConsent': '{name} agreed that I pass their name and e-mail to {speaker}',
  'form.referralConsentNoName': 'This person agreed that I pass their name and e-mail to {speaker}',
  'form.theSpeaker': 'the speaker',
  'form.tryAgain': 'Try again',
  'form.submit': 'Submit Feedback',
  'form.submitting': 'Submitting...',
  'form.submitHint': 'Choose a star rating and fill in the required fields to submit.',
  'form.lengthHint': '{count} of {max, plural, one {{max} character} other {{max} characters}}',
  'form.lengthHintOver': '{count} of {max, plural, one {{max} character} other {{max} characters}}: please shorten it by {over}.',
  'form.rejected': 'Please check your answers and try again.',
  'form.rateLimited': 'Too many answers are arriving from this network just now. Please wait a minute and try again.',
  'form.problemNetwork': "No connection — we'll keep trying. Your answers are safe.",
  'form.problemServer': "We couldn't save your answers just now — we'll keep trying. Your answers are safe.",
  'form.problemBusy': "Lots of answers are arriving at once — we'll keep trying. Your answers are safe.",

  'field.rating': 'Rating',
  'field.testimonial': 'Your testimonial',
  'field.firstName': 'First name',
  'field.jobRole': 'Job role',
  'field.workEmail': 'Work email',
  'field.businessInquiry': 'Business inquiry (optional)',
  'field.contactConsent': 'Contact consent',
  'field.publishConsent': 'Publish consent',
  'field.takeaway': 'Your takeaway',
  'field.booksSpeakers': 'Booking speakers',
  'field.referralName': 'Their name',
  'field.referralEmail': 'Their email',
  'field.referralConsent': 'Their agreement',

  'problem.required': '{field} is required',
  'problem.tooLong': '{field} must be at most {max, plural, one {{max} character} other {{max} characters}}',
  'problem.email': '{field} must be a valid e-mail address',
  'problem.referralNameWithoutEmail': '{field} is required when you give a name',
  'problem.referralWithoutConsent': '{field} is needed before we pass on their e-mail: tick the box, or leave their details empty',
  'problem.invalid': '{field} is not valid',

  'page.feedbackTitle': 'Feedback',
  'page.loadFailed': 'This page could not be loaded just now. Please try again in a moment.',
  'page.notFoundTitle': 'Talk not found',
  'page.notFoundMessage': "This feedback link does not match any talk. Check the link, or scan the QR code on the speaker's slide again.",
  'page.thankYouBrokenTitle': 'Thank you!',
  'page.thankYouBrokenMessage': 'This thank-you link does not work. Open it from your e-mail again.',

  'thanks.pageTitle': 'Thank you! · SpeakerPro',
  'thanks.heading': 'Thank you!',
  'thanks.sentTo': 'Your feedback has been sent to {speaker}.',
  'thanks.sent': 'Your feedback has been sent.',
  'thanks.done': "I'm done",
  'thanks.pending': 'Thank you! To confirm this answer, open the link we have e-mailed to {email}. It works for 7 days.',
  'thanks.tooManyLinks':
    'We have already e-mailed {email} several links to confirm an answer. Please use one of them, or try again in an hour.',

  'gift.label': 'Your free gift',
  'gift.accessCode': 'Access code',
  'gift.copyAccessCode': 'Copy access code',
  'gift.copy': 'Copy',
  'gift.get': 'Get Your Gift',
  'gift.continue': 'Continue',
  'gift.copied': 'Copied to clipboard!',
  'gift.accessCodeCopied': 'Access code copied.',
  'gift.copyFailed': 'Copy failed',
  'gift.copyFailedHint': 'Please manually copy the text',
  'gift.onItsWay': 'Your gift is on its way',
  'gift.downloadStarted': 'Your download has started.',
  'gift.openedInTab': 'It opened in a new tab.',
  'gift.enjoy': 'Enjoy your gift!',
  'gift.thanksAgainTo': 'Thanks again for your feedback to {speaker}.',
  'gift.thanksAgain': 'Thanks again for your feedback.',

  'graphic.label': 'Your testimonial graphic',
  'graphic.heading': 'Share what you said',
  'graphic.description': 'Your words as a 1080x1080 image, ready for LinkedIn.',
  'graphic.make': 'Download your testimonial graphic',
  'graphic.making': 'Creating your graphic...',
  'graphic.again': 'Download again',
  'graphic.error': 'Your graphic could not be created just now. Please try again.',

  'giftMail.subject': 'Your gift from {speaker}: {title}',
  'giftMail.subjectNoSpeaker': 'Your gift from your speaker: {title}',
  'giftMail.greeting': 'Hi {name},',
  'giftMail.greetingNoName': 'Hi there,',
  'giftMail.intro': 'Thank you for your feedback on my talk! As promised, here is your gift:',
  'giftMail.download': 'Download your gift',
  'giftMail.startCourse': 'Start the course',
  'giftMail.getGift': 'Get your gift',
  'giftMail.accessCode': 'Access code:',
  'giftMail.signOff': 'Best,',
  'giftMail.keptOnThankYouPage': 'Your thank-you page keeps the gift too: {url}',
  'giftMail.why': 'You get this e-mail because you asked for the gift when you answered. Replies go to {speaker}.',

  'confirmMail.subject': 'Confirm your new answer about "{title}"',
  'confirmMail.intro': 'Someone, probably you, sent a new answer about "{title}" with this address, which had already answered.',
  'confirmMail.action': 'To replace your first answer with the new one, open this link within 7 days:',
  'confirmMail.notYou': 'If it was not you, ignore this e-mail: your first answer stays as it is.',

  'done.pageTitle': 'Thank you · SpeakerPro',
  'done.heading': 'Thanks for helping {speaker} improve',
  'done.headingNoSpeaker': 'Thanks for helping the speaker improve',
  'done.body': 'Every answer makes the next talk better. You can close this page now.',
  'done.home': 'Back to home',

  'confirm.pageTitle': 'Confirm your new answer · SpeakerPro',
  'confirm.heading': 'Confirm your new answer',
  'confirm.body': 'You sent a new answer about a talk you had already answered. Confirm to replace the first answer with it.',
  'confirm.button': 'Replace My Answer',
  'confirm.doneHeading': 'Your new answer is saved',
  'confirm.doneBody': 'It replaces your first answer about "{title}".',
  'confirm.invalid': 'This link is invalid, has already been used or has expired. Send your answer again to get a new one.',
  'confirm.incomplete': 'This link is incomplete. Open it from the e-mail again.',

  // The thank-you page of an answer kept until its e-mailed link is followed, and a thank-you address without its key.
  'thanks.pendingConfirmed': 'You confirmed your new answer from the e-mail: it has replaced your first one.',
  'thanks.pendingExpired':
    'The link we e-mailed to {email} to confirm your new answer has expired, so your first answer stands. To change it, send your new answer again.',
  'thanks.incompleteLink':
    'This thank-you link is incomplete, so it cannot show your answer. If we sent you an e-mail after your answer, open the link in it.',

  ...privacyEn,
  ...mailEn,
  ...freePageEn,
} as const;

export default en;
/** The catalogue's keys: every language has each of them. */
export type MessageKey = keyof typeof en;
/** A language's catalogue: a translation of every English message. */
export type Messages = Record<MessageKey, string>;
