import { z } from 'zod';
import { defineOperation } from './operation';
import { pageLanguageSchema } from './privacy';

/** How long the link e-mailed for a data request works. */
export const DATA_REQUEST_LINK_HOURS = 24;

export const DATA_REQUEST_STATUSES = ['requested', 'downloaded', 'erased', 'expired'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/** POST /api/public/data-requests: the address, trimmed and lower-cased. */
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

/** GET /api/public/data-requests/{token}: what the link's page shows before anything is done. */
export const dataRequestViewSchema = z.object({
  email: z.string(),
  status: z.enum(DATA_REQUEST_STATUSES),
  expiresAt: z.string(),
  /** The address signs in to a speaker account: that account is deleted from the speaker area, not here. */
  hasAccount: z.boolean(),
  held: personDataCountsSchema,
});
export type DataRequestView = z.infer<typeof dataRequestViewSchema>;

/** POST /api/public/data-requests/{token}/erasure */
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

const tag = 'privacy';

export const requestPersonData = defineOperation({
  id: 'requestPersonData',
  method: 'POST',
  path: '/api/public/data-requests',
  summary: 'Ask for a link to download or erase what is held about an e-mail address (sent to that address)',
  tag,
  body: dataRequestSchema,
  answers: { 202: dataRequestAcceptedSchema },
  errors: [429],
});

export const getDataRequest = defineOperation({
  id: 'getDataRequest',
  method: 'GET',
  path: '/api/public/data-requests/{token}',
  summary: "What a data request's link holds, by the link's token",
  tag,
  params: dataRequestTokenParamsSchema,
  answers: { 200: dataRequestViewSchema },
  errors: [404, 410],
});

export const downloadPersonData = defineOperation({
  id: 'downloadPersonData',
  method: 'GET',
  path: '/api/public/data-requests/{token}/data.zip',
  summary: "Everything held about a data request's address, as a ZIP file",
  tag,
  params: dataRequestTokenParamsSchema,
  answers: { 200: { kind: 'file', contentTypes: ['application/zip'], description: 'The data, with the uploaded files' } },
  errors: [404, 410],
});

export const erasePersonData = defineOperation({
  id: 'erasePersonData',
  method: 'POST',
  path: '/api/public/data-requests/{token}/erasure',
  summary: "Erase everything held about a data request's address (the link is then used up)",
  tag,
  params: dataRequestTokenParamsSchema,
  answers: { 200: dataRequestErasedSchema },
  errors: [404, 410],
});
