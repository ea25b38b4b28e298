import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { QUESTION_KINDS, QUESTION_LABEL_MAX_LENGTH } from '../../shared/domain/talk-questions';
import { LEAD_NOTE_MAX_LENGTH, LEAD_STATUSES } from '../../shared/domain/lead-follow-up';
import { PAYMENT_KINDS } from '../../shared/domain/plan-prices';
import { PLAN_NAMES, PLAN_SOURCES, PLAN_STATUSES } from '../../shared/domain/plans';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    // Null for a free-tier speaker made by the QR wizard who has not chosen a password yet.
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['speaker', 'admin'] })
      .notNull()
      .default('speaker'),
    // Set when the owner of the address followed a link sent to it; until then nothing keyed by the
    // address (free pages, assessment reports, waitlist entries) reaches the account.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Addresses are stored normalised; the index on lower() guards against a caller that forgets.
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a leaked table does not hand out live sessions.
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // Moved forward as the session is used (at most once a minute); an idle session ends.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Single-use links sent by e-mail: verify an address, claim a password-less account, reset a
 * password, confirm a new address, delete an account. Only the SHA-256 of the token is kept.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['verify-email', 'claim-account', 'password-reset', 'change-email', 'delete-account', 'undo-email-change'],
    }).notNull(),
    // The address the link was sent to (the new one for a change of address).
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.purpose)],
);

export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    eventType: text('event_type').notNull(),
    pagePath: text('page_path').notNull(),
    elementId: text('element_id'),
    elementLabel: text('element_label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_created_idx').on(t.createdAt)],
);

/**
 * Page views counted by the server from real page requests (decision 080), one row per day, path,
 * referring site and campaign with how many views it had: no visitor, address or browser is kept.
 * Empty strings stand for "none" so the unique key holds on both databases.
 */
export const pageViewCounts = pgTable(
  'page_view_counts',
  {
    day: date('day').notNull(),
    path: text('path').notNull(),
    referrerHost: text('referrer_host').notNull().default(''),
    utmSource: text('utm_source').notNull().default(''),
    utmMedium: text('utm_medium').notNull().default(''),
    utmCampaign: text('utm_campaign').notNull().default(''),
    views: integer('views').notNull(),
  },
  (t) => [uniqueIndex('page_view_counts_key_idx').on(t.day, t.path, t.referrerHost, t.utmSource, t.utmMedium, t.utmCampaign)],
);

export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    // The left part of the Message-ID (`<{messageId}@{PUBLIC_URL's host}>`), random and chosen when
    // the message is queued: every retry sends the same id, and a database restored from a backup
    // never hands out an id a receiving server has already seen (row ids repeat after a restore).
    messageId: text('message_id').notNull(),
    toAddress: text('to_address').notNull(),
    ccAddress: text('cc_address'),
    fromAddress: text('from_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    source: text('source').notNull(),
    // 'queued' waits for delivery (again after a transient failure, at next_attempt_at); 'sending' is
    // claimed by a worker until next_attempt_at; 'outbox': kept in the database because no SMTP is
    // configured; 'sent': accepted by the transport; 'skipped': the recipient opted out of marketing.
    status: text('status', { enum: ['queued', 'sending', 'outbox', 'sent', 'failed', 'skipped'] }).notNull(),
    transport: text('transport', { enum: ['smtp', 'outbox', 'account'] }).notNull(),
    // One message per (campaign or e-mail, recipient): a retried job never sends a second copy.
    idempotencyKey: text('idempotency_key'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    // Attachments are kept as stored files, so a queued or outbox message still has them.
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; fileId: string }[]>(),
    // Marketing mail carries an unsubscribe link and headers and is never sent to an opted-out address.
    marketing: boolean('marketing').notNull().default(false),
    // The language the recipient reads (a tag of src/shared/i18n/locales.ts): the footer and link
    // SpeakerPro added to the message are in it. Everything queued before it existed was English.
    locale: text('locale').notNull().default('en'),
    // Deliver through this user's connected mail account (when active) instead of SMTP_URL.
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    // Why a 'skipped' message was not sent (a SkipReason of the campaigns contract), recorded once
    // when it was decided: at approval (written skipped, never queued) or by the mailer at delivery.
    skipReason: text('skip_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // The recipient's mail server refused the message for good: at once (a 5xx answer to RCPT TO or
    // DATA; the row is then 'failed') or later in a delivery status notification fed back to us
    // (the row stays 'sent': it was accepted, then came back). `error` says why.
    bouncedAt: timestamp('bounced_at', { withTimezone: true }),
    // The W3C traceparent of the span that queued the message, when tracing was on: its delivery's
    // span, however much later and in whichever process, is linked to it (decision 089).
    traceParent: text('trace_parent'),
  },
  (t) => [
    index('mail_messages_created_idx').on(t.createdAt),
    uniqueIndex('mail_messages_idempotency_idx').on(t.idempotencyKey),
    uniqueIndex('mail_messages_message_id_idx').on(t.messageId),
    index('mail_messages_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * A link in a marketing message, rewritten to `/l/{token}` when the message was queued: the
 * redirect only ever leads to `url`, the address recorded for this message, and counts who opened
 * it. One row per distinct address per message, so a click is a recipient's click.
 */
export const mailLinks = pgTable(
  'mail_links',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    mailMessageId: integer('mail_message_id')
      .notNull()
      .references(() => mailMessages.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    clicks: integer('clicks').notNull().default(0),
    firstClickedAt: timestamp('first_clicked_at', { withTimezone: true }),
    lastClickedAt: timestamp('last_clicked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mail_links_token_idx').on(t.token), index('mail_links_message_idx').on(t.mailMessageId)],
);

/** The speaker's own profile (onboarding, branding, gift); one per speaker account. */
export const speakerProfiles = pgTable(
  'speaker_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    // The speaker's IANA time zone: their talks' times are shown in it unless a talk has its own.
    // Null for profiles from before time zones: UTC, as their times were shown then.
    timeZone: text('time_zone'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    workEmail: text('work_email').notNull(),
    phoneNumber: text('phone_number'),
    websiteUrl: text('website_url'),
    linkedinUrl: text('linkedin_url'),
    // The first-presentation path asks for a company; it is also shown as the speaker's title there.
    company: text('company'),
    brandColorPrimary: text('brand_color_primary').notNull().default('#2563eb'),
    brandColorSecondary: text('brand_color_secondary').notNull().default('#1e40af'),
    emailProvider: text('email_provider').notNull().default('gmail'),
    additionalComments: text('additional_comments'),
    logoUrl: text('logo_url'),
    speakingTopics: jsonb('speaking_topics').$type<string[]>().notNull().default([]),
    socialHandles: jsonb('social_handles').$type<Record<string, string> | null>(),
    /** A free speaker has been told of every answer submitted up to this moment (hourly e-mail). */
    answersToldUntil: timestamp('answers_told_until', { withTimezone: true }),
    // Free-tier page (/feedback/{slug}): what the speaker shares and where they use the QR code.
    contentTitle: text('content_title'),
    contentTypes: jsonb('content_types').$type<string[]>().notNull().default([]),
    description: text('description'),
    // A few sentences about the speaker for their public proof page (/s/{slug}); null: none written.
    bio: text('bio'),
    isOnboardingComplete: boolean('is_onboarding_complete').notNull().default(false),
    hasExperiencedSpeakerPro: boolean('has_experienced_speaker_pro').notNull().default(false),
    digitalGiftTitle: text('digital_gift_title'),
    digitalGiftDescription: text('digital_gift_description'),
    digitalGiftUrl: text('digital_gift_url'),
    digitalGiftAccessCode: text('digital_gift_access_code'),
    digitalGiftType: text('digital_gift_type', { enum: ['external_link', 'uploaded_file', 'email_course'] })
      .notNull()
      .default('external_link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('speaker_profiles_user_idx').on(t.userId), uniqueIndex('speaker_profiles_slug_idx').on(t.slug)],
);

/** A talk given at an event: the API's "presentation" and "event" are this one table. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    speakerUserId: integer('speaker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventName: text('event_name').notNull(),
    talkTitle: text('talk_title'),
    venue: text('venue'),
    client: text('client'),
    hashtag: text('hashtag'),
    eventDate: timestamp('event_date', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('upcoming'),
    expectedAudienceSize: integer('expected_audience_size'),
    // The code of the talk's short link ({PUBLIC_URL}/t/{code}) people type from a slide: upper
    // case, from an alphabet without look-alike characters; the database picks an unused one.
    shortCode: text('short_code')
      .notNull()
      .default(sql`new_event_short_code()`),
    // The two optional questions after the required ones; the speaker switches each off per talk.
    askTakeaway: boolean('ask_takeaway').notNull().default(true),
    askBooking: boolean('ask_booking').notNull().default(true),
    // The language of the attendee's pages and e-mails (a tag of src/shared/i18n/locales.ts), or
    // null: each attendee's browser decides.
    language: text('language'),
    // The IANA time zone the talk's times are shown in (lead files, the organizer's report), or
    // null: the speaker's (speaker_profiles.time_zone).
    timeZone: text('time_zone'),
    // The talk's own gift, given instead of the speaker's profile gift when gift_title is set
    // (the same fields and kinds as speaker_profiles.digital_gift_*); all null: the profile's.
    giftTitle: text('gift_title'),
    giftDescription: text('gift_description'),
    giftUrl: text('gift_url'),
    giftAccessCode: text('gift_access_code'),
    giftType: text('gift_type', { enum: ['external_link', 'uploaded_file', 'email_course'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Moved to now() by a trigger on every change (migration 0027), so the polling lists can ask
    // what changed since a time whichever statement made the change.
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_speaker_idx').on(t.speakerUserId),
    uniqueIndex('events_short_code_idx').on(t.shortCode),
    // The polling list's order, newest change first, per speaker.
    index('events_speaker_updated_idx').on(t.speakerUserId, t.updatedAt, t.id),
  ],
);

/** One attendee's feedback: the API's "feedback" and "response" are this one table. */
export const responses = pgTable(
  'responses',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    testimonial: text('testimonial').notNull(),
    attendeeName: text('attendee_name').notNull(),
    attendeeRole: text('attendee_role').notNull(),
    attendeeEmail: text('attendee_email').notNull(),
    // Derived on write (see roleGroup / emailDomain) so breakdowns group plain columns.
    roleGroup: text('role_group').notNull().default(''),
    emailDomain: text('email_domain').notNull().default(''),
    businessInquiry: text('business_inquiry'),
    // Optional answers: what the attendee will do differently, whether they book speakers (null:
    // not asked or not answered), and someone else who should hear the talk. The referral's name
    // and address are kept only with referral_consent_at: the attendee confirmed that person
    // agreed to be put in touch.
    takeaway: text('takeaway'),
    booksSpeakers: boolean('books_speakers'),
    referralName: text('referral_name'),
    referralEmail: text('referral_email'),
    referralConsentAt: timestamp('referral_consent_at', { withTimezone: true }),
    contactConsentAt: timestamp('contact_consent_at', { withTimezone: true }),
    publishConsentAt: timestamp('publish_consent_at', { withTimezone: true }),
    // Consent receipts: the version and exact words of each consent the attendee agreed to (see
    // src/shared/domain/consents.ts), kept while the consent is given; null for answers from
    // before receipts and from clients that name no version.
    contactConsentVersion: text('contact_consent_version'),
    contactConsentText: text('contact_consent_text'),
    publishConsentVersion: text('publish_consent_version'),
    publishConsentText: text('publish_consent_text'),
    // The language the attendee answered in (their form's): their thank-you page and e-mails follow it.
    language: text('language').notNull().default('en'),
    notes: text('notes'),
    extra: jsonb('extra'),
    // SHA-256 of the answer's own token (256 random bits): the attendee's browser and the gift
    // e-mail hold the token; it opens the thank-you/gift page and lets that browser correct the answer.
    accessTokenHash: text('access_token_hash'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    // Moved to now() by a trigger on every change (migration 0027), as events.updated_at.
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('responses_event_idx').on(t.eventId),
    // The polling lists' order, newest change first, per talk.
    index('responses_event_updated_idx').on(t.eventId, t.updatedAt, t.id),
    uniqueIndex('responses_access_token_idx').on(t.accessTokenHash),
    // One answer per attendee per talk: a second submission replaces the first.
    uniqueIndex('responses_event_email_idx').on(t.eventId, sql`lower(${t.attendeeEmail})`),
    check('responses_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * The speaker's own questions on a talk (decision 079), in the order the form asks them. A question
 * with answers never changes (the numbers must mean what was asked): it is retired (retired_at set)
 * and a new one added, and the retired one's answers stay for the files and charts.
 */
export const talkQuestions = pgTable(
  'talk_questions',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: QUESTION_KINDS }).notNull(),
    label: text('label').notNull(),
    // The choices of a `choice` question, in their order; null for the other kinds.
    options: jsonb('options').$type<string[]>(),
    required: boolean('required').notNull().default(false),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('talk_questions_event_idx').on(t.eventId, t.position),
    check('talk_questions_kind', sql.raw(`kind in (${QUESTION_KINDS.map((k) => `'${k}'`).join(', ')})`)),
    check('talk_questions_label_length', sql.raw(`char_length(label) between 1 and ${QUESTION_LABEL_MAX_LENGTH}`)),
  ],
);

/**
 * One row per question an answer answered: a number (scale 1-5, recommend 0-10) or a text (choice,
 * text), so the charts group plain columns. Goes with the answer (erasure, deletion).
 */
export const questionAnswers = pgTable(
  'question_answers',
  {
    responseId: integer('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => talkQuestions.id, { onDelete: 'cascade' }),
    valueNumber: integer('value_number'),
    valueText: text('value_text'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.responseId, t.questionId] }),
    index('question_answers_question_idx').on(t.questionId),
    check('question_answers_one_value', sql`(${t.valueNumber} is null) <> (${t.valueText} is null)`),
  ],
);

/**
 * The speaker's follow-up of a lead (a hot or a booking lead), one row per answer once the speaker
 * first saves one; an answer without a row is a lead in status `new`. Kept beside the answer rather
 * than in it: sending a reminder (reminded_on) is not a change of the lead, and must not move the
 * answer's updated_at that the polling lists page by. Goes with the answer (erasure, deletion).
 */
export const leadFollowUps = pgTable(
  'lead_follow_ups',
  {
    responseId: integer('response_id')
      .primaryKey()
      .references(() => responses.id, { onDelete: 'cascade' }),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    note: text('note').notNull().default(''),
    // A calendar day in the speaker's time zone; the reminder goes on that day.
    remindOn: date('remind_on', { mode: 'string' }),
    // The remind_on day a reminder was queued for: due again only when remind_on moves to another day.
    remindedOn: date('reminded_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_follow_ups_remind_idx').on(t.remindOn),
    check('lead_follow_ups_status', sql.raw(`status in (${LEAD_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check('lead_follow_ups_note_length', sql.raw(`char_length(note) <= ${LEAD_NOTE_MAX_LENGTH}`)),
  ],
);

/**
 * A second answer for an event from an address that already answered, sent from a browser that does
 * not hold the first answer's token: kept here, and applied to the first answer only once the
 * attendee follows the confirmation link e-mailed to that address.
 */
export const pendingAnswers = pgTable(
  'pending_answers',
  {
    id: serial('id').primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    // The submitted answer, as validated; applied as is on confirmation.
    answer: jsonb('answer').notNull(),
    // SHA-256 of the confirmation link's token (256 random bits).
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pending_answers_token_idx').on(t.tokenHash), index('pending_answers_response_idx').on(t.responseId)],
);

/** Uploaded files (logos, gifts); the bytes live on disk under DATA_DIR, this is their metadata. */
export const files = pgTable(
  'files',
  {
    // 128 random bits: the id is the capability to download a public file (a gift after feedback).
    id: text('id').primaryKey(),
    // Null for an anonymous upload (the free QR wizard's gift, before the speaker exists).
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['logo', 'gift', 'graphic', 'graphics-zip', 'demo-graphic', 'mail-attachment'] }).notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storagePath: text('storage_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerUserId)],
);

/** A testimonial graphic: one per response at most, so regenerating never duplicates. */
export const graphics = pgTable(
  'graphics',
  {
    id: serial('id').primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => responses.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    speakerUserId: integer('speaker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    layout: text('layout').notNull().default('classic'),
    status: text('status', { enum: ['pending', 'generated', 'failed'] })
      .notNull()
      .default('pending'),
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    error: text('error'),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedByUserId: integer('approved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    // The speaker removed this testimonial from graphics; the response itself stays.
    removedAt: timestamp('removed_at', { withTimezone: true }),
    // Unguessable link anyone may open; null when never shared or revoked.
    shareToken: text('share_token'),
    // The part of a long testimonial the speaker chose for the graphic; null: the default excerpt.
    excerpt: text('excerpt'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('graphics_response_idx').on(t.responseId),
    index('graphics_event_idx').on(t.eventId),
    uniqueIndex('graphics_share_token_idx').on(t.shareToken),
    // Webhooks read the graphics drawn since their cursor every second or two.
    index('graphics_generated_idx').on(t.generatedAt),
    // The polling list's order, newest change first, per speaker.
    index('graphics_speaker_updated_idx').on(t.speakerUserId, t.updatedAt, t.id),
  ],
);

/** A "Generate All" run for one event: progress the page can poll, and the ZIP it produced. */
export const graphicBatches = pgTable(
  'graphic_batches',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    speakerUserId: integer('speaker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    total: integer('total').notNull().default(0),
    completed: integer('completed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    zipFileId: text('zip_file_id').references(() => files.id, { onDelete: 'set null' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('graphic_batches_event_idx').on(t.eventId)],
);

/**
 * A speaker's public proof page (/s/{slug}) and testimonial wall: shown only from `publishedAt`,
 * which the speaker sets by turning the page on (null: off, the default). One row per speaker.
 */
export const proofPages = pgTable('proof_pages', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The speaker's curation of a testimonial on the proof page: its place in the order and whether
 * the speaker hid it. A testimonial without a row is shown after the ordered ones, newest first.
 * Which answers are testimonials at all is still OFFERED (graphics service), read at every request.
 */
export const proofPageTestimonials = pgTable(
  'proof_page_testimonials',
  {
    responseId: integer('response_id')
      .primaryKey()
      .references(() => responses.id, { onDelete: 'cascade' }),
    speakerUserId: integer('speaker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('proof_page_testimonials_speaker_idx').on(t.speakerUserId, t.position)],
);

/** What a person asked us not to use their data for; one row per e-mail, latest choice wins. */
export const privacyOptOuts = pgTable(
  'privacy_opt_outs',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    emailMarketing: boolean('email_marketing').notNull().default(false),
    socialMedia: boolean('social_media').notNull().default(false),
    testimonials: boolean('testimonials').notNull().default(false),
    dataSharing: boolean('data_sharing').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('privacy_opt_outs_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * A link e-mailed to an address that asked to withdraw some of its opt-outs: following it is what
 * opts the address back in to `categories`. Works once, until `expiresAt`; only the token's SHA-256
 * is kept. A later opt-out of the address ends every outstanding link (`expiresAt` set to then).
 */
export const privacyOptInLinks = pgTable(
  'privacy_opt_in_links',
  {
    id: serial('id').primaryKey(),
    // Normalised (trimmed, lower case).
    email: text('email').notNull(),
    categories: jsonb('categories').$type<string[]>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('privacy_opt_in_links_token_idx').on(t.tokenHash), index('privacy_opt_in_links_email_idx').on(t.email)],
);

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    heardAbout: text('heard_about'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('waitlist_entries_email_idx').on(sql`lower(${t.email})`)],
);

export const eventInquiries = pgTable('event_inquiries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  company: text('company'),
  eventType: text('event_type').notNull(),
  eventDate: text('event_date'),
  audienceSize: integer('audience_size'),
  description: text('description'),
  /** Where the organiser wants the answer (optional: the form asked only for a name at first). */
  email: text('email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Everything people ask of the owner, in one inbox: one row per request, pointing at the row it
 * came from (`source_id` in that kind's own table), with the owner's status and note.
 */
export const ownerLeads = pgTable(
  'owner_leads',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', {
      enum: ['free_tier_page', 'whatsapp', 'agent_intro', 'hire_inquiry', 'waitlist', 'qualified_assessment', 'upgrade_request'],
    }).notNull(),
    sourceId: integer('source_id').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    detail: text('detail').notNull().default(''),
    status: text('status', { enum: ['new', 'contacted', 'done'] })
      .notNull()
      .default('new'),
    note: text('note').notNull().default(''),
    /** When the owner was e-mailed about it at once (requests with a deadline); null: not yet. */
    ownerNotifiedAt: timestamp('owner_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('owner_leads_source_idx').on(t.kind, t.sourceId), index('owner_leads_created_idx').on(t.createdAt)],
);

/** The free QR wizard's answers beyond the speaker and gift (sharing, friends, WhatsApp, agent). */
export const freeTierSignups = pgTable(
  'free_tier_signups',
  {
    id: serial('id').primaryKey(),
    speakerUserId: integer('speaker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['wizard', 'single-page'] }).notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('free_tier_signups_user_idx').on(t.speakerUserId)],
);

export const linkedinProfiles = pgTable('linkedin_profiles', {
  id: serial('id').primaryKey(),
  linkedinProfile: text('linkedin_profile').notNull(),
  excitement: text('excitement'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    // Sanitised HTML (or text with **bold**), cleaned on the server when saved.
    content: text('content').notNull(),
    excerpt: text('excerpt'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blog_posts_slug_idx').on(t.slug), index('blog_posts_status_idx').on(t.status, t.publishedAt)],
);

/** A readiness assessment as submitted; the score is always the server's own computation. */
export const assessments = pgTable(
  'assessments',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    score: integer('score').notNull(),
    maxScore: integer('max_score').notNull().default(120),
    passed: boolean('passed').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assessments_email_idx').on(sql`lower(${t.email})`)],
);

export const qualifiedLeads = pgTable(
  'qualified_leads',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    assessmentId: integer('assessment_id').references(() => assessments.id, { onDelete: 'set null' }),
    score: integer('score').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('qualified_leads_assessment_idx').on(t.assessmentId)],
);

export const assessmentReports = pgTable(
  'assessment_reports',
  {
    id: serial('id').primaryKey(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    speakerName: text('speaker_name').notNull(),
    speakerEmail: text('speaker_email').notNull(),
    score: integer('score').notNull(),
    maxScore: integer('max_score').notNull(),
    percentage: integer('percentage').notNull(),
    passed: boolean('passed').notNull(),
    reportContent: text('report_content').notNull(),
    adminStatus: text('admin_status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    approvalRequestedAt: timestamp('approval_requested_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assessment_reports_assessment_idx').on(t.assessmentId),
    index('assessment_reports_email_idx').on(sql`lower(${t.speakerEmail})`),
  ],
);

/** Answers to the product's own feedback form (/speakerpro-feedback). */
export const campaignFeedback = pgTable('campaign_feedback', {
  id: serial('id').primaryKey(),
  speakerName: text('speaker_name').notNull(),
  speakerEmail: text('speaker_email').notNull(),
  emailPlatform: text('email_platform').notNull(),
  speakerproRating: integer('speakerpro_rating').notNull(),
  speakerproFeedback: text('speakerpro_feedback').notNull(),
  speakingChallenge: text('speaking_challenge').notNull(),
  source: text('source').notNull().default('qr_campaign'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every e-mail sent to many people: admin bulk campaigns, welcome e-mails, a speaker's thank-you
 * e-mail to an event's respondents, speaker campaigns. Approved once; each recipient is a row.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    // Unguessable id for URLs an e-mail links to (approval pages).
    publicId: text('public_id').notNull(),
    kind: text('kind', { enum: ['bulk', 'welcome', 'thank_you', 'speaker'] }).notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    campaignType: text('campaign_type').notNull(),
    subject: text('subject').notNull(),
    textTemplate: text('text_template').notNull(),
    htmlTemplate: text('html_template'),
    customMessage: text('custom_message'),
    status: text('status', { enum: ['pending', 'approved', 'sending', 'sent', 'rejected', 'failed'] })
      .notNull()
      .default('pending'),
    recipientCount: integer('recipient_count').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedByUserId: integer('approved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('campaigns_public_id_idx').on(t.publicId), index('campaigns_owner_idx').on(t.ownerUserId)],
);

export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    rating: integer('rating'),
    // Per-recipient values for the template (first name, a line of their testimonial, ...).
    personalization: jsonb('personalization').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['pending', 'queued', 'sent', 'skipped', 'failed'] })
      .notNull()
      .default('pending'),
    /** Why a skipped recipient got nothing (opted out, already welcomed, ...), as decided at approval. */
    skipReason: text('skip_reason'),
    /** The owner took this recipient off the list before approval (undone by setting it back to null). */
    excludedAt: timestamp('excluded_at', { withTimezone: true }),
    mailMessageId: integer('mail_message_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaign_recipients_email_idx').on(t.campaignId, sql`lower(${t.email})`),
    index('campaign_recipients_campaign_idx').on(t.campaignId, t.status),
  ],
);

/** A speaker's connected mailbox (OAuth); tokens are encrypted at rest and never leave the server. */
export const mailAccounts = pgTable(
  'mail_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['gmail', 'outlook'] }).notNull(),
    email: text('email'),
    scope: text('scope'),
    accessTokenEnc: text('access_token_enc'),
    refreshTokenEnc: text('refresh_token_enc'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(false),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_accounts_user_provider_idx').on(t.userId, t.provider)],
);

/** An OAuth authorization in flight: state and PKCE verifier, single use, short-lived. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's request to download or erase what is held under their address (issue 15). The link
 * e-mailed to the address carries a token of which only the SHA-256 is kept; it downloads as often
 * as needed while valid and is used up by the erasure (see decision 024).
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    // 'expired' is stored when a newer request replaces this one; a link past expires_at reads as expired too.
    status: text('status', { enum: ['requested', 'downloaded', 'erased', 'expired'] })
      .notNull()
      .default('requested'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** How many records of each kind the erasure removed (numbers only). */
    erasedCounts: jsonb('erased_counts').$type<Record<string, number>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('data_requests_token_idx').on(t.tokenHash),
    index('data_requests_email_idx').on(sql`lower(${t.email})`),
    index('data_requests_created_idx').on(t.createdAt),
  ],
);

/**
 * A talk's impact report for its organizer (decision 036): one per talk, opened without an account
 * at {PUBLIC_URL}/r/{token}. The token is link_nonce (128 random bits, kept here so the speaker can
 * copy the link again) followed by an HMAC of it under the app's secret, so a copy of this table
 * alone opens nothing. Deleting the row revokes the link.
 */
export const organizerReports = pgTable(
  'organizer_reports',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    linkNonce: text('link_nonce').notNull(),
    // The speaker's short words to the organizer; null: none.
    note: text('note'),
    // The testimonials shown, in order (response ids); null: the talk's best six when the report is opened.
    testimonialIds: jsonb('testimonial_ids').$type<number[] | null>(),
    // The link answers 404 from this moment on; null: until revoked.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organizer_reports_event_idx').on(t.eventId), uniqueIndex('organizer_reports_link_nonce_idx').on(t.linkNonce)],
);

/**
 * A speaker's outgoing webhook: events about their own talks are POSTed to `url` as JSON, signed
 * with the endpoint's secret (decision 037).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The event types sent to it: response.created, lead.hot, lead.booking, graphic.created. */
    events: text('events').array().notNull(),
    // The signing secret sealed with a key derived from the app's secret (AES-256-GCM): the worker
    // needs it to sign, the speaker sees it once; afterwards only its last characters (the hint).
    secretSealed: text('secret_sealed').notNull(),
    secretHint: text('secret_hint').notNull(),
    // The newest answer when the endpoint was added: only answers after it are announced to it.
    afterResponseId: integer('after_response_id').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId)],
);

/** One try at delivering a webhook event, as the delivery log shows it. */
export interface WebhookAttempt {
  attempt: number;
  at: string;
  durationMs: number | null;
  responseCode: number | null;
  error: string | null;
}

/**
 * The webhook queue, one row per event and endpoint (and per "send again"), like mail_messages: a
 * worker claims due rows (FOR UPDATE SKIP LOCKED, with a lease), POSTs them and records the outcome;
 * a failure is retried with backoff. The body is made at each attempt from the rows it is about,
 * so consent withdrawn or data erased in between is respected.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    // The webhook-id header and the payload's `id`: the same for every attempt and every "send again".
    eventId: text('event_id').notNull(),
    eventType: text('event_type', { enum: ['response.created', 'lead.hot', 'lead.booking', 'graphic.created'] }).notNull(),
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull().defaultNow(),
    // A "Send test event": example data, no answer behind it.
    test: boolean('test').notNull().default(false),
    // What the event announces, once per endpoint ('lead.hot:response:12'); null for tests and repeats.
    sourceKey: text('source_key'),
    responseId: integer('response_id').references(() => responses.id, { onDelete: 'set null' }),
    graphicId: integer('graphic_id').references(() => graphics.id, { onDelete: 'set null' }),
    // The delivery a "send again" repeats.
    redeliveryOf: integer('redelivery_of'),
    // 'queued': due at next_attempt_at (again after a failure); 'sending': claimed by a worker until
    // next_attempt_at (its lease); 'delivered': the receiver answered 2xx; 'failed': given up.
    status: text('status', { enum: ['queued', 'sending', 'delivered', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    responseCode: integer('response_code'),
    error: text('error'),
    attemptLog: jsonb('attempt_log')
      .$type<WebhookAttempt[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_source_idx').on(t.endpointId, t.sourceKey),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    // Deleting an answer or a graphic clears these references; without an index each would scan the table.
    index('webhook_deliveries_response_idx').on(t.responseId),
    index('webhook_deliveries_graphic_idx').on(t.graphicId),
  ],
);

/**
 * How far the webhook events have read the answers and graphics: answers up to `response_id` and
 * graphics drawn up to `graphics_at` are announced. Moved in the transaction that queues the
 * deliveries, one process at a time (the row is locked).
 */
export const webhookCursors = pgTable('webhook_cursors', {
  name: text('name').primaryKey(),
  responseId: integer('response_id').notNull().default(0),
  graphicsAt: timestamp('graphics_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The owner's notes on a person (decision 049): a person is their normalised address, so a note is
 * kept under it; the erasure of the address removes them with everything else held about it.
 */
export const personNotes = pgTable(
  'person_notes',
  {
    id: serial('id').primaryKey(),
    // Normalised (trimmed, lower case).
    email: text('email').notNull(),
    text: text('text').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('person_notes_email_idx').on(t.email, t.createdAt)],
);

/**
 * A person's yes to marketing e-mail from SpeakerPro itself, given on a form that is about
 * something else (a free page's sign-up, an organiser's inquiry), with the words they agreed to.
 * Only these people are in the owner's free-page and organiser audiences (decision 052); a later
 * marketing opt-out on /privacy still wins. Kept by normalised address, erased with it.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: serial('id').primaryKey(),
    // Normalised (trimmed, lower case).
    email: text('email').notNull(),
    source: text('source', { enum: ['free_page', 'inquiry'] }).notNull(),
    // The free_tier_signups or event_inquiries row the consent was given with.
    sourceId: integer('source_id').notNull(),
    wording: text('wording').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('marketing_consents_email_idx').on(t.email), uniqueIndex('marketing_consents_source_idx').on(t.source, t.sourceId)],
);

/**
 * A speaker's API keys: scripts and automation tools (Zapier, Make, n8n) send one as
 * `Authorization: Bearer` to read or change the speaker's data without a session. Only the
 * SHA-256 of the key is kept, looked up by that hash; the key itself is shown once at creation.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'read': GET and HEAD only; 'read-write': every method the key's routes take. */
    access: text('access', { enum: ['read', 'read-write'] }).notNull(),
    keyHash: text('key_hash').notNull(),
    /** The key's prefix and last four characters, so the speaker can tell keys apart; not enough to use one. */
    hint: text('hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Moved forward at most once a minute per key, so a busy script does not write on every call.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

/**
 * Calls to the API's old addresses, per address and day, so the owner can see which integrations
 * still use them before an address is retired. One row per address and day keeps the table small
 * however often an address is called.
 */
export const deprecatedCalls = pgTable(
  'deprecated_calls',
  {
    route: text('route').notNull(),
    day: text('day').notNull(),
    calls: integer('calls').notNull().default(0),
    lastCalledAt: timestamp('last_called_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deprecated_calls_route_day_idx').on(t.route, t.day)],
);

/**
 * A speaker's plan as it stands: one row per speaker account, changed in place (its history is in
 * plan_changes). No row: Free. Which plan is in force now is src/server/domain/plans.ts's answer,
 * from the status and the end dates; nothing else reads these columns to decide.
 */
export const speakerPlans = pgTable(
  'speaker_plans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: PLAN_NAMES }).notNull(),
    status: text('status', { enum: PLAN_STATUSES }).notNull(),
    source: text('source', { enum: PLAN_SOURCES }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The end of a trial: from then on the account is on Free. */
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** The end of a grant or of a paid period; null: until changed. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    /** The owner who granted or ended it by hand; null when it came from signup or the migration. */
    grantedByUserId: integer('granted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The payment provider's subscription (or, for a one-time payment, its payment). */
    externalRef: text('external_ref'),
    /** The payment provider's customer, whose billing portal the speaker may open. */
    externalCustomer: text('external_customer'),
    /** When the provider made the last event applied to this record: an older event never overwrites it. */
    externalEventAt: timestamp('external_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('speaker_plans_user_idx').on(t.userId)],
);

/** Every change of a speaker's plan: who, when, why, from what to what. */
export const planChanges = pgTable(
  'plan_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromPlan: text('from_plan', { enum: PLAN_NAMES }).notNull(),
    toPlan: text('to_plan', { enum: PLAN_NAMES }).notNull(),
    status: text('status', { enum: PLAN_STATUSES }).notNull(),
    source: text('source', { enum: PLAN_SOURCES }).notNull(),
    /** Until when the new plan holds; null: until changed. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    /** The owner who made the change; null: signup, a migration, or (later) the payment provider. */
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('plan_changes_user_idx').on(t.userId, t.changedAt)],
);

/**
 * Every verified Stripe event received, by Stripe's id: its effect is written in the same
 * transaction as this row, so a redelivered event is recognised and changes nothing.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** The speaker account it named; null when it named none we know. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** Stripe's `created` of the event. */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** What it did: applied, stale (older than the state it would change), or ignored. */
  outcome: text('outcome', { enum: ['applied', 'stale', 'ignored'] }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The money facts Stripe's verified events bring, one row per fact, written in the transaction that
 * records the event (so a redelivered event adds nothing): what was paid (an invoice, or a one-off
 * checkout payment), each failed attempt with the amount due, and each refund (partial ones too).
 * Amounts in the currency's smallest unit. The owner's revenue and MRR are sums over these rows.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** The speaker account; kept null after the account is deleted, so past revenue still adds up. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** ISO 4217, upper case. */
    currency: text('currency').notNull(),
    /** The plan paid for, when the payment names it. */
    plan: text('plan', { enum: PLAN_NAMES }),
    /** How often a subscription's payment recurs; null for a one-off payment, a failure or a refund. */
    recurringInterval: text('recurring_interval', { enum: ['month', 'year'] }),
    stripeEventId: text('stripe_event_id')
      .notNull()
      .references(() => stripeEvents.id),
    /** The invoice, the checkout session (one-off payment) or the charge (refund). */
    stripeObjectId: text('stripe_object_id').notNull(),
    stripeCustomer: text('stripe_customer'),
    stripeSubscription: text('stripe_subscription'),
    /** When Stripe made the event. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_event_idx').on(t.stripeEventId),
    // One payment per invoice or session, whatever events bring it again.
    uniqueIndex('payments_paid_object_idx')
      .on(t.stripeObjectId)
      .where(sql`${t.kind} = 'paid'`),
    index('payments_user_idx').on(t.userId, t.occurredAt),
    index('payments_occurred_idx').on(t.occurredAt),
    check('payments_amount_check', sql`${t.amountMinor} >= 0`),
  ],
);

/** A speaker asked to move to a paid plan (no payment is taken here); the owner's inbox points at it. */
export const upgradeRequests = pgTable(
  'upgrade_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: PLAN_NAMES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upgrade_requests_user_idx').on(t.userId)],
);

/**
 * Slugs a speaker no longer has, each pointing at the profile that had it: a slug made before slugs
 * were capped in length (decision 086) is shortened, and its addresses, printed on QR codes and
 * shared as links, redirect to the short one.
 */
export const slugRedirects = pgTable('slug_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  profileId: integer('profile_id')
    .notNull()
    .references(() => speakerProfiles.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
