import { z } from 'zod';
import { idSchema } from './common';
import { defineOperation } from './operation';

/** What people ask of the owner, each kind from its own public form. */
export const LEAD_KINDS = [
  'free_tier_page',
  'whatsapp',
  'agent_intro',
  'hire_inquiry',
  'waitlist',
  'qualified_assessment',
  'upgrade_request',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_STATUSES = ['new', 'contacted', 'done'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  free_tier_page: 'Free QR page',
  whatsapp: 'WhatsApp community',
  agent_intro: 'Agent introduction',
  hire_inquiry: 'Hire-a-speaker inquiry',
  waitlist: 'Waitlist',
  qualified_assessment: 'Qualified assessment',
  upgrade_request: 'Upgrade request',
};
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: 'New', contacted: 'Contacted', done: 'Done' };

/** Agent introductions are promised within 48 hours of the request. */
export const AGENT_INTRO_PROMISE_HOURS = 48;
/** Kinds the owner is e-mailed about at once (the others come in the daily digest); a speaker asking to pay is waiting for an answer. */
export const URGENT_LEAD_KINDS: readonly LeadKind[] = ['agent_intro', 'hire_inquiry', 'upgrade_request'];

export const ownerLeadSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEAD_KINDS),
  name: z.string(),
  email: z.string().nullable(),
  detail: z.string(),
  status: z.enum(LEAD_STATUSES),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the promise runs out (agent introductions), else null. */
  dueAt: z.string().nullable(),
});
export type OwnerLead = z.infer<typeof ownerLeadSchema>;

export const ownerLeadsQuerySchema = z.object({
  kind: z.enum(LEAD_KINDS, { message: `must be one of: ${LEAD_KINDS.join(', ')}` }).optional(),
  status: z.enum(LEAD_STATUSES, { message: `must be one of: ${LEAD_STATUSES.join(', ')}` }).optional(),
});

/** GET /api/admin/leads */
export const ownerLeadsResponseSchema = z.object({
  leads: z.array(ownerLeadSchema),
  /** Leads still 'new', per kind and in all (whatever the filter). */
  newCounts: z.object({ total: z.number().int(), byKind: z.record(z.enum(LEAD_KINDS), z.number().int()) }),
});
export type OwnerLeadsResponse = z.infer<typeof ownerLeadsResponseSchema>;

export const ownerLeadIdParamsSchema = z.object({ id: idSchema });

/** PATCH /api/admin/leads/{id} */
export const updateOwnerLeadSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { message: `must be one of: ${LEAD_STATUSES.join(', ')}` }).optional(),
    note: z.string({ message: 'must be text' }).max(2000, 'must be at most 2000 characters').optional(),
  })
  .refine((v) => v.status !== undefined || v.note !== undefined, { message: 'must change status or note', path: ['status'] });

const tag = 'owner-leads';

export const listOwnerLeads = defineOperation({
  id: 'listOwnerLeads',
  method: 'GET',
  path: '/api/admin/leads',
  summary: 'List what people asked of the owner, by kind and status, with the counts still new',
  tag,
  query: ownerLeadsQuerySchema,
  answers: { 200: ownerLeadsResponseSchema },
});

export const getOwnerLeadsCsv = defineOperation({
  id: 'getOwnerLeadsCsv',
  method: 'GET',
  path: '/api/admin/leads.csv',
  summary: 'Download the leads, with the same filters, as a CSV file',
  tag,
  query: ownerLeadsQuerySchema,
  answers: { 200: { kind: 'file', contentTypes: ['text/csv'], description: 'One row per lead' } },
});

export const updateOwnerLead = defineOperation({
  id: 'updateOwnerLead',
  method: 'PATCH',
  path: '/api/admin/leads/{id}',
  summary: "Change a lead's status or the owner's note on it",
  tag,
  params: ownerLeadIdParamsSchema,
  body: updateOwnerLeadSchema,
  answers: { 200: ownerLeadSchema },
});
