import { z } from 'zod';
import { defineOperation } from './operation';
import { pageOf } from './paging';
import { leadFollowUpSchema, leadListQuerySchema } from './lead-follow-up';

/**
 * One booking lead: an answer whose attendee books speakers (or influences who speaks at their
 * events), or who passed on someone else who should hear the talk. Who the attendee is follows the
 * answer's consents (MAY_NAME); who the referral is, the referral's own rule (MAY_NAME_REFERRAL).
 */
export const bookingLeadSchema = z.object({
  /** The answer's id, as responseId: what an integration tells leads apart by. */
  id: z.number().int(),
  responseId: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  talkTitle: z.string().nullable(),
  eventDate: z.string(),
  submittedAt: z.string(),
  rating: z.number().int(),
  /** True: books speakers; false or null: said no or did not answer (a lead through their referral). */
  booksSpeakers: z.boolean().nullable(),
  businessInquiry: z.string().nullable(),
  /** Null unless the attendee agreed to be contacted and did not opt out of data sharing. */
  attendee: z
    .object({
      name: z.string(),
      role: z.string(),
      email: z.string(),
    })
    .nullable(),
  /** The person they passed on: null without one, or when that address opted out of data sharing. */
  referral: z
    .object({
      name: z.string().nullable(),
      email: z.string(),
    })
    .nullable(),
  /** A referral was given with its agreement, but the address asked not to share its details: not shown. */
  referralWithheld: z.boolean(),
  /** Where the speaker is with the lead (PUT /api/speaker-admin/leads/{responseId}). */
  followUp: leadFollowUpSchema,
  /** When the answer or its follow-up last changed. */
  updatedAt: z.string(),
});
export type BookingLead = z.infer<typeof bookingLeadSchema>;

/** GET /api/speaker-admin/booking-leads: the signed-in speaker's own, newest first. */
export const bookingLeadsSchema = z.object({
  leads: z.array(bookingLeadSchema),
  /** Every booking lead, named or not. */
  total: z.number().int(),
  /** Of total, the leads whose attendee is not named (listed anonymous). */
  anonymousCount: z.number().int(),
  /** Referrals kept but not shown, because the referred address opted out of data sharing. */
  withheldReferralCount: z.number().int(),
});
export type BookingLeads = z.infer<typeof bookingLeadsSchema>;

/** The words for a lead whose attendee is not named, on the page and in counts. */
export const ANONYMOUS_BOOKING_LEAD = 'An attendee who did not agree to be contacted';

const tag = 'booking-leads';

export const listBookingLeads = defineOperation({
  id: 'listBookingLeads',
  method: 'GET',
  path: '/api/speaker-admin/booking-leads',
  summary: "List the speaker's booking leads, newest first (or a page of them, newest change first)",
  description:
    'Without `limit`, `cursor` or `updatedSince` the answer is every booking lead with its counts, newest answer first. With any of them it is a page, newest change first (by `updatedAt`, then `id`): `{ items, nextCursor, next }`, the next page also in the `Link` header (rel="next"); `updatedSince` keeps the leads changed at or after that time. `status` (either way) keeps the leads in that follow-up status; the counts are then of those.',
  tag,
  query: leadListQuerySchema,
  answers: { 200: z.union([bookingLeadsSchema, pageOf(bookingLeadSchema)]) },
});

export const exportBookingLeads = defineOperation({
  id: 'exportBookingLeads',
  method: 'GET',
  path: '/api/speaker-admin/booking-leads.csv',
  summary: "Download the speaker's booking leads that name someone one may contact, as CSV",
  description: '`X-Not-Contactable` says how many booking leads the file leaves out because they name nobody one may contact.',
  tag,
  answers: { 200: { kind: 'file', contentTypes: ['text/csv'], description: 'The booking leads, one row each' } },
});
