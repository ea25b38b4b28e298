import type { Gift, Presentation } from '../../../shared/contract/feedback';
import { readableTextColor, safeHexColor } from '../../../shared/domain/brand-colors';
import { consentWording, CURRENT_CONSENT } from '../../../shared/domain/consents';
import { RATING_MAX, RATING_MIN } from '../../../shared/domain/constants';
import {
  ANSWER_LABELS,
  ANSWER_MAX_LENGTH,
  EMPTY_ANSWER,
  fieldErrorText,
  lengthHint,
  OPTIONAL_QUESTIONS,
  referralConsentLabel,
  type AnswerField,
  type AnswerValues,
} from '../../../shared/domain/answer-form';
import { safeGiftUrl } from '../../../shared/domain/thank-you-links';
import { Html, markup } from '../../../shared/domain/markup';
import type { AttendeeScript } from './script-assets';
import { ATTENDEE_CSS } from './styles';

/** The colours the React pages fall back to (presentation-header.tsx, thank-you-page.tsx). */
const DEFAULT_PRIMARY = '#4338ca';
const DEFAULT_SECONDARY = '#0f172a';

/** Limits of the answer's texts, as the shared submit schema has them (the hint counts against them). */
/** Problems worded as the submit schema words them: a fragment after the field's name ('is required'), or a sentence. */
export type AnswerErrors = Partial<Record<AnswerField, string>>;

const errorText = (field: AnswerField, error: string) => fieldErrorText(ANSWER_LABELS[field], error);

/**
 * A whole page made on the server: the inlined stylesheet (plus a page's own `css`), no web fonts,
 * and the enhancing script when there is one. `head` adds a page's own tags (social previews,
 * structured data). The speaker's proof page, the framed wall and a shared graphic's page use it too.
 */
export function document(page: {
  title: string;
  description?: string;
  themeColor: string;
  script: AttendeeScript | null;
  body: Html;
  head?: Html;
  css?: string;
}): string {
  const { script } = page;
  return markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${page.themeColor}">
<meta name="description" content="${page.description ?? 'SpeakerPro helps speakers collect feedback and leads from their talks.'}">
<link rel="icon" href="data:,">
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

function header(presentation: Presentation): Html {
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
function errorParagraph(field: AnswerField, errors: AnswerErrors): Html {
  const error = errors[field];
  return markup`<p class="error" id="${field}-error" data-error-for="${field}"${error ? null : markup` hidden`}>${error ? errorText(field, error) : ''}</p>`;
}

function describedBy(field: AnswerField, errors: AnswerErrors, hintId?: string): Html | null {
  const ids = [hintId, errors[field] ? `${field}-error` : undefined].filter(Boolean).join(' ');
  return ids ? markup` aria-describedby="${ids}"` : null;
}

function invalid(field: AnswerField, errors: AnswerErrors): Html | null {
  return errors[field] ? markup` aria-invalid="true"` : null;
}

function textField(
  field: 'firstName' | 'jobRole' | 'workEmail',
  label: string,
  values: AnswerValues,
  errors: AnswerErrors,
  attributes: Html,
): Html {
  return markup`<div class="field">
<label for="${field}">${label}</label>
<input id="${field}" name="${field}" value="${values[field]}" maxlength="${ANSWER_MAX_LENGTH[field]}" required${attributes}${invalid(field, errors)}${describedBy(field, errors)}>
${errorParagraph(field, errors)}
</div>`;
}

function checkbox(
  field: 'contactConsent' | 'publishConsent' | 'referralConsent',
  label: string,
  values: AnswerValues,
  errors: AnswerErrors,
  labelAttributes: Html | null = null,
): Html {
  return markup`<div>
<div class="check"><input type="checkbox" id="${field}" name="${field}" value="yes"${values[field] ? markup` checked` : null}${invalid(field, errors)}${describedBy(field, errors)}><label for="${field}"${labelAttributes}>${label}</label></div>
${errorParagraph(field, errors)}
</div>`;
}

/**
 * The optional questions after the required ones, each only where the talk asks it: what the
 * attendee will do differently, and whether they book speakers, with someone else who should hear
 * the talk (kept only with that person's agreement, which the attendee confirms).
 */
function optionalQuestions(presentation: Presentation, values: AnswerValues, errors: AnswerErrors): Html {
  const yesNo = (value: 'yes' | 'no', label: string) =>
    markup`<div class="check"><input type="radio" id="booksSpeakers-${value}" name="booksSpeakers" value="${value}"${values.booksSpeakers === (value === 'yes') ? markup` checked` : null}${invalid('booksSpeakers', errors)}><label for="booksSpeakers-${value}">${label}</label></div>`;
  const takeaway = markup`<div class="field">
<label for="takeaway">${OPTIONAL_QUESTIONS.takeaway}</label>
<textarea id="takeaway" name="takeaway" rows="2" maxlength="${ANSWER_MAX_LENGTH.takeaway}"${invalid('takeaway', errors)}${describedBy('takeaway', errors)}>${values.takeaway}</textarea>
${errorParagraph('takeaway', errors)}
</div>`;
  const booking = markup`<fieldset data-choice="booksSpeakers"${invalid('booksSpeakers', errors)}${describedBy('booksSpeakers', errors)}>
<legend>${OPTIONAL_QUESTIONS.booksSpeakers}</legend>
<div class="choices">${yesNo('yes', 'Yes')}${yesNo('no', 'No')}</div>
${errorParagraph('booksSpeakers', errors)}
</fieldset>
<fieldset aria-describedby="referral-hint">
<legend>${OPTIONAL_QUESTIONS.referral}</legend>
<div class="group">
<p class="hint" id="referral-hint">${OPTIONAL_QUESTIONS.referralHint(presentation.speakerName)}</p>
<div class="field">
<label for="referralName">${ANSWER_LABELS.referralName}</label>
<input id="referralName" name="referralName" type="text" autocomplete="off" value="${values.referralName}" maxlength="${ANSWER_MAX_LENGTH.referralName}"${invalid('referralName', errors)}${describedBy('referralName', errors)}>
${errorParagraph('referralName', errors)}
</div>
<div class="field">
<label for="referralEmail">${ANSWER_LABELS.referralEmail}</label>
<input id="referralEmail" name="referralEmail" type="email" inputmode="email" autocomplete="off" autocapitalize="none" spellcheck="false" value="${values.referralEmail}" maxlength="${ANSWER_MAX_LENGTH.referralEmail}"${invalid('referralEmail', errors)}${describedBy('referralEmail', errors)}>
${errorParagraph('referralEmail', errors)}
</div>
${checkbox('referralConsent', referralConsentLabel(values.referralName, presentation.speakerName), values, errors, markup` data-referral-label`)}
</div>
</fieldset>`;
  return markup`${presentation.askTakeaway ? takeaway : null}${presentation.askBooking ? booking : null}`;
}

/** The attendee's answer form: a plain form that posts to its own page, which the script enhances when it runs. */
function answerForm(
  presentation: Presentation,
  action: string,
  values: AnswerValues,
  errors: AnswerErrors,
  formError: string | null,
  source: 'qr' | 'link',
): Html {
  const primary = safeHexColor(presentation.brandColorPrimary, DEFAULT_PRIMARY);
  const stars = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
  // novalidate: the server's (and the script's) messages in the page's own words, not the browser's bubbles.
  return markup`<form method="post" action="${action}" novalidate data-answer-form data-presentation-id="${presentation.id}" data-speaker-name="${presentation.speakerName}" data-brand-color="${primary}" data-source="${source}"${values === EMPTY_ANSWER ? null : markup` data-filled`}>
<p class="hint">All fields are required unless marked optional.</p>
<fieldset${invalid('rating', errors)}${describedBy('rating', errors)}>
<legend>Your rating</legend>
<div class="stars">${stars.map(
    (n) =>
      markup`<label class="star"><input type="radio" name="rating" value="${n}" required data-field="rating"${values.rating === n ? markup` checked` : null}${invalid('rating', errors)}>${STAR}<span class="sr-only">${n === 1 ? '1 star' : `${n} stars`}</span></label>`,
  )}</div>
${errorParagraph('rating', errors)}
</fieldset>
<div class="field">
<label for="testimonial">Your testimonial</label>
<textarea id="testimonial" name="testimonial" rows="4" required placeholder="What did you take away from this talk?"${invalid('testimonial', errors)}${describedBy('testimonial', errors, 'testimonial-hint')}>${values.testimonial}</textarea>
<p class="hint" id="testimonial-hint" data-length-hint="${ANSWER_MAX_LENGTH.testimonial}">${lengthHint(values.testimonial, ANSWER_MAX_LENGTH.testimonial)}</p>
${errorParagraph('testimonial', errors)}
</div>
${textField('firstName', 'First name', values, errors, markup` type="text" autocomplete="given-name"`)}
${textField('jobRole', 'Job role', values, errors, markup` type="text" autocomplete="organization-title"`)}
${textField('workEmail', 'Work email', values, errors, markup` type="email" inputmode="email" autocomplete="email" autocapitalize="none" spellcheck="false"`)}
<div class="field">
<label for="businessInquiry">Business inquiry (optional)</label>
<textarea id="businessInquiry" name="businessInquiry" rows="3" maxlength="${ANSWER_MAX_LENGTH.businessInquiry}" placeholder="Would your team like to book a talk or workshop?"${invalid('businessInquiry', errors)}${describedBy('businessInquiry', errors)}>${values.businessInquiry}</textarea>
${errorParagraph('businessInquiry', errors)}
</div>
${optionalQuestions(presentation, values, errors)}
<div class="checks">
${checkbox('contactConsent', consentWording(CURRENT_CONSENT.contact, presentation.speakerName), values, errors)}
${checkbox('publishConsent', consentWording(CURRENT_CONSENT.publish, ''), values, errors)}
</div>
<input type="hidden" name="contactConsentVersion" value="${CURRENT_CONSENT.contact}">
<input type="hidden" name="publishConsentVersion" value="${CURRENT_CONSENT.publish}">
<div class="problem" role="alert" data-problem hidden><p data-problem-text></p><button type="button" class="button outline" data-retry>Try again</button></div>
<p class="error" role="alert" data-form-error${formError ? null : markup` hidden`}>${formError ?? ''}</p>
<div class="field">
<button type="submit" class="button large" style="background-color:${primary};color:${readableTextColor(primary)}">Submit Feedback</button>
<p class="hint center" id="submit-hint" data-submit-hint hidden>Choose a star rating and fill in the required fields to submit.</p>
</div>
</form>`;
}

/** /qr/:speakerSlug/:eventId and /feedback/:id: the talk's header and the answer form. */
export function feedbackPage(options: {
  presentation: Presentation;
  action: string;
  source: 'qr' | 'link';
  script: AttendeeScript | null;
  values?: AnswerValues;
  errors?: AnswerErrors;
  formError?: string | null;
}): string {
  const { presentation } = options;
  const errors = options.errors ?? {};
  return document({
    title: `${presentation.title} · Feedback for ${presentation.speakerName}`,
    description: `How was "${presentation.title}"? Your feedback goes straight to ${presentation.speakerName}.`,
    themeColor: safeHexColor(presentation.brandColorPrimary, DEFAULT_PRIMARY),
    script: options.script,
    body: markup`${header(presentation)}
<section class="card" aria-labelledby="feedback-intro">
<h2 id="feedback-intro">How was the talk?</h2>
<p class="small muted intro">Your feedback goes straight to ${presentation.speakerName}.${presentation.giftTitle ? markup` As a thank-you you'll get <strong>${presentation.giftTitle}</strong>.` : null}</p>
${answerForm(presentation, options.action, options.values ?? EMPTY_ANSWER, errors, options.formError ?? null, options.source)}
</section>`,
  });
}

/** A page with a heading and one message: a talk that does not exist, a thank-you link that does not work. */
export function messagePage(options: { title: string; message: string; alert?: boolean; script?: AttendeeScript | null }): string {
  return document({
    title: `${options.title} · SpeakerPro`,
    themeColor: DEFAULT_PRIMARY,
    script: options.script ?? null,
    body: markup`<section class="card message"${options.alert ? markup` role="alert"` : null}>
<h1>${options.title}</h1>
<p class="muted">${options.message}</p>
</section>`,
  });
}

export const PRESENTATION_NOT_FOUND = {
  title: 'Presentation not found',
  message: "This feedback link does not match any talk. Check the link, or scan the QR code on the speaker's slide again.",
};

export const THANK_YOU_LINK_BROKEN = {
  title: 'Thank you!',
  message: 'This thank-you link does not work. Open it from your e-mail again.',
};

function giftCard(gift: Gift, brandColor: string): Html {
  const url = safeGiftUrl(gift.url);
  const isFile = gift.type === 'uploaded_file';
  return markup`<section class="card gift" aria-labelledby="gift-title" data-gift="${isFile ? 'file' : 'link'}">
<div>
<p class="label">Your free gift</p>
<h2 id="gift-title">${gift.title}</h2>
${gift.description ? markup`<p class="small muted pre-line">${gift.description}</p>` : null}
</div>
${
  gift.accessCode
    ? markup`<div>
<p class="small strong">Access code</p>
<div class="code"><code data-access-code>${gift.accessCode}</code><button type="button" class="button outline" aria-label="Copy access code" data-copy hidden>Copy</button></div>
</div>`
    : null
}
${
  url
    ? markup`<a class="button large" href="${url}" target="_blank" rel="noopener noreferrer"${isFile && url.startsWith('/') ? markup` download` : null} style="background-color:${brandColor};color:${readableTextColor(brandColor)}" data-gift-link>Get Your Gift</a>`
    : markup`<a class="button large" href="/magic">Continue</a>`
}
</section>`;
}

function graphicCard(graphic: { responseId: number; token: string }): Html {
  // Making the graphic needs the script (a JSON call, then a download); without it the card stays hidden.
  return markup`<section class="card gift graphic" aria-labelledby="graphic-title" data-graphic data-response-id="${graphic.responseId}" data-token="${graphic.token}" hidden>
<div>
<p class="label">Your testimonial graphic</p>
<h2 id="graphic-title">Share what you said</h2>
<p class="small muted">Your words as a 1080x1080 image, ready for LinkedIn.</p>
</div>
<img alt="Your testimonial graphic" width="1080" height="1080" data-graphic-image hidden>
<a class="button large" download data-graphic-again hidden>Download again</a>
<button type="button" class="button large" data-graphic-make>Download your testimonial graphic</button>
<p class="error" role="alert" data-graphic-error hidden>Your graphic could not be created just now. Please try again.</p>
</section>`;
}

/** /thank-you/:presentationId: the thanks, the speaker's gift with its access code, and the attendee's own graphic. */
export function thankYouPage(options: {
  speakerName: string;
  brandColor: string | null;
  gift: Gift | null;
  notice?: string | null;
  graphic?: { responseId: number; token: string } | null;
  presentationId: number;
  script: AttendeeScript | null;
}): string {
  const brandColor = safeHexColor(options.brandColor, DEFAULT_PRIMARY);
  const { speakerName, gift } = options;
  return document({
    title: 'Thank you! · SpeakerPro',
    themeColor: brandColor,
    script: options.script,
    body: markup`<div class="thanks center" data-thank-you data-presentation-id="${options.presentationId}" data-speaker-name="${speakerName}" data-brand-color="${brandColor}">
<h1>Thank you!</h1>
<p class="muted">${speakerName ? `Your feedback has been sent to ${speakerName}.` : 'Your feedback has been sent.'}</p>
</div>
${options.notice ? markup`<p class="problem" role="status">${options.notice}</p>` : null}
${gift ? giftCard(gift, brandColor) : null}
${gift ? markup`<a class="button outline" href="/magic">I'm done</a>` : null}
${options.graphic ? graphicCard(options.graphic) : null}`,
  });
}
