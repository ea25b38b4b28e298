import { z } from 'zod';
import { defineOperation } from './operation';
import { pageLanguageSchema } from './privacy';

/** How long the link e-mailed for a data request works. */
export const DATA_REQUEST_LINK_HOURS = 24;

export const DATA_REQUEST_STATUSES = ['requested', 'downloaded', 'erased', 'expired'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/** POST /api/privacy/data-request: the address, trimmed and lower-cased. */
export const dataRequestSchema = z.object({
  email: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(254, 'must be at most 254 characters')
    .pipe(z.email('must be a valid e-mail address'))
    .transform((v) => v.toLowerCase()),
  /** The page's language: the e-mail and the page its link opens are written in it. */
  language: pageLanguageSchema,
});

/** The same answer whether or not anything is held under the address. */
export const dataRequestAcceptedSchema = z.object({ message: z.string() });

export const dataRequestTokenParamsSchema = z.object({ token: z.string().max(200) });

/** What is held (before erasure) or what was erased (after), per kind of record. */
export const personDataCountsSchema = z.object({
  answers: z.number().int(),
  graphics: z.number().int(),
  storedFiles: z.number().int(),
  pendingAnswers: z.number().int(),
  /** Other people's answers that passed this address on to a speaker ("Who else should hear this talk?"). */
  referrals: z.number().int(),
  waitlistEntries: z.number().int(),
  assessments: z.number().int(),
  assessmentReports: z.number().int(),
  qualifiedLeads: z.number().int(),
  inquiries: z.number().int(),
  ownerLeads: z.number().int(),
  freeTierSignups: z.number().int(),
  productFeedback: z.number().int(),
  campaignRecipients: z.number().int(),
  mailMessages: z.number().int(),
  /** What the owner wrote about the person on their record in the console. */
  ownerNotes: z.number().int(),
});
export type PersonDataCounts = z.infer<typeof personDataCountsSchema>;

/** GET /api/privacy/data-request/{token}: what the link's page shows before anything is done. */
export const dataRequestViewSchema = z.object({
  email: z.string(),
  status: z.enum(DATA_REQUEST_STATUSES),
  expiresAt: z.string(),
  /** The address signs in to a speaker account: that account is deleted from the speaker area, not here. */
  hasAccount: z.boolean(),
  held: personDataCountsSchema,
});
export type DataRequestView = z.infer<typeof dataRequestViewSchema>;

/** POST /api/privacy/data-request/{token}/erase */
export const dataRequestErasedSchema = z.object({
  message: z.string(),
  erased: personDataCountsSchema,
  hasAccount: z.boolean(),
});

/** GET /api/admin/data-requests: each request with its status and times (never its token). */
export const adminDataRequestSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(DATA_REQUEST_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  downloadedAt: z.string().nullable(),
  erasedAt: z.string().nullable(),
  erased: personDataCountsSchema.nullable(),
});
export type AdminDataRequest = z.infer<typeof adminDataRequestSchema>;
export const adminDataRequestsSchema = z.array(adminDataRequestSchema);

export const listDataRequests = defineOperation({
  id: 'listDataRequests',
  method: 'GET',
  path: '/api/admin/data-requests',
  summary: 'List the self-service data requests with their status and times (never their links)',
  tag: 'privacy',
  answers: { 200: adminDataRequestsSchema },
});
