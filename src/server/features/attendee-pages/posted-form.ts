import type { FastifyRequest } from 'fastify';
import { submitFeedbackSchema } from '../../../shared/contract/feedback';
import { freeTierFeedbackSchema } from '../../../shared/contract/free-tier';
import type { AnswerValues } from '../../../shared/domain/answer-form';
import { translator } from '../../../shared/i18n/catalogue';
import { supportedLocale, type Locale } from '../../../shared/i18n/locales';
import { formAction, pageLocale } from './page-language';
import { answersFromFields, isQuestionField } from '../../../shared/domain/talk-questions';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A yes/no pair of radio buttons: neither chosen is not answered. */
const yesNo = (value: unknown): boolean | undefined => (value === 'yes' ? true : value === 'no' ? false : undefined);

/** The form's fields as the attendee typed them; a checkbox is sent only when ticked. */
function valuesFrom(body: Record<string, unknown>): AnswerValues {
  const rating = /^\d$/.test(text(body.rating)) ? Number(body.rating) : 0;
  const ticked = (value: unknown) => value !== undefined && value !== '';
  return {
    rating,
    testimonial: text(body.testimonial),
    firstName: text(body.firstName),
    jobRole: text(body.jobRole),
    workEmail: text(body.workEmail),
    businessInquiry: text(body.businessInquiry),
    contactConsent: ticked(body.contactConsent),
    publishConsent: ticked(body.publishConsent),
    takeaway: text(body.takeaway),
    booksSpeakers: yesNo(body.booksSpeakers) ?? null,
    referralName: text(body.referralName),
    referralEmail: text(body.referralEmail),
    referralConsent: ticked(body.referralConsent),
    questions: Object.fromEntries(
      Object.entries(body)
        .filter(([name]) => isQuestionField(name))
        .map(([name, value]) => [name, text(value)]),
    ),
  };
}

/** The form post's body, and the language its form was shown in (its hidden field), so a refusal reads as the form did. */
export function postedForm(request: FastifyRequest, fallback: Locale | null) {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const formLanguage = typeof body.language === 'string' ? supportedLocale(body.language) : null;
  const t = translator(formLanguage ?? pageLocale(request, fallback));
  return { body, values: valuesFrom(body), t, action: formAction(request, t) };
}

/**
 * What both forms' APIs take under the same names, from the form post: the answer, the consent
 * versions the page showed (hidden fields), this browser's answer token and the page's language.
 */
function commonAnswer(body: Record<string, unknown>, values: AnswerValues, answerToken: string | undefined, language: Locale) {
  return {
    rating: /^\d+$/.test(text(body.rating)) ? Number(body.rating) : undefined,
    testimonial: values.testimonial,
    firstName: values.firstName,
    jobRole: values.jobRole,
    workEmail: values.workEmail,
    businessInquiry: values.businessInquiry,
    contactConsent: values.contactConsent,
    publishConsent: values.publishConsent,
    contactConsentVersion: text(body.contactConsentVersion) || undefined,
    publishConsentVersion: text(body.publishConsentVersion) || undefined,
    answerToken,
    language,
  };
}

/** The form post as the JSON API's body, checked by the same schema: the same limits and the same words for every problem. */
export function parseAnswer(
  presentationId: number,
  body: Record<string, unknown>,
  values: AnswerValues,
  answerToken: string | undefined,
  language: Locale,
) {
  return submitFeedbackSchema.safeParse({
    presentationId,
    ...commonAnswer(body, values, answerToken, language),
    takeaway: values.takeaway,
    // Anything but yes, no or nothing reaches the schema as it came, which names the field.
    booksSpeakers:
      body.booksSpeakers === undefined || body.booksSpeakers === '' ? undefined : (yesNo(body.booksSpeakers) ?? body.booksSpeakers),
    referralName: values.referralName,
    referralEmail: values.referralEmail,
    referralConsent: values.referralConsent,
    answers: answersFromFields(values.questions),
  });
}

/**
 * A free page's form post as POST /api/free-tier-feedback's body, checked by its schema. The page
 * marks the job role required as the talk's form does (the API keeps it optional for older
 * clients), so that one is checked here too.
 */
export function parseFreePageAnswer(
  speakerSlug: string,
  body: Record<string, unknown>,
  values: AnswerValues,
  answerToken: string | undefined,
  language: Locale,
) {
  const parsed = freeTierFeedbackSchema.safeParse({ speakerSlug, ...commonAnswer(body, values, answerToken, language) });
  if (values.jobRole.trim() !== '') return parsed;
  const required = { code: 'custom' as const, path: ['jobRole'], message: 'is required', input: values.jobRole };
  return { success: false as const, error: { issues: [...(parsed.success ? [] : parsed.error.issues), required] } };
}
