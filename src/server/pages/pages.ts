import type { Gift, PublicTalk } from '../../shared/contract/feedback';
import { readableTextColor, safeHexColor } from '../../shared/domain/brand-colors';
import { CURRENT_CONSENT } from '../../shared/domain/consents';
import { localConsentWording } from '../../shared/i18n/consent-words';
import { RATING_MAX, RATING_MIN } from '../../shared/domain/constants';
import { ANSWER_MAX_LENGTH, EMPTY_ANSWER, type AnswerField, type AnswerValues } from '../../shared/domain/answer-form';
import type { Translator } from '../../shared/i18n/catalogue';
import { DEFAULT_LOCALE, directionOf, LOCALE_NAMES, LOCALES, type Locale } from '../../shared/i18n/locales';
import { problemMessage } from '../../shared/i18n/problems';
import { SCRIPT_MESSAGE_KEYS } from '../../shared/i18n/script-messages';
import { safeGiftUrl } from '../../shared/domain/thank-you-links';
import { Html, markup } from '../../shared/domain/markup';
import { questionFieldName, TEXT_ANSWER_MAX_LENGTH } from '../../shared/domain/talk-questions';
import type { AttendeeScript } from './script-assets';
import { ATTENDEE_CSS } from './styles';

/** The colours a speaker without their own gets on these pages: the app's indigo and slate. */
export const DEFAULT_PRIMARY = '#4338ca';
export const DEFAULT_SECONDARY = '#0f172a';

/** Problems worded as the submit schema words them: a fragment after the field's name ('is required'), or a sentence. */
export type QuestionField = `q${number}`;
export type AnswerErrors = Partial<Record<AnswerField | QuestionField, string>>;

/** A problem as the page's language words it, with the field's name in it. */
function errorText(t: Translator, field: AnswerField, error: string): string {
  const { key, values } = problemMessage(error);
  return t(key, { ...values, field: t(`field.${field}`) });
}

/** "120 of 2000 characters", or how much to cut once past the limit. */
function lengthHint(t: Translator, text: string, max: number): string {
  const count = text.length;
  return count > max ? t('form.lengthHintOver', { count, max, over: count - max }) : t('form.lengthHint', { count, max });
}

/**
 * The messages the page's script shows after loading, in the page's language, as JSON inside the
 * page (the script formats them; `<` is escaped so no text can end the script element).
 */
export function scriptMessages(t: Translator): Html {
  const messages = Object.fromEntries(SCRIPT_MESSAGE_KEYS.map((key) => [key, t.raw(key)]));
  return new Html(`<script type="application/json" id="attendee-messages">${JSON.stringify(messages).replace(/</g, '\\u003c')}</script>`);
}

/**
 * A whole page made on the server: the inlined stylesheet (plus a page's own `css`), no web fonts,
 * and the enhancing script when there is one. `head` adds a page's own tags (social previews,
 * structured data). The speaker's proof page, the framed wall and a shared graphic's page use it too.
 */
export function document(page: {
  title: string;
  /** The page's language: `lang` and `dir` on <html>. English when not given. */
  locale?: Locale;
  description?: string;
  themeColor: string;
  script: AttendeeScript | null;
  body: Html;
  head?: Html;
  css?: string;
}): string {
  const { script } = page;
  const locale = page.locale ?? DEFAULT_LOCALE;
  return markup`<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${page.themeColor}">
<meta name="description" content="${page.description ?? 'SpeakerPro helps speakers collect feedback and leads from their talks.'}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="/manifest.webmanifest">
<title>${page.title}</title>
<style>${new Html(ATTENDEE_CSS + (page.css ?? ''))}</style>
${page.head ?? null}
${script ? markup`<script type="module" src="${script.src}"></script>${script.preload.map((href) => markup`<link rel="modulepreload" href="${href}">`)}` : null}
</head>
<body>
<main class="page">${page.body}</main>
<div class="toast" role="status" aria-live="polite" data-toast></div>
</body>
</html>`.value;
}

const STAR = markup`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z"/></svg>`;

function withHash(hashtag: string): string {
  return hashtag.startsWith('#') ? hashtag : `#${hashtag}`;
}

function header(presentation: PublicTalk): Html {
  const primary = safeHexColor(presentation.brandColorPrimary, DEFAULT_PRIMARY);
  const secondary = safeHexColor(presentation.brandColorSecondary, DEFAULT_SECONDARY);
  // Talks saved before the event had a name of its own carry the talk title as their event name too.
  const eventName = presentation.eventName === presentation.title ? '' : presentation.eventName;
  const hashtag = presentation.hashtag ? withHash(presentation.hashtag) : '';
  return markup`<header class="card brand">
<div class="bar" aria-hidden="true"><span style="background-color:${primary}"></span><span style="background-color:${secondary}"></span></div>
<div class="brand-body">
${presentation.logoUrl ? markup`<img class="logo" src="${presentation.logoUrl}" alt="${presentation.speakerName}" data-logo>` : null}
<p class="speaker"${presentation.logoUrl ? markup` hidden` : null} data-speaker-name>${presentation.speakerName}</p>
<h1>${presentation.title}</h1>
<p class="muted">${eventName}${hashtag ? markup`${eventName ? ' · ' : ''}<strong>${hashtag}</strong>` : null}</p>
</div>
</header>`;
}

/** A field's error paragraph; always there (hidden when empty) so the script can fill it in place. */
function errorParagraph(t: Translator, field: AnswerField, errors: AnswerErrors): Html {
  const error = errors[field];
  return markup`<p class="error" id="${field}-error" data-error-for="${field}"${error ? null : markup` hidden`}>${error ? errorText(t, field, error) : ''}</p>`;
}

function describedBy(field: AnswerField, errors: AnswerErrors, hintId?: string): Html | null {
  const ids = [hintId, errors[field] ? `${field}-error` : undefined].filter(Boolean).join(' ');
  return ids ? markup` aria-describedby="${ids}"` : null;
}

function invalid(field: AnswerField, errors: AnswerErrors): Html | null {
  return errors[field] ? markup` aria-invalid="true"` : null;
}

function textField(
  t: Translator,
  field: 'firstName' | 'jobRole' | 'workEmail',
  values: AnswerValues,
  errors: AnswerErrors,
  attributes: Html,
): Html {
  return markup`<div class="field">
<label for="${field}">${t(`field.${field}`)}</label>
<input id="${field}" name="${field}" value="${values[field]}" maxlength="${ANSWER_MAX_LENGTH[field]}" required${attributes}${invalid(field, errors)}${describedBy(field, errors)}>
${errorParagraph(t, field, errors)}
</div>`;
}

function checkbox(
  t: Translator,
  field: 'contactConsent' | 'publishConsent' | 'referralConsent',
  label: string,
  values: AnswerValues,
  errors: AnswerErrors,
  labelAttributes: Html | null = null,
): Html {
  return markup`<div>
<div class="check"><input type="checkbox" id="${field}" name="${field}" value="yes"${values[field] ? markup` checked` : null}${invalid(field, errors)}${describedBy(field, errors)}><label for="${field}"${labelAttributes}>${label}</label></div>
${errorParagraph(t, field, errors)}
</div>`;
}

/** The referral's consent, with the name typed above it ("Sam agreed that I pass …"). */
function referralConsentLabel(t: Translator, referralName: string, speakerName: string): string {
  const name = referralName.trim();
  const speaker = speakerName || t('form.theSpeaker');
  return name ? t('form.referralConsent', { name, speaker }) : t('form.referralConsentNoName', { speaker });
}

/**
 * The optional questions after the required ones, each only where the talk asks it: what the
 * attendee will do differently, and whether they book speakers, with someone else who should hear
 * the talk (kept only with that person's agreement, which the attendee confirms).
 */
function optionalQuestions(t: Translator, presentation: AnswerFormSubject, values: AnswerValues, errors: AnswerErrors): Html {
  const yesNo = (value: 'yes' | 'no', label: string) =>
    markup`<div class="check"><input type="radio" id="booksSpeakers-${value}" name="booksSpeakers" value="${value}"${values.booksSpeakers === (value === 'yes') ? markup` checked` : null}${invalid('booksSpeakers', errors)}><label for="booksSpeakers-${value}">${label}</label></div>`;
  const takeaway = markup`<div class="field">
<label for="takeaway">${t('form.takeawayQuestion')}</label>
<textarea id="takeaway" name="takeaway" rows="2" maxlength="${ANSWER_MAX_LENGTH.takeaway}"${invalid('takeaway', errors)}${describedBy('takeaway', errors)}>${values.takeaway}</textarea>
${errorParagraph(t, 'takeaway', errors)}
</div>`;
  const booking = markup`<fieldset data-choice="booksSpeakers"${invalid('booksSpeakers', errors)}${describedBy('booksSpeakers', errors)}>
<legend>${t('form.bookingQuestion')}</legend>
<div class="choices">${yesNo('yes', t('form.yes'))}${yesNo('no', t('form.no'))}</div>
${errorParagraph(t, 'booksSpeakers', errors)}
</fieldset>
<fieldset aria-describedby="referral-hint">
<legend>${t('form.referralQuestion')}</legend>
<div class="group">
<p class="hint" id="referral-hint">${presentation.speakerName ? t('form.referralHint', { speaker: presentation.speakerName }) : t('form.referralHintNoSpeaker')}</p>
<div class="field">
<label for="referralName">${t('field.referralName')}</label>
<input id="referralName" name="referralName" type="text" autocomplete="off" value="${values.referralName}" maxlength="${ANSWER_MAX_LENGTH.referralName}"${invalid('referralName', errors)}${describedBy('referralName', errors)}>
${errorParagraph(t, 'referralName', errors)}
</div>
<div class="field">
<label for="referralEmail">${t('field.referralEmail')}</label>
<input id="referralEmail" name="referralEmail" type="email" inputmode="email" autocomplete="off" autocapitalize="none" spellcheck="false" dir="ltr" value="${values.referralEmail}" maxlength="${ANSWER_MAX_LENGTH.referralEmail}"${invalid('referralEmail', errors)}${describedBy('referralEmail', errors)}>
${errorParagraph(t, 'referralEmail', errors)}
</div>
${checkbox(t, 'referralConsent', referralConsentLabel(t, values.referralName, presentation.speakerName), values, errors, markup` data-referral-label`)}
</div>
</fieldset>`;
  return markup`${presentation.askTakeaway ? takeaway : null}${presentation.askBooking ? booking : null}`;
}

/**
 * The speaker's own questions (decision 079), after the optional ones: the label as the speaker
 * typed it, "(optional)" where it is, a 1-5 or 0-10 scale and a choice as radio buttons in a
 * fieldset named by the question, a text as a text box.
 */
function ownQuestions(t: Translator, questions: PublicTalk['questions'], values: AnswerValues, errors: AnswerErrors): Html {
  return markup`${questions.map((q) => {
    const field = questionFieldName(q.id) as QuestionField;
    const error = errors[field];
    const value = values.questions[field] ?? '';
    const label = markup`${q.label}${q.required ? null : markup` ${t('form.questionOptional')}`}`;
    const hintId = q.kind === 'recommend' ? `${field}-hint` : undefined;
    const described = [hintId, error ? `${field}-error` : undefined].filter(Boolean).join(' ');
    const attributes = markup`${q.required ? markup` required` : null}${error ? markup` aria-invalid="true"` : null}`;
    const errorLine = markup`<p class="error" id="${field}-error"${error ? null : markup` hidden`}>${error ? questionErrorText(t, q.label, error) : ''}</p>`;
    if (q.kind === 'text') {
      return markup`<div class="field" data-question>
<label for="${field}">${label}</label>
<textarea id="${field}" name="${field}" rows="2" maxlength="${TEXT_ANSWER_MAX_LENGTH}"${attributes}${described ? markup` aria-describedby="${described}"` : null}>${value}</textarea>
${errorLine}
</div>`;
    }
    const choices =
      q.kind === 'choice'
        ? (q.options ?? [])
        : Array.from({ length: q.kind === 'scale' ? 5 : 11 }, (_, i) => String(q.kind === 'scale' ? i + 1 : i));
    return markup`<fieldset data-question${error ? markup` aria-invalid="true"` : null}${described ? markup` aria-describedby="${described}"` : null}>
<legend>${label}</legend>
${hintId ? markup`<p class="hint" id="${hintId}">${t('form.recommendEnds')}</p>` : null}
<div class="choices">${choices.map(
      (choice, i) =>
        markup`<div class="check"><input type="radio" id="${field}-${i}" name="${field}" value="${choice}"${value === choice ? markup` checked` : null}${attributes}><label for="${field}-${i}">${choice}</label></div>`,
    )}</div>
${errorLine}
</fieldset>`;
  })}`;
}

/** A problem with one of the speaker's questions, in the page's language, named by the question. */
function questionErrorText(t: Translator, label: string, error: string): string {
  const { key, values } = problemMessage(error);
  return t(key, { ...values, field: label });
}

/** A sentence with bold words (`<b>` in the catalogue) as HTML: the words escaped, the marks <strong>. */
export function richText(t: Translator, key: Parameters<Translator>[0], values: Record<string, string | number>): Html {
  return markup`${t.parts<Html>(key, values, (chunks) => markup`<strong>${chunks}</strong>`)}`;
}

/**
 * The languages the page can be read in, as a form that reloads the page in the chosen one (it
 * works without JavaScript; the script submits it on change). Each name is written in its own
 * language and marked so, so a screen reader pronounces it right.
 */
export function languageSwitcher(t: Translator, action: string): Html {
  return markup`<form method="get" action="${action}" class="language" data-language-switcher>
<label for="lang">${t('language.label')}</label>
<select id="lang" name="lang">${LOCALES.map(
    (locale) =>
      markup`<option value="${locale}" lang="${locale}"${locale === t.locale ? markup` selected` : null}>${LOCALE_NAMES[locale]}</option>`,
  )}</select>
<button type="submit" class="button outline">${t('language.change')}</button>
</form>`;
}

/** What the answer form needs of the page it is on: a talk, or a free speaker's page (its event). */
export type AnswerFormSubject = Pick<PublicTalk, 'id' | 'speakerName' | 'brandColorPrimary' | 'askTakeaway' | 'askBooking'> &
  Partial<Pick<PublicTalk, 'questions'>>;

/**
 * Where a free speaker's page differs from a talk's: it asks consent to be contacted by the speaker
 * (not "about this talk"), and the script sends its answer to the free page's API by the slug.
 */
export interface FreePageForm {
  speakerSlug: string;
  contactConsentVersion: typeof CURRENT_CONSENT.pageContact;
  testimonialPlaceholder: string;
}

/** The attendee's answer form: a plain form that posts to its own page, which the script enhances when it runs. */
export function answerForm(
  t: Translator,
  presentation: AnswerFormSubject,
  action: string,
  values: AnswerValues,
  errors: AnswerErrors,
  formError: string | null,
  source: 'qr' | 'link',
  freePage: FreePageForm | null = null,
): Html {
  const primary = safeHexColor(presentation.brandColorPrimary, DEFAULT_PRIMARY);
  const contactConsent = freePage?.contactConsentVersion ?? CURRENT_CONSENT.contact;
  const stars = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
  // novalidate: the server's (and the script's) messages in the page's own words, not the browser's bubbles.
  return markup`<form method="post" action="${action}" novalidate data-answer-form data-presentation-id="${presentation.id}" data-speaker-name="${presentation.speakerName}" data-source="${source}"${freePage ? markup` data-speaker-slug="${freePage.speakerSlug}"` : null}${values === EMPTY_ANSWER ? null : markup` data-filled`}>
<p class="hint">${t('form.requiredHint')}</p>
<fieldset${invalid('rating', errors)}${describedBy('rating', errors)}>
<legend>${t('form.ratingLegend')}</legend>
<div class="stars">${stars.map(
    (n) =>
      markup`<label class="star"><input type="radio" name="rating" value="${n}" required data-field="rating"${values.rating === n ? markup` checked` : null}${invalid('rating', errors)}>${STAR}<span class="sr-only">${t('form.stars', { count: n })}</span></label>`,
  )}</div>
${errorParagraph(t, 'rating', errors)}
</fieldset>
<div class="field">
<label for="testimonial">${t('field.testimonial')}</label>
<textarea id="testimonial" name="testimonial" rows="4" required placeholder="${freePage?.testimonialPlaceholder ?? t('form.testimonialPlaceholder')}"${invalid('testimonial', errors)}${describedBy('testimonial', errors, 'testimonial-hint')}>${values.testimonial}</textarea>
<p class="hint" id="testimonial-hint" data-length-hint="${ANSWER_MAX_LENGTH.testimonial}">${lengthHint(t, values.testimonial, ANSWER_MAX_LENGTH.testimonial)}</p>
${errorParagraph(t, 'testimonial', errors)}
</div>
${textField(t, 'firstName', values, errors, markup` type="text" autocomplete="given-name"`)}
${textField(t, 'jobRole', values, errors, markup` type="text" autocomplete="organization-title"`)}
${textField(t, 'workEmail', values, errors, markup` type="email" inputmode="email" autocomplete="email" autocapitalize="none" spellcheck="false" dir="ltr"`)}
<div class="field">
<label for="businessInquiry">${t('field.businessInquiry')}</label>
<textarea id="businessInquiry" name="businessInquiry" rows="3" maxlength="${ANSWER_MAX_LENGTH.businessInquiry}" placeholder="${t('form.businessInquiryPlaceholder')}"${invalid('businessInquiry', errors)}${describedBy('businessInquiry', errors)}>${values.businessInquiry}</textarea>
${errorParagraph(t, 'businessInquiry', errors)}
</div>
${optionalQuestions(t, presentation, values, errors)}
${ownQuestions(t, presentation.questions ?? [], values, errors)}
<div class="checks">
${checkbox(t, 'contactConsent', localConsentWording(contactConsent, presentation.speakerName, t.locale), values, errors)}
${checkbox(t, 'publishConsent', localConsentWording(CURRENT_CONSENT.publish, '', t.locale), values, errors)}
</div>
<input type="hidden" name="contactConsentVersion" value="${contactConsent}">
<input type="hidden" name="publishConsentVersion" value="${CURRENT_CONSENT.publish}">
<input type="hidden" name="language" value="${t.locale}">
<div class="problem" role="alert" data-problem hidden><p data-problem-text></p><button type="button" class="button outline" data-retry>${t('form.tryAgain')}</button></div>
<p class="error" role="alert" data-form-error${formError ? null : markup` hidden`}>${formError ?? ''}</p>
<div class="field">
<button type="submit" class="button large" style="background-color:${primary};color:${readableTextColor(primary)}">${t('form.submit')}</button>
<p class="hint center" id="submit-hint" data-submit-hint hidden>${t('form.submitHint')}</p>
</div>
</form>`;
}

/** /qr/:speakerSlug/:eventId and /feedback/:id: the talk's header and the answer form, in the attendee's language. */
export function feedbackPage(options: {
  t: Translator;
  presentation: PublicTalk;
  action: string;
  source: 'qr' | 'link';
  script: AttendeeScript | null;
  values?: AnswerValues;
  errors?: AnswerErrors;
  formError?: string | null;
}): string {
  const { presentation, t } = options;
  const errors = options.errors ?? {};
  const speaker = presentation.speakerName;
  return document({
    title: t('form.pageTitle', { title: presentation.title, speaker }),
    description: t('form.pageDescription', { title: presentation.title, speaker }),
    locale: t.locale,
    themeColor: safeHexColor(presentation.brandColorPrimary, DEFAULT_PRIMARY),
    script: options.script,
    head: scriptMessages(t),
    body: markup`${languageSwitcher(t, options.action)}
${header(presentation)}
<section class="card" aria-labelledby="feedback-intro">
<h2 id="feedback-intro">${t('form.heading')}</h2>
<p class="small muted intro">${t('form.intro', { speaker })}${presentation.giftTitle ? markup` ${richText(t, 'form.introGift', { gift: presentation.giftTitle })}` : null}</p>
${answerForm(t, presentation, options.action, options.values ?? EMPTY_ANSWER, errors, options.formError ?? null, options.source)}
</section>`,
  });
}

/**
 * A page with a heading and one message: a talk that does not exist, a thank-you link that does
 * not work. `t` gives the language the title and message are in (English without it).
 */
export function messagePage(options: {
  t?: Translator;
  title: string;
  message: string;
  alert?: boolean;
  script?: AttendeeScript | null;
}): string {
  return document({
    title: `${options.title} · SpeakerPro`,
    locale: options.t?.locale ?? DEFAULT_LOCALE,
    themeColor: DEFAULT_PRIMARY,
    script: options.script ?? null,
    body: markup`<section class="card message"${options.alert ? markup` role="alert"` : null}>
<h1>${options.title}</h1>
<p class="muted">${options.message}</p>
</section>`,
  });
}

/** The page for a feedback link that matches no talk. */
export const talkNotFound = (t: Translator) => ({ t, title: t('page.notFoundTitle'), message: t('page.notFoundMessage') });

/** The page for a thank-you link whose key does not open its answer. */
export const thankYouLinkBroken = (t: Translator) => ({
  t,
  title: t('page.thankYouBrokenTitle'),
  message: t('page.thankYouBrokenMessage'),
});

/** The closing page after the gift, for this talk and in this language. */
const donePath = (presentationId: number, t: Translator) => `/magic?talk=${presentationId}&lang=${encodeURIComponent(t.locale)}`;

function giftCard(t: Translator, gift: Gift, brandColor: string, presentationId: number): Html {
  const url = safeGiftUrl(gift.url);
  const isFile = gift.type === 'uploaded_file';
  return markup`<section class="card gift" aria-labelledby="gift-title" data-gift="${isFile ? 'file' : 'link'}">
<div>
<p class="label">${t('gift.label')}</p>
<h2 id="gift-title">${gift.title}</h2>
${gift.description ? markup`<p class="small muted pre-line">${gift.description}</p>` : null}
</div>
${
  gift.accessCode
    ? markup`<div>
<p class="small strong">${t('gift.accessCode')}</p>
<div class="code"><code data-access-code dir="ltr">${gift.accessCode}</code><button type="button" class="button outline" aria-label="${t('gift.copyAccessCode')}" data-copy hidden>${t('gift.copy')}</button></div>
</div>`
    : null
}
${
  url
    ? markup`<a class="button large" href="${url}" target="_blank" rel="noopener noreferrer"${isFile && url.startsWith('/') ? markup` download` : null} style="background-color:${brandColor};color:${readableTextColor(brandColor)}" data-gift-link>${t('gift.get')}</a>`
    : markup`<a class="button large" href="${donePath(presentationId, t)}">${t('gift.continue')}</a>`
}
</section>`;
}

function graphicCard(t: Translator, graphic: { responseId: number; token: string }): Html {
  // Making the graphic needs the script (a JSON call, then a download); without it the card stays hidden.
  return markup`<section class="card gift graphic" aria-labelledby="graphic-title" data-graphic data-response-id="${graphic.responseId}" data-token="${graphic.token}" hidden>
<div>
<p class="label">${t('graphic.label')}</p>
<h2 id="graphic-title">${t('graphic.heading')}</h2>
<p class="small muted">${t('graphic.description')}</p>
</div>
<img alt="${t('graphic.label')}" width="1080" height="1080" data-graphic-image hidden>
<a class="button large" download data-graphic-again hidden>${t('graphic.again')}</a>
<button type="button" class="button large" data-graphic-make>${t('graphic.make')}</button>
<p class="error" role="alert" data-graphic-error hidden>${t('graphic.error')}</p>
</section>`;
}

/** /thank-you/:presentationId: the thanks, the speaker's gift with its access code, and the attendee's own graphic, in the answer's language. */
export function thankYouPage(options: {
  t: Translator;
  speakerName: string;
  brandColor: string | null;
  gift: Gift | null;
  notice?: string | null;
  graphic?: { responseId: number; token: string } | null;
  presentationId: number;
  script: AttendeeScript | null;
}): string {
  const { t, speakerName, gift } = options;
  const brandColor = safeHexColor(options.brandColor, DEFAULT_PRIMARY);
  return document({
    title: t('thanks.pageTitle'),
    locale: t.locale,
    themeColor: brandColor,
    script: options.script,
    head: scriptMessages(t),
    body: markup`<div class="thanks center" data-thank-you data-speaker-name="${speakerName}">
<h1>${t('thanks.heading')}</h1>
<p class="muted">${speakerName ? t('thanks.sentTo', { speaker: speakerName }) : t('thanks.sent')}</p>
</div>
${options.notice ? markup`<p class="problem" role="status">${options.notice}</p>` : null}
${gift ? giftCard(t, gift, brandColor, options.presentationId) : null}
${gift ? markup`<a class="button outline" href="${donePath(options.presentationId, t)}">${t('thanks.done')}</a>` : null}
${options.graphic ? graphicCard(t, options.graphic) : null}`,
  });
}

/** /magic?talk=: the closing page after the gift, thanking on the speaker's behalf. */
export function donePage(options: { t: Translator; speakerName: string; script: AttendeeScript | null }): string {
  const { t } = options;
  return document({
    title: t('done.pageTitle'),
    locale: t.locale,
    themeColor: DEFAULT_PRIMARY,
    script: options.script,
    body: markup`<section class="thanks center">
<h1>${options.speakerName ? t('done.heading', { speaker: options.speakerName }) : t('done.headingNoSpeaker')}</h1>
<p class="muted">${t('done.body')}</p>
<a class="button outline" href="/">${t('done.home')}</a>
</section>`,
  });
}

/**
 * /confirm-answer?token=: the page of the link e-mailed to confirm a changed answer. Opening it
 * changes nothing (a mail scanner may open links); the button posts the token back. `outcome` is
 * what the last post did: the answer replaced (with the talk's title), or the link refused.
 */
export function confirmAnswerPage(options: {
  t: Translator;
  token: string | null;
  outcome?: { saved: string } | { problem: string } | null;
  script: AttendeeScript | null;
}): string {
  const { t, token, outcome } = options;
  const saved = outcome && 'saved' in outcome ? outcome.saved : null;
  const problem = outcome && 'problem' in outcome ? outcome.problem : token ? null : t('confirm.incomplete');
  return document({
    title: t('confirm.pageTitle'),
    locale: t.locale,
    themeColor: DEFAULT_PRIMARY,
    script: options.script,
    body: markup`<section class="card message">
<h1>${saved !== null ? t('confirm.doneHeading') : t('confirm.heading')}</h1>
<p class="muted">${saved !== null ? t('confirm.doneBody', { title: saved }) : t('confirm.body')}</p>
${problem ? markup`<p class="error" role="alert">${problem}</p>` : null}
${
  saved === null && token
    ? markup`<form method="post" action="/confirm-answer"><input type="hidden" name="token" value="${token}"><input type="hidden" name="lang" value="${t.locale}"><button type="submit" class="button large">${t('confirm.button')}</button></form>`
    : null
}
</section>`,
  });
}
