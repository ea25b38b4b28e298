import { z } from 'zod';
import { LEAD_NOTE_MAX_LENGTH, LEAD_STATUSES } from '../domain/lead-follow-up';
import { idSchema } from './common';
import { defineOperation } from './operation';
import { pageQuerySchema } from './paging';

export const leadStatusSchema = z.enum(LEAD_STATUSES, { message: `must be one of ${LEAD_STATUSES.join(', ')}` });

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
const calendarDaySchema = z.iso.date({ message: 'must be a date as YYYY-MM-DD, e.g. 2026-12-01' });

/** Where the speaker is with a lead: what the lists carry for each hot and booking lead. */
export const leadFollowUpSchema = z.object({
  status: leadStatusSchema,
  /** The speaker's own note on the lead ('' when none). */
  note: z.string(),
  /** The day (in the speaker's time zone) the speaker is e-mailed a reminder, or null. */
  remindOn: z.string().nullable(),
});
export type LeadFollowUp = z.infer<typeof leadFollowUpSchema>;

/** PUT /api/speaker-admin/leads/{responseId}: the whole follow-up, replacing what was there. */
export const updateLeadSchema = z.object({
  status: leadStatusSchema,
  note: z
    .string({ message: 'must be text' })
    .max(LEAD_NOTE_MAX_LENGTH, `must be at most ${LEAD_NOTE_MAX_LENGTH} characters`)
    .optional()
    .default(''),
  remindOn: calendarDaySchema.nullable().optional().default(null),
});
export type UpdateLead = z.input<typeof updateLeadSchema>;

export const leadSchema = leadFollowUpSchema.extend({
  responseId: z.number().int(),
  /** Which lists the answer is on: a hot lead (4-5 stars, contactable), a booking lead, or both. */
  hotLead: z.boolean(),
  bookingLead: z.boolean(),
  /** The speaker's time zone the reminder day is read in. */
  timeZone: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** `?status=`: only the leads in that status (a lead never followed up is `new`). */
export const leadStatusQuerySchema = z.object({ status: leadStatusSchema.optional() });

/** The paging parameters of a lead list, with its status filter. */
export const leadListQuerySchema = pageQuerySchema.extend(leadStatusQuerySchema.shape);

const tag = 'leads';

export const updateLead = defineOperation({
  id: 'updateLead',
  method: 'PUT',
  path: '/api/speaker-admin/leads/{responseId}',
  summary: "Set a lead's status, note and reminder day",
  description:
    "The answer must be one of the speaker's hot leads (4-5 stars, the attendee agreed to be contacted) or booking leads: another speaker's answer is 404, an answer that is neither is 422 `NOT_A_LEAD`. `remindOn` is a day in the speaker's time zone, today or later (a day already set may be kept); the speaker is e-mailed on that day from 08:00. Moving or clearing it before then cancels that reminder.",
  tag,
  params: z.object({ responseId: idSchema }),
  body: updateLeadSchema,
  answers: { 200: leadSchema },
  errors: [404, 422],
});
