import { z } from 'zod';
import { defineOperation } from './operation';
import { LEAD_STATUSES } from './owner-leads';

/** What the timeline of a person shows, one kind per place a person leaves a trace. */
export const TIMELINE_KINDS = [
  'waitlist',
  'assessment',
  'inquiry',
  'free-page',
  'campaign-email',
  'email',
  'opt-out',
  'data-request',
  'speaker-account',
  'lead',
  'note',
  'message',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** What became of an e-mail: a campaign's recipient row or the outbox row. */
export const MAIL_OUTCOMES = ['pending', 'queued', 'sent', 'outbox', 'failed', 'skipped'] as const;

export const timelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  summary: z.string(),
  /** For e-mails: whether it went out. */
  outcome: z.enum(MAIL_OUTCOMES).nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const personSummarySchema = z.object({
  id: z.string(),
  /** The best name known for the address, else its local part. */
  name: z.string(),
  emails: z.array(z.string()),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

/** GET /api/admin/people?q= */
export const peopleQuerySchema = z.object({
  q: z.string({ message: 'must be text' }).trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
});
export const peopleResponseSchema = z.object({ people: z.array(personSummarySchema) });
export type PeopleResponse = z.infer<typeof peopleResponseSchema>;

export const personIdParamsSchema = z.object({
  id: z
    .string({ message: 'is required' })
    .max(600, 'must be at most 600 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a person id'),
});

/** GET /api/admin/people/{id} */
export const personSchema = personSummarySchema.extend({
  /** Where the name came from (a speaker profile, the waitlist, …); null when none is on record. */
  nameSource: z.string().nullable(),
  /** The status of the person's requests in the leads inbox, null when they made none. */
  leadStatus: z.enum(LEAD_STATUSES).nullable(),
  /** The person's speaker account (its plan is shown and granted on their page); null: none. */
  speakerAccountId: z.number().int().nullable(),
  /** Oldest first. */
  timeline: z.array(timelineEntrySchema),
});
export type Person = z.infer<typeof personSchema>;

export const NOTE_MAX = 5000;
/** POST /api/admin/people/{id}/notes */
export const createPersonNoteSchema = z.object({
  text: z.string({ message: 'is required' }).trim().min(1, 'is required').max(NOTE_MAX, `must be at most ${NOTE_MAX} characters`),
});
export const personNoteSchema = z.object({ id: z.number().int(), text: z.string(), createdAt: z.string() });

/** PUT /api/admin/people/{id}/lead-status: every request of the person in the leads inbox. */
export const setPersonLeadStatusSchema = z.object({
  status: z.enum(LEAD_STATUSES, { message: `must be one of: ${LEAD_STATUSES.join(', ')}` }),
});

export const personLeadStatusSchema = z.object({ leadStatus: z.enum(LEAD_STATUSES) });

export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_TEXT_MAX = 10_000;
/** POST /api/admin/people/{id}/messages: a one-off e-mail from the owner. */
export const sendPersonMessageSchema = z.object({
  subject: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(MESSAGE_SUBJECT_MAX, `must be at most ${MESSAGE_SUBJECT_MAX} characters`),
  text: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(MESSAGE_TEXT_MAX, `must be at most ${MESSAGE_TEXT_MAX} characters`),
});
export type SendPersonMessage = z.infer<typeof sendPersonMessageSchema>;
export const sentPersonMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  replyTo: z.string(),
  status: z.enum(['queued', 'outbox']),
});

const tag = 'people';

export const searchPeople = defineOperation({
  id: 'searchPeople',
  method: 'GET',
  path: '/api/admin/people',
  summary: 'Find the people whose name or e-mail address holds the text',
  tag,
  query: peopleQuerySchema,
  answers: { 200: peopleResponseSchema },
});

export const getPerson = defineOperation({
  id: 'getPerson',
  method: 'GET',
  path: '/api/admin/people/{id}',
  summary: 'Read one person: their best name, where it came from, and everything they did, oldest first',
  tag,
  params: personIdParamsSchema,
  answers: { 200: personSchema },
});

export const addPersonNote = defineOperation({
  id: 'addPersonNote',
  method: 'POST',
  path: '/api/admin/people/{id}/notes',
  summary: "Write a note on a person's record (seen only in the console)",
  tag,
  params: personIdParamsSchema,
  body: createPersonNoteSchema,
  answers: { 201: personNoteSchema },
});

export const setPersonLeadStatus = defineOperation({
  id: 'setPersonLeadStatus',
  method: 'PUT',
  path: '/api/admin/people/{id}/lead-status',
  summary: 'Set the status of every request the person made in the leads inbox',
  tag,
  params: personIdParamsSchema,
  body: setPersonLeadStatusSchema,
  answers: { 200: personLeadStatusSchema },
  errors: [409],
});

export const sendPersonMessage = defineOperation({
  id: 'sendPersonMessage',
  method: 'POST',
  path: '/api/admin/people/{id}/messages',
  summary: 'E-mail a person one message from the owner (replies go to the owner)',
  tag,
  params: personIdParamsSchema,
  body: sendPersonMessageSchema,
  answers: { 201: sentPersonMessageSchema },
  errors: [409],
});
