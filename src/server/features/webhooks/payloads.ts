import { sql } from 'drizzle-orm';
import { HOT_LEAD_MIN_RATING } from '../../../shared/domain/constants';
import type { WebhookEventType } from '../../../shared/contract/webhooks';
import { queryRows, type Db } from '../../db/client';
import { IS_BOOKING_LEAD } from '../../domain/booking-lead';
import type { Config } from '../../config';
import { OFFERED, shareUrl } from '../../domain/testimonials';
import { webhookImageUrl } from '../../domain/webhook-image-link';
import { MAY_NAME, MAY_POST_SOCIAL, MAY_PUBLISH_WORDS } from '../../domain/consent-rules';
import { LEAD_STATUS_OF_ANSWER } from '../../domain/lead-follow-up';
import type { LeadStatus } from '../../../shared/domain/lead-follow-up';
import { answeredQuestionsJson, answeredQuestionsOf, type AnsweredQuestion } from '../../domain/talk-questions';

/*
 * The JSON a webhook receives. It is made at each attempt from the rows it is about, under the
 * consent rules as they stand then: an attendee who opts out, or erases their data, before a retry
 * or a "send again" is not sent afterwards. Shapes are documented in decision 037.
 */

export interface WebhookTalk {
  id: number;
  title: string;
  eventName: string;
  /** The talk's date, YYYY-MM-DD. */
  date: string;
}

export interface WebhookAnswer {
  id: number;
  rating: number;
  submittedAt: string;
  /** 4-5 stars. */
  hotLead: boolean;
  /** Books speakers, or passed on someone who agreed to be put in touch. */
  bookingLead: boolean;
  /** Null: not asked or not answered. */
  booksSpeakers: boolean | null;
  /**
   * Where the speaker is with the lead (new, contacted, meeting, booked, not_interested), as at this
   * attempt; null on an answer that is neither a hot nor a booking lead.
   */
  leadStatus: LeadStatus | null;
  /** Whether the attendee passed on someone who agreed to be put in touch (who it is is not sent). */
  referralGiven: boolean;
  /** Only when the attendee allowed publication and did not opt out of testimonials (else null). */
  testimonial: string | null;
  takeaway: string | null;
  /** Only with `attendee` (the attendee agreed to be contacted). */
  businessInquiry: string | null;
  /** Only when the attendee agreed to be contacted and did not opt out of data sharing (else null). */
  attendee: { firstName: string; email: string; jobRole: string } | null;
  /**
   * The answers to the speaker's own questions (decision 079), in the talk's order: a number for
   * scale and recommend, the option for a choice, the words of a text answer only under the same
   * rule as the testimonial (else null). Retired questions' answers are kept and marked.
   */
  answers: AnsweredQuestion[];
  /** The talk's page in SpeakerPro, where the speaker reads every answer. */
  url: string;
}

export interface WebhookGraphic {
  id: number;
  layout: string;
  createdAt: string;
  /**
   * The PNG, without a session, for 7 days from this attempt and while the graphic is offered: a
   * signed link, so the receiver can fetch the image (e.g. to post or file it).
   */
  imageUrl: string;
  /** The public link to the PNG, when the speaker made one and the attendee allows social media. */
  shareUrl: string | null;
  /** Where the speaker reviews and downloads it. */
  reviewUrl: string;
}

export interface WebhookPayload {
  /** The event's id, as in the webhook-id header: de-duplicate on it. */
  id: string;
  type: WebhookEventType;
  createdAt: string;
  /** An example sent with "Send test event": no attendee stands behind it. */
  test: boolean;
  data: { talk: WebhookTalk; response: WebhookAnswer; graphic?: WebhookGraphic };
}

/** What a delivery row says about its event. */
export interface EventOf {
  eventId: string;
  eventType: WebhookEventType;
  eventCreatedAt: Date | string;
  test: boolean;
  responseId: number | null;
  graphicId: number | null;
}

/** The payload, or why nothing may be sent (the answer or graphic is gone, or no longer a testimonial). */
export type PayloadOutcome = { payload: WebhookPayload } | { withheld: string };

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

interface AnswerRow {
  id: number;
  rating: number;
  submitted_at: Date | string;
  hot_lead: boolean;
  booking_lead: boolean;
  lead_status: LeadStatus;
  books_speakers: boolean | null;
  referral_given: boolean;
  testimonial: string | null;
  takeaway: string | null;
  business_inquiry: string | null;
  attendee_name: string | null;
  attendee_email: string | null;
  attendee_role: string | null;
  talk_id: number;
  talk_title: string;
  event_name: string;
  event_date: Date | string;
  question_answers: unknown;
}

/**
 * An answer as a webhook may carry it. The contact details and the words are left out in SQL by
 * the consent rules, so what the rules withhold never reaches this process.
 */
const answerColumns = sql`
  r.id, r.rating, r.submitted_at, r.rating >= ${HOT_LEAD_MIN_RATING} as hot_lead, ${IS_BOOKING_LEAD} as booking_lead,
  ${LEAD_STATUS_OF_ANSWER} as lead_status, r.books_speakers, r.referral_consent_at is not null as referral_given,
  case when ${MAY_PUBLISH_WORDS} then r.testimonial end as testimonial,
  case when ${MAY_PUBLISH_WORDS} then nullif(trim(r.takeaway), '') end as takeaway,
  case when ${MAY_NAME} then r.business_inquiry end as business_inquiry,
  case when ${MAY_NAME} then r.attendee_name end as attendee_name,
  case when ${MAY_NAME} then r.attendee_email end as attendee_email,
  case when ${MAY_NAME} then r.attendee_role end as attendee_role,
  e.id as talk_id, coalesce(e.talk_title, e.event_name) as talk_title, e.event_name, e.event_date,
  ${answeredQuestionsJson(sql`q.kind <> 'text' or ${MAY_PUBLISH_WORDS}`)} as question_answers`;

interface GraphicRow extends AnswerRow {
  graphic_id: number;
  layout: string;
  generated_at: Date | string;
  /** The share link's token, only when the attendee allows social media (MAY_POST_SOCIAL). */
  share_token: string | null;
}

function talkOf(row: AnswerRow): WebhookTalk {
  return { id: row.talk_id, title: row.talk_title, eventName: row.event_name, date: iso(row.event_date).slice(0, 10) };
}

function answerOf(row: AnswerRow, publicUrl: string): WebhookAnswer {
  const named = row.attendee_email !== null;
  return {
    id: row.id,
    rating: row.rating,
    submittedAt: iso(row.submitted_at),
    hotLead: row.hot_lead,
    bookingLead: row.booking_lead,
    leadStatus: row.hot_lead || row.booking_lead ? row.lead_status : null,
    booksSpeakers: row.books_speakers,
    referralGiven: row.referral_given,
    testimonial: row.testimonial,
    takeaway: row.takeaway,
    businessInquiry: named ? row.business_inquiry : null,
    attendee: named ? { firstName: row.attendee_name ?? '', email: row.attendee_email!, jobRole: row.attendee_role ?? '' } : null,
    answers: answeredQuestionsOf(row.question_answers),
    url: `${publicUrl}/speaker/events/${row.talk_id}`,
  };
}

/** What a "Send test event" carries: the same shape, about an invented attendee of an invented talk. */
function examplePayload(event: EventOf, publicUrl: string): WebhookPayload {
  const createdAt = iso(event.eventCreatedAt);
  const response: WebhookAnswer = {
    id: 0,
    rating: 5,
    submittedAt: createdAt,
    hotLead: true,
    bookingLead: true,
    leadStatus: 'new',
    booksSpeakers: true,
    referralGiven: false,
    testimonial: 'This is an example testimonial: practical, funny, and I left with three things to try on Monday.',
    takeaway: 'Start every team meeting with one customer story.',
    businessInquiry: null,
    attendee: { firstName: 'Alex', email: 'alex@example.com', jobRole: 'Head of Events' },
    answers: [
      { questionId: 0, question: 'How likely are you to recommend this talk to a colleague?', kind: 'recommend', retired: false, value: 9 },
    ],
    url: `${publicUrl}/speaker/events`,
  };
  const data: WebhookPayload['data'] = {
    talk: { id: 0, title: 'Example talk', eventName: 'Example Summit', date: createdAt.slice(0, 10) },
    response,
  };
  if (event.eventType === 'graphic.created') {
    data.graphic = {
      id: 0,
      layout: 'classic',
      createdAt,
      imageUrl: `${publicUrl}/api/public/webhook-graphics/0.png`,
      shareUrl: null,
      reviewUrl: `${publicUrl}/testimonial-graphics`,
    };
  }
  return { id: event.eventId, type: event.eventType, createdAt, test: true, data };
}

const GONE_ANSWER = 'The answer no longer exists (deleted by the speaker or erased by the attendee), so nothing was sent.';
const GONE_GRAPHIC = 'The graphic is no longer a testimonial (removed, deleted, or its attendee withdrew consent), so nothing was sent.';

/** The body of one delivery of `event` to an endpoint of `speakerUserId`. */
export async function buildPayload(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'appSecret' | 'dataDir'>,
  speakerUserId: number,
  event: EventOf,
): Promise<PayloadOutcome> {
  const { publicUrl } = config;
  if (event.test) return { payload: examplePayload(event, publicUrl) };
  const base = { id: event.eventId, type: event.eventType, createdAt: iso(event.eventCreatedAt), test: false };
  if (event.eventType === 'graphic.created') {
    if (event.graphicId === null) return { withheld: GONE_GRAPHIC };
    // Only while it is a testimonial the graphics page offers (OFFERED) and has its image.
    const [row] = await queryRows<GraphicRow>(
      db,
      sql`select ${answerColumns}, g.id as graphic_id, g.layout, g.generated_at,
                 case when ${MAY_POST_SOCIAL} then g.share_token end as share_token
          from graphics g join responses r on r.id = g.response_id join events e on e.id = r.event_id
          where g.id = ${event.graphicId} and e.speaker_user_id = ${speakerUserId}
            and g.status = 'generated' and g.removed_at is null and ${OFFERED}`,
    );
    if (!row) return { withheld: GONE_GRAPHIC };
    const graphic: WebhookGraphic = {
      id: row.graphic_id,
      layout: row.layout,
      createdAt: iso(row.generated_at),
      imageUrl: webhookImageUrl(config, publicUrl, row.graphic_id),
      shareUrl: row.share_token ? shareUrl(publicUrl, row.share_token) : null,
      reviewUrl: `${publicUrl}/graphics-approval/${row.graphic_id}`,
    };
    return { payload: { ...base, data: { talk: talkOf(row), response: answerOf(row, publicUrl), graphic } } };
  }
  if (event.responseId === null) return { withheld: GONE_ANSWER };
  const [row] = await queryRows<AnswerRow>(
    db,
    sql`select ${answerColumns} from responses r join events e on e.id = r.event_id
          where r.id = ${event.responseId} and e.speaker_user_id = ${speakerUserId}`,
  );
  if (!row) return { withheld: GONE_ANSWER };
  return { payload: { ...base, data: { talk: talkOf(row), response: answerOf(row, publicUrl) } } };
}
