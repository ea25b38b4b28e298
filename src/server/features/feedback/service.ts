import { timingSafeEqual } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Gift, PendingAnswerResponse, SubmitFeedbackResponse, ThankYou } from '../../../shared/contract/feedback';
import type { submitFeedbackSchema } from '../../../shared/contract/feedback';
import { DEFAULT_BRAND_COLOR, readableTextColor, safeHexColor } from '../../../shared/domain/brand-colors';
import { emailDomain, roleGroup } from '../../../shared/domain/company';
import { giftEmailSubject } from '../../../shared/domain/gift-email';
import { HOT_LEAD_MIN_RATING } from '../../../shared/domain/constants';
import { normalizeEmail } from '../../../shared/domain/email';
import type { Config } from '../../config';
import { translator } from '../../../shared/i18n/catalogue';
import { localConsentTemplate } from '../../../shared/i18n/consent-words';
import { LOCALES, supportedLocale, type Locale } from '../../../shared/i18n/locales';
import { queryRows, type Db } from '../../db/client';
import { answerOfQuestions, storeNewAnswer } from './answer-batches';
import { pendingAnswers } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import { renderGiftEmail } from '../../mail/email-templates';
import { hitRateLimit } from '../../plugins/rate-limit';
import { isSignedCapability, signedCapability } from '../../secrets';
import { hashToken, newToken } from '../../tokens';
import { attendeeGraphicToken, attendeeTextsDrawable } from '../../domain/testimonials';
import { OFFERED } from '../../domain/testimonials';
import { publicTalkSelect, toPublicTalk, type PublicTalkRow } from '../../domain/speaker-card';
import { MAY_NAME, SHARES_DETAILS } from '../../domain/consent-rules';
import { signals } from '../../observability/signals';
import {
  activeQuestions,
  checkedAnswers,
  questionAnswersUpsert,
  questionsAsked,
  questionsSeen,
  type CheckedAnswer,
} from '../../domain/talk-questions';

type Submission = ReturnType<typeof submitFeedbackSchema.parse>;

const safeEqual = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const THANK_YOU_PURPOSE = 'thank-you';

/** The questions each talk asked when this process last stored an answer to it (questionsSeen). */
const QUESTIONS_SEEN = questionsSeen();
const NO_QUESTIONS = questionsAsked('[]');

/**
 * Queues the e-mail with the speaker's gift to an attendee who just answered: what they asked for,
 * so it goes whether or not they agreed to be contacted, and carries nothing else. One per answer,
 * ever (idempotency key), in the speaker's name and colour, replies to the speaker.
 */
async function sendGiftEmail(
  deps: FeedbackDeps,
  answer: {
    responseId: number;
    presentationId: number;
    to: string;
    /** The first name the attendee typed on the form. */
    attendeeFirstName: string;
    speakerFirstName: string;
    speakerName: string;
    speakerEmail: string;
    talkTitle: string;
    brandColor: string | null;
    gift: Gift;
    /** The language of the attendee's form: the e-mail is written in it. */
    locale: Locale;
  },
) {
  const { config, mailer } = deps;
  const brandColor = safeHexColor(answer.brandColor, DEFAULT_BRAND_COLOR);
  const giftUrl = answer.gift.url ? new URL(answer.gift.url, config.publicUrl).toString() : null;
  const thankYouUrl =
    `${config.publicUrl}/thank-you/${answer.presentationId}?answer=${answer.responseId}` +
    `&key=${encodeURIComponent(thankYouKey(config, answer.responseId))}`;
  const { html, text } = await renderGiftEmail({
    attendeeFirstName: answer.attendeeFirstName,
    speakerFirstName: answer.speakerFirstName,
    speakerName: answer.speakerName,
    giftTitle: answer.gift.title,
    giftType: answer.gift.type,
    giftDescription: answer.gift.description,
    giftUrl,
    accessCode: answer.gift.accessCode,
    brandColor,
    buttonTextColor: readableTextColor(brandColor),
    thankYouUrl,
    locale: answer.locale,
  });
  // Queued, not sent, before the answer is acknowledged: the attendee's phone does not wait on the
  // mail server (an answer was held for seconds under a hall's load), and the background worker
  // delivers it at once, retrying if the server is down.
  await mailer.enqueue(deps.db, {
    to: answer.to,
    fromName: `${answer.speakerName} via SpeakerPro`,
    replyTo: answer.speakerEmail,
    subject: giftEmailSubject(answer.speakerFirstName, answer.gift.title, translator(answer.locale)),
    text,
    html,
    source: 'attendee-gift',
    idempotencyKey: `gift:${answer.responseId}`,
    locale: answer.locale,
  });
  mailer.kick();
}

/** The read-only key of an answer's thank-you page: signed, so nothing is stored per answer. */
export function thankYouKey(config: Pick<Config, 'appSecret' | 'dataDir'>, responseId: number): string {
  return signedCapability(config, THANK_YOU_PURPOSE, responseId);
}

/**
 * What an answer's thank-you page shows (the speaker, the gift, the attendee's own graphic), for
 * its permanent link: after a reload, in a reopened tab or from the gift e-mail. A wrong key and a
 * missing answer are the same 404.
 */
export async function thankYouFor(
  db: Db,
  config: Pick<Config, 'appSecret' | 'dataDir'>,
  responseId: number,
  key: string,
): Promise<ThankYou> {
  const notThere = notFound('This thank-you page does not exist. Open the link from your e-mail again.');
  if (!isSignedCapability(config, THANK_YOU_PURPOSE, responseId, key)) throw notThere;
  const [row] = await queryRows<
    PublicTalkRow & {
      response_id: number;
      offered: boolean;
      testimonial: string;
      attendee_name: string;
      attendee_role: string;
      answer_language: string;
    }
  >(
    db,
    sql`select talk.*, r.id as response_id, ${OFFERED} as offered, r.testimonial, r.attendee_name, r.attendee_role,
               r.language as answer_language
        from responses r join (${publicTalkSelect}) talk on talk.id = r.event_id
        where r.id = ${responseId}`,
  );
  if (!row) throw notThere;
  const presentation = toPublicTalk(row);
  return {
    responseId,
    presentationId: row.id,
    speakerName: presentation.speakerName,
    brandColorPrimary: presentation.brandColorPrimary,
    gift: giftOf(row),
    language: supportedLocale(row.answer_language) ?? 'en',
    // The link only where the graphic can be made: the same rule as the speaker's graphics (OFFERED).
    // and that its fonts can draw (attendeeTextsDrawable).
    ...(row.offered && attendeeTextsDrawable([row.testimonial, row.attendee_name, row.attendee_role])
      ? { graphicToken: attendeeGraphicToken(config, responseId) }
      : {}),
  };
}

/** How long a link confirming a changed answer stays valid. */
export const PENDING_ANSWER_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Confirmation links e-mailed per address and talk per hour, at most. */
export const ANSWER_CONFIRMATIONS_PER_HOUR = 3;

export type SubmitOutcome = { kind: 'stored'; response: SubmitFeedbackResponse } | { kind: 'pending'; response: PendingAnswerResponse };

export interface FeedbackDeps {
  db: Db;
  config: Pick<Config, 'appSecret' | 'dataDir' | 'publicUrl'>;
  mailer: Pick<Mailer, 'send' | 'enqueue' | 'kick'>;
}

/** The parts of an answer a later submission may change (never the talk or the address). */
const pendingAnswerSchema = z.object({
  rating: z.number().int(),
  testimonial: z.string(),
  firstName: z.string(),
  jobRole: z.string(),
  businessInquiry: z.string().nullable(),
  contactConsent: z.boolean(),
  publishConsent: z.boolean(),
  // Absent in answers kept before consent receipts.
  contactConsentVersion: z.string().nullish(),
  publishConsentVersion: z.string().nullish(),
  // The optional questions; absent in answers kept before them.
  takeaway: z.string().nullish(),
  booksSpeakers: z.boolean().nullish(),
  referralName: z.string().nullish(),
  referralEmail: z.string().nullish(),
  referralConsent: z.boolean().optional(),
  // The language of the form the change was sent from; absent in answers kept before languages.
  language: z.enum(LOCALES).optional(),
  // The speaker's own questions, checked when sent (decision 079); absent in answers kept before them.
  questionAnswers: z
    .array(z.object({ questionId: z.number().int(), number: z.number().int().nullable(), text: z.string().nullable() }))
    .optional(),
});
type AnswerChange = z.infer<typeof pendingAnswerSchema>;

/** What a correction or a confirmed pending answer writes: exactly the fields the pending-answer schema lists. */
function answerChange(input: Submission, questionAnswers: CheckedAnswer[]): AnswerChange {
  const keys = (Object.keys(pendingAnswerSchema.shape) as (keyof AnswerChange)[]).filter((key) => key !== 'questionAnswers');
  return { ...(Object.fromEntries(keys.map((key) => [key, input[key as keyof Submission]])) as AnswerChange), questionAnswers };
}

/** The speaker's name as the attendee's page shows it, for the `{speaker}` in a consent's wording. */
const speakerNameSql = (profile: string, user: string) =>
  sql.raw(`trim(coalesce(${profile}.first_name, ${user}.first_name) || ' ' || coalesce(${profile}.last_name, ${user}.last_name))`);

/**
 * A consent's receipt as SQL: its version and its words, in the language the attendee's form was
 * in, with the speaker's name filled in, or nulls
 * when the consent is not given or no (known) version was named.
 */
function receiptSql(given: boolean, version: string | null | undefined, speakerName: SQL, locale: Locale | undefined) {
  const receipt = consentReceipt(given, version, locale);
  return receipt.template === null
    ? { version: sql`null::text`, text: sql`null::text` }
    : { version: sql`${receipt.version}::text`, text: sql`replace(${receipt.template}::text, '{speaker}', ${speakerName})` };
}

/** A consent's version and its words ({speaker} not filled in), or nulls: receiptSql's parts as values. */
function consentReceipt(given: boolean, version: string | null | undefined, locale: Locale | undefined) {
  const template = given && version ? localConsentTemplate(version, locale ?? 'en') : null;
  return template === null ? { version: null, template: null } : { version: version!, template };
}

/** A referral is kept only with an address and the attendee's word that the person agreed. */
const keptReferral = (change: { referralEmail?: string | null; referralConsent?: boolean }) =>
  change.referralConsent === true && typeof change.referralEmail === 'string' && change.referralEmail !== '';

/**
 * Applies a change to a stored answer. A consent keeps its first time while it stays given and is
 * cleared when withdrawn; a business inquiry, a takeaway, a booking answer or a referral once given
 * is never erased by a later empty one (a form sent again from the same phone starts empty), and a
 * question the talk no longer asks keeps what is stored. A new referral replaces the old one.
 */
async function applyAnswerChange(db: Db, responseId: number, change: AnswerChange) {
  const speakerName = speakerNameSql('p', 'u');
  const contact = receiptSql(change.contactConsent, change.contactConsentVersion, speakerName, change.language);
  const publish = receiptSql(change.publishConsent, change.publishConsentVersion, speakerName, change.language);
  const kept = keptReferral(change);
  const referral = {
    kept,
    name: kept ? (change.referralName ?? null) : null,
    email: kept ? change.referralEmail!.toLowerCase() : null,
  };
  // A question answered again takes the new value; one left unanswered keeps what is stored. Both
  // are written by the one statement that corrects the answer, so they stand or fall together.
  const questions = questionAnswersUpsert(change.questionAnswers ?? [], sql`${responseId}::int`);
  // Other words than the ones agreed to before make a new receipt, dated now.
  await db.execute(sql`
    ${questions ? sql`with question_answer as (${questions})` : sql``}
    update responses r set
      rating = ${change.rating},
      testimonial = ${change.testimonial},
      attendee_name = ${change.firstName},
      attendee_role = ${change.jobRole},
      role_group = ${roleGroup(change.jobRole)},
      business_inquiry = coalesce(${change.businessInquiry}, r.business_inquiry),
      takeaway = case when e.ask_takeaway then coalesce(${change.takeaway ?? null}::text, r.takeaway) else r.takeaway end,
      books_speakers = case when e.ask_booking then coalesce(${change.booksSpeakers ?? null}::boolean, r.books_speakers) else r.books_speakers end,
      referral_name = case when e.ask_booking and ${referral.kept}::boolean then ${referral.name}::text else r.referral_name end,
      referral_email = case when e.ask_booking and ${referral.kept}::boolean then ${referral.email}::text else r.referral_email end,
      referral_consent_at = case when e.ask_booking and ${referral.kept}::boolean then
        case when lower(r.referral_email) is not distinct from ${referral.email}::text then coalesce(r.referral_consent_at, now()) else now() end
        else r.referral_consent_at end,
      contact_consent_at = case when ${change.contactConsent} then
        case when r.contact_consent_text is not distinct from ${contact.text} then coalesce(r.contact_consent_at, now()) else now() end
        else null end,
      publish_consent_at = case when ${change.publishConsent} then
        case when r.publish_consent_text is not distinct from ${publish.text} then coalesce(r.publish_consent_at, now()) else now() end
        else null end,
      contact_consent_version = ${contact.version},
      contact_consent_text = ${contact.text},
      publish_consent_version = ${publish.version},
      publish_consent_text = ${publish.text},
      language = coalesce(${change.language ?? null}::text, r.language),
      submitted_at = now()
    from events e join users u on u.id = e.speaker_user_id left join speaker_profiles p on p.user_id = e.speaker_user_id
    where r.id = ${responseId} and e.id = r.event_id`);
}

function giftOf(row: {
  digital_gift_title: string | null;
  digital_gift_description: string | null;
  digital_gift_url: string | null;
  digital_gift_access_code: string | null;
  digital_gift_type: Gift['type'] | null;
}): Gift | null {
  return row.digital_gift_title
    ? {
        title: row.digital_gift_title,
        description: row.digital_gift_description,
        url: row.digital_gift_url,
        accessCode: row.digital_gift_access_code,
        type: row.digital_gift_type ?? 'external_link',
      }
    : null;
}

/**
 * Stores one attendee's answer; one answer per address and talk, and it belongs to the attendee.
 * The first answer from an address stands. A later one corrects it in place only when it carries
 * that answer's token (the same browser). Any other is kept aside and applied once the attendee
 * follows the link e-mailed to the address, so nobody can rewrite or erase someone else's answer
 * by typing their address.
 */
export async function submitFeedback(deps: FeedbackDeps, input: Submission): Promise<SubmitOutcome> {
  const { db, config } = deps;
  const email = normalizeEmail(input.workEmail);
  // The speaker's own questions are checked against the talk before anything is stored: a value
  // that does not answer its question, or a required one left out, is a 400 naming the field. They
  // are checked against the questions the talk asked when this process last stored an answer to it
  // (none for a talk not seen yet), and the statement stores the answer only if the talk still asks
  // exactly those; otherwise it answers with the questions as they are, and the answer is checked
  // against them and stored by a second statement. A value refused by the guess is checked again
  // against the talk's questions read from the database before it is refused.
  let asked = QUESTIONS_SEEN.get(db, input.presentationId) ?? NO_QUESTIONS;
  let questionAnswers: CheckedAnswer[];
  try {
    questionAnswers = checkedAnswers(asked.questions, input.answers);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    asked = await activeQuestions(db, input.presentationId);
    questionAnswers = checkedAnswers(asked.questions, input.answers);
  }
  // The browser's own token when it sent one (then a retry of a lost response finds its answer).
  // A browser token that already owns another answer (two people answering on one phone, or one
  // token sent for two talks) cannot own this one too: the answer is stored under a fresh token,
  // which the browser keeps from the reply.
  const token = input.answerToken ?? newToken();
  const fresh = input.answerToken ? newToken() : token;
  const contact = consentReceipt(input.contactConsent, input.contactConsentVersion, input.language);
  const publish = consentReceipt(input.publishConsent, input.publishConsentVersion, input.language);
  // The schema refuses an address without the ticked box; the name goes only with an address.
  const referral = keptReferral(input) ? { name: input.referralName, email: input.referralEmail } : { name: null, email: null };
  // Only a publishable testimonial can become the attendee's own graphic, and not when the address
  // opted out of testimonials (the rule of OFFERED): the statement looks the opt-out up only then.
  // Nor when its words have characters no font draws: the graphic would be refused, so it is not offered.
  const graphicIfQuotable =
    input.rating >= HOT_LEAD_MIN_RATING &&
    input.publishConsent &&
    attendeeTextsDrawable([input.testimonial, input.firstName, input.jobRole]);
  // One statement for the common case (a new attendee), shared with the answers arriving at the
  // same time (answer-batches.ts): it finds the talk, the gift it gives and the questions it asks
  // and stores the answer with its answers to those questions. `checkedAgainst` is the text of the
  // questions the answers were checked against; null stores whatever the talk asks.
  const insertAnswer = (checked: CheckedAnswer[], checkedAgainst: string | null) =>
    storeNewAnswer(db, {
      event_id: input.presentationId,
      rating: input.rating,
      testimonial: input.testimonial,
      first_name: input.firstName,
      job_role: input.jobRole,
      email,
      role_group: roleGroup(input.jobRole),
      email_domain: emailDomain(email),
      business_inquiry: input.businessInquiry ?? null,
      contact: input.contactConsent,
      publish: input.publishConsent,
      contact_version: contact.version,
      contact_template: contact.template,
      publish_version: publish.version,
      publish_template: publish.template,
      takeaway: input.takeaway ?? null,
      books_speakers: input.booksSpeakers ?? null,
      referral_name: referral.name ?? null,
      referral_email: referral.email ?? null,
      token_hash: hashToken(token),
      fresh_hash: hashToken(fresh),
      language: input.language,
      checked_against: checkedAgainst,
      quotable: graphicIfQuotable,
      answers: answerOfQuestions(checked),
    });
  let saved = await insertAnswer(questionAnswers, asked.text);
  if (saved && saved.questions !== asked.text) {
    // The talk's questions changed since they were last seen: the answer is checked against them
    // as they are now, and stored as it was before answers were checked in the statement.
    asked = questionsAsked(saved.questions);
    questionAnswers = checkedAnswers(asked.questions, input.answers);
    saved = await insertAnswer(questionAnswers, null);
  }
  if (!saved) throw notFound('Talk not found');
  QUESTIONS_SEEN.remember(db, input.presentationId, asked);
  const gift = giftOf(saved);
  const mayHaveGraphic = graphicIfQuotable && saved.may_quote;
  const stored = (id: number, updated: boolean, answerToken: string): SubmitOutcome => ({
    kind: 'stored',
    response: {
      id,
      updated,
      gift,
      answerToken,
      thankYouKey: thankYouKey(config, id),
      ...(mayHaveGraphic ? { graphicToken: attendeeGraphicToken(config, id) } : {}),
    },
  });

  if (saved.id !== null) {
    signals.answerStored();
    if (gift) {
      await sendGiftEmail(deps, {
        responseId: saved.id,
        presentationId: input.presentationId,
        to: email,
        attendeeFirstName: input.firstName,
        speakerFirstName: saved.speaker_first_name,
        speakerName: saved.speaker_name,
        speakerEmail: saved.speaker_email,
        talkTitle: saved.talk_title,
        brandColor: saved.brand_color_primary,
        gift,
        locale: input.language,
      });
    }
    return stored(saved.id, false, saved.saved_token_hash === hashToken(token) ? token : fresh);
  }
  if (saved.existing_id === null) throw notFound('Talk not found');

  // The browser that gave the first answer corrects it.
  if (input.answerToken && saved.existing_token_hash && safeEqual(hashToken(input.answerToken), saved.existing_token_hash)) {
    await applyAnswerChange(db, saved.existing_id, answerChange(input, questionAnswers));
    return stored(saved.existing_id, true, input.answerToken);
  }
  return keepPendingAnswer(
    deps,
    {
      responseId: saved.existing_id,
      presentationId: input.presentationId,
      email,
      talkTitle: saved.talk_title,
      gift,
      locale: input.language,
    },
    answerChange(input, questionAnswers),
  );
}

async function keepPendingAnswer(
  deps: FeedbackDeps,
  target: { responseId: number; presentationId: number; email: string; talkTitle: string; gift: Gift | null; locale: Locale },
  change: AnswerChange,
): Promise<SubmitOutcome> {
  const { db, config, mailer } = deps;
  const t = translator(target.locale);
  const { count } = await hitRateLimit(db, `answer-confirm:${target.responseId}`, 3600);
  if (count > ANSWER_CONFIRMATIONS_PER_HOUR) {
    throw new AppError(429, 'RATE_LIMITED', t('thanks.tooManyLinks', { email: target.email }));
  }
  const token = newToken();
  const [pending] = await db
    .insert(pendingAnswers)
    .values({
      responseId: target.responseId,
      answer: change,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + PENDING_ANSWER_TTL_MS),
    })
    .returning({ id: pendingAnswers.id });
  const link = `${config.publicUrl}/confirm-answer?token=${token}`;
  await mailer.send({
    to: target.email,
    subject: t('confirmMail.subject', { title: target.talkTitle }),
    text:
      `${t('confirmMail.intro', { title: target.talkTitle })}\n\n` + `${t('confirmMail.action')}\n${link}\n\n` + t('confirmMail.notYou'),
    source: 'answer-confirm',
    idempotencyKey: `answer-confirm:${pending!.id}`,
    locale: target.locale,
  });
  return {
    kind: 'pending',
    response: {
      pending: true,
      presentationId: target.presentationId,
      message: t('thanks.pending', { email: target.email }),
      gift: target.gift,
      pendingId: pending!.id,
      thankYouKey: pendingThankYouKey(config, pending!.id),
    },
  };
}

const PENDING_THANK_YOU_PURPOSE = 'pending-thank-you';

/**
 * The read-only key of a kept answer's thank-you page. A purpose of its own: it opens that page
 * only, never the thank-you page (gift e-mail link, graphic) of the answer that stands, which
 * belongs to whoever answered first.
 */
function pendingThankYouKey(config: Pick<Config, 'appSecret' | 'dataDir'>, pendingId: number): string {
  return signedCapability(config, PENDING_THANK_YOU_PURPOSE, pendingId);
}

/** What a kept answer's thank-you page says about it: waiting for the e-mailed link, applied, or too late. */
type PendingAnswerState = 'waiting' | 'confirmed' | 'expired';

/**
 * What the thank-you page of an answer kept for its e-mailed link shows (the speaker, the gift, the
 * address the link went to, where the answer stands), in the language it was sent in. Its page is
 * where the form leads, with or without JavaScript, so a reload shows it again. A wrong key and a
 * missing answer are the same 404.
 */
export async function pendingThanksFor(
  db: Db,
  config: Pick<Config, 'appSecret' | 'dataDir'>,
  pendingId: number,
  key: string,
): Promise<{
  presentationId: number;
  speakerName: string;
  brandColorPrimary: string;
  gift: Gift | null;
  email: string;
  language: Locale;
  state: PendingAnswerState;
}> {
  const notThere = notFound('This thank-you page does not exist. Open the link from your e-mail again.');
  if (!isSignedCapability(config, PENDING_THANK_YOU_PURPOSE, pendingId, key)) throw notThere;
  const [row] = await queryRows<PublicTalkRow & { email: string; answer_language: string | null; applied: boolean; expired: boolean }>(
    db,
    sql`select talk.*, r.attendee_email as email, pa.answer->>'language' as answer_language,
               pa.applied_at is not null as applied, pa.expires_at <= now() as expired
        from pending_answers pa join responses r on r.id = pa.response_id join (${publicTalkSelect}) talk on talk.id = r.event_id
        where pa.id = ${pendingId}`,
  );
  if (!row) throw notThere;
  const presentation = toPublicTalk(row);
  return {
    presentationId: row.id,
    speakerName: presentation.speakerName,
    brandColorPrimary: presentation.brandColorPrimary,
    gift: giftOf(row),
    email: row.email,
    language: supportedLocale(row.answer_language ?? 'en') ?? 'en',
    state: row.applied ? 'confirmed' : row.expired ? 'expired' : 'waiting',
  };
}

const INVALID_ANSWER_LINK = 'This link is invalid, has already been used or has expired. Send your answer again to get a new one.';

/** Applies the pending answer a confirmation link stands for; the link works once, within 7 days. */
export async function confirmPendingAnswer(db: Db, token: string): Promise<{ presentationId: number; talkTitle: string }> {
  const [row] = await queryRows<{ id: number; response_id: number; answer: unknown; event_id: number; talk_title: string }>(
    db,
    sql`update pending_answers pa set applied_at = now()
        from responses r join events e on e.id = r.event_id
        where pa.token_hash = ${hashToken(token)} and pa.applied_at is null and pa.expires_at > now() and r.id = pa.response_id
        returning pa.id, pa.response_id, pa.answer, r.event_id, coalesce(e.talk_title, e.event_name) as talk_title`,
  );
  if (!row) throw new AppError(400, 'INVALID_TOKEN', INVALID_ANSWER_LINK);
  const change = pendingAnswerSchema.parse(typeof row.answer === 'string' ? JSON.parse(row.answer) : row.answer);
  await applyAnswerChange(db, row.response_id, change);
  return { presentationId: row.event_id, talkTitle: row.talk_title };
}

/**
 * The language of the answer a confirmation link stands for, while the link still works; null for
 * a link that does not (the page then follows the browser). Opening the page changes nothing.
 */
export async function pendingAnswerLanguage(db: Db, token: string): Promise<Locale | null> {
  const [row] = await queryRows<{ language: string | null }>(
    db,
    sql`select pa.answer->>'language' as language from pending_answers pa
        where pa.token_hash = ${hashToken(token)} and pa.applied_at is null and pa.expires_at > now()`,
  );
  return row ? (supportedLocale(row.language ?? 'en') ?? 'en') : null;
}

export async function listOwnPublicTalks(db: Db, userId: number) {
  const rows = await queryRows<PublicTalkRow>(db, sql`${publicTalkSelect} where e.speaker_user_id = ${userId} order by e.created_at, e.id`);
  return rows.map(toPublicTalk);
}

export async function listOwnFeedback(db: Db, userId: number) {
  const rows = await queryRows<{
    id: number;
    speaker_id: number;
    event_id: number;
    rating: number;
    testimonial: string;
    attendee_name: string;
    attendee_role: string;
    attendee_email: string;
    business_inquiry: string | null;
    submitted_at: Date | string;
    may_name: boolean;
    shares_details: boolean;
  }>(
    db,
    sql`select r.id, coalesce(p.id, e.speaker_user_id) as speaker_id, r.event_id, r.rating, r.testimonial,
               r.attendee_name, r.attendee_role, r.attendee_email, r.business_inquiry, r.submitted_at,
               ${MAY_NAME} as may_name, ${SHARES_DETAILS} as shares_details
        from responses r
        join events e on e.id = r.event_id
        left join speaker_profiles p on p.user_id = e.speaker_user_id
        where e.speaker_user_id = ${userId}
        order by r.submitted_at desc, r.id desc`,
  );
  return rows.map((r) => ({
    id: r.id,
    speakerId: r.speaker_id,
    presentationId: r.event_id,
    rating: r.rating,
    testimonial: r.testimonial,
    // Named only under the rule the lists and lead files follow (MAY_NAME, decision 025).
    firstName: r.may_name ? r.attendee_name : null,
    jobRole: r.shares_details ? r.attendee_role : null,
    workEmail: r.may_name ? r.attendee_email : null,
    businessInquiry: r.business_inquiry,
    createdAt: new Date(r.submitted_at).toISOString(),
  }));
}
