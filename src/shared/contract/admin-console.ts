import { z } from 'zod';
import { EXPORT_LIST_KEYS } from '../domain/admin-console';
import { AUDIENCE_EXCLUSIONS, type AudienceExclusion } from '../domain/audiences';
import { RECIPIENT_GROUPS } from '../domain/campaign-templates';
import { defineOperation } from './operation';

const hotLeadSchema = z.object({ name: z.string(), email: z.string(), highestRating: z.number().int() });
const qualifiedProspectSchema = z.object({ name: z.string(), email: z.string(), bestAssessmentScore: z.number().int() });
const newWaitlistSchema = z.object({ name: z.string(), email: z.string(), joinedAt: z.string() });

/** GET /api/admin/speaker-engagement/segments. */
export const engagementSegmentsSchema = z.object({
  hotLead: z.array(hotLeadSchema),
  qualifiedProspect: z.array(qualifiedProspectSchema),
  newWaitlist: z.array(newWaitlistSchema),
  /** People each segment left out because they opted out of marketing e-mail (said, not hidden). */
  optedOutLeftOut: z.object({ hotLead: z.number().int(), qualifiedProspect: z.number().int(), newWaitlist: z.number().int() }),
});

/** The segments with the snake_case names the first path (/api/speaker-engagement/segments) answered. */
export const legacyEngagementSegmentsSchema = z.object({
  hot_lead: z.array(hotLeadSchema),
  qualified_prospect: z.array(qualifiedProspectSchema),
  new_waitlist: z.array(newWaitlistSchema),
  opted_out_left_out: z.object({ hot_lead: z.number().int(), qualified_prospect: z.number().int(), new_waitlist: z.number().int() }),
});
export type EngagementSegmentsResponse = z.infer<typeof engagementSegmentsSchema>;

const personSourceSchema = z.enum(['waitlist', 'assessment', 'qualified_lead', 'campaign_feedback']);

/** GET /api/data-integrity/check (admin). */
export const dataIntegrityReportSchema = z.object({
  duplicateEmails: z.array(z.object({ email: z.string(), variations: z.array(z.string()) })),
  missingNames: z.array(z.object({ source: personSourceSchema, id: z.number().int(), email: z.string() })),
  unmatchedAssessmentEmails: z.array(z.string()),
  recommendations: z.array(z.string()),
});
export type DataIntegrityReportResponse = z.infer<typeof dataIntegrityReportSchema>;

export const exportListKeySchema = z.enum(EXPORT_LIST_KEYS, { message: `must be one of ${EXPORT_LIST_KEYS.join(', ')}` });

/** GET /api/admin/data-export: the six lists as header and rows of text. */
export const dataExportSchema = z.object({
  generatedAt: z.string(),
  lists: z.array(
    z.object({
      key: exportListKeySchema,
      title: z.string(),
      header: z.array(z.string()),
      rows: z.array(z.array(z.string())),
    }),
  ),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** GET /api/admin/data-export/{list}/csv. */
export const exportListParamsSchema = z.object({ list: exportListKeySchema });

/**
 * GET /api/admin/funnel: how people move from a free page to an account, and what waits on the
 * owner. Agent introductions are promised within AGENT_INTRO_PROMISE_HOURS; one still not done
 * after that is overdue.
 */
export const adminFunnelSchema = z.object({
  freePages: z.number().int(),
  /** Free pages with at least one answer. */
  freePagesAnswered: z.number().int(),
  freePageAnswers: z.number().int(),
  /** Free-page speakers who have since chosen a password (their page became a full account). */
  accountsClaimed: z.number().int(),
  /** Hire inquiries the owner has not marked done. */
  openInquiries: z.number().int(),
  overdueAgentRequests: z.number().int(),
  /** When the oldest overdue agent request was due, so the screen can say how late it is. */
  oldestOverdueDueAt: z.string().nullable(),
});
export type AdminFunnel = z.infer<typeof adminFunnelSchema>;
// ---------------------------------------------------------------------------------------------
// Audiences (decision 052)

const audienceKeySchema = z.enum(RECIPIENT_GROUPS, { message: `must be one of ${RECIPIENT_GROUPS.join(', ')}` });
const audienceExclusionSchema = z.enum(Object.values(AUDIENCE_EXCLUSIONS) as [AudienceExclusion, ...AudienceExclusion[]]);

/** GET /api/admin/audiences/{audience}[/csv]. */
export const audienceParamsSchema = z.object({ audience: audienceKeySchema });

export const audienceSummarySchema = z.object({
  key: audienceKeySchema,
  label: z.string(),
  description: z.string(),
  /** Everyone in the audience, e-mailed or not. */
  memberCount: z.number().int(),
  /** Those a campaign to it reaches (a campaign type may still skip some, e.g. already assessed). */
  eligibleCount: z.number().int(),
  /** The others, by reason, largest first. */
  excluded: z.array(z.object({ reason: audienceExclusionSchema, count: z.number().int() })),
});
export type AudienceSummary = z.infer<typeof audienceSummarySchema>;

/** GET /api/admin/audiences: every audience with its counts. */
export const audienceListSchema = z.array(audienceSummarySchema);

/** GET /api/admin/audiences/{audience}: the audience with every member. */
export const audienceDetailSchema = audienceSummarySchema.extend({
  members: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      detail: z.string(),
      /** Null: a campaign to this audience e-mails them. */
      reason: audienceExclusionSchema.nullable(),
    }),
  ),
});
export type AudienceDetail = z.infer<typeof audienceDetailSchema>;

const tag = 'admin-console';
const csv = (description: string) => ({ kind: 'file', contentTypes: ['text/csv'], description }) as const;

export const getEngagementSegments = defineOperation({
  id: 'getEngagementSegments',
  method: 'GET',
  path: '/api/admin/speaker-engagement/segments',
  summary: 'Group the speakers by how far they got: hot leads, qualified prospects, new on the waitlist',
  tag,
  answers: { 200: engagementSegmentsSchema },
});

export const getFunnel = defineOperation({
  id: 'getFunnel',
  method: 'GET',
  path: '/api/admin/funnel',
  summary: 'Count free pages, accounts and the requests waiting on the owner',
  tag,
  answers: { 200: adminFunnelSchema },
});

export const getDataIntegrityReport = defineOperation({
  id: 'getDataIntegrityReport',
  method: 'GET',
  path: '/api/admin/data-integrity',
  summary: 'Find duplicates, missing names and unmatched e-mails across the lists',
  tag,
  answers: { 200: dataIntegrityReportSchema },
});

export const getDataExport = defineOperation({
  id: 'getDataExport',
  method: 'GET',
  path: '/api/admin/data-export',
  summary: "The owner's lists, each with its rows",
  tag,
  answers: { 200: dataExportSchema },
});

export const getDataExportCsv = defineOperation({
  id: 'getDataExportCsv',
  method: 'GET',
  path: '/api/admin/data-export/{list}/csv',
  summary: "Download one of the owner's lists as a CSV file",
  tag,
  params: exportListParamsSchema,
  answers: { 200: csv('The list, one row per entry') },
});

export const listAudiences = defineOperation({
  id: 'listAudiences',
  method: 'GET',
  path: '/api/admin/audiences',
  summary: 'List the recipient groups a campaign can go to, with how many each reaches',
  tag,
  answers: { 200: audienceListSchema },
});

export const getAudience = defineOperation({
  id: 'getAudience',
  method: 'GET',
  path: '/api/admin/audiences/{audience}',
  summary: 'Read one recipient group with every member and why some get nothing',
  tag,
  params: audienceParamsSchema,
  answers: { 200: audienceDetailSchema },
});

export const getAudienceCsv = defineOperation({
  id: 'getAudienceCsv',
  method: 'GET',
  path: '/api/admin/audiences/{audience}/csv',
  summary: 'Download one recipient group as a CSV file',
  tag,
  params: audienceParamsSchema,
  answers: { 200: csv('The members, each with the reason they are not e-mailed, if so') },
});
