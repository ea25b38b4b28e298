import { z } from 'zod';
import { CAMPAIGN_TYPES, CUSTOM_MESSAGE_MAX, RECIPIENT_GROUPS } from '../domain/campaign-templates';
import { defineOperation } from './operation';

/**
 * Campaigns: the owner's bulk campaigns and welcome e-mails, a speaker's thank-you e-mail and
 * campaigns. One model: a campaign (drafted, then approved once by the right person) and its
 * recipients. Ids in URLs are the campaign's unguessable public id.
 */

/** What a person reads: 'approved' covers "approved, messages on their way". */
export const CAMPAIGN_STATUSES = ['pending', 'approved', 'sent', 'rejected', 'failed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_KINDS = ['bulk', 'welcome', 'thank_you', 'speaker'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

export const RECIPIENT_STATUSES = ['pending', 'queued', 'sent', 'skipped', 'failed'] as const;

export const campaignIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const emailIdParamsSchema = z.object({ emailId: z.string().min(1).max(64) });

/**
 * Why a recipient gets nothing from a campaign. Decided once, when the campaign is approved (or,
 * for 'suppressed at delivery', when the mailer finds an opt-out that came after approval), and
 * stored on the recipient and its outbox row: every page, count and export after sending reads it.
 */
export const SKIP_REASONS = {
  optedOut: 'opted out of marketing e-mail',
  alreadyWelcomed: 'already welcomed',
  alreadyAssessed: 'already took the assessment',
  excludedByOwner: 'left out by the owner',
  suppressed: 'suppressed at delivery',
} as const;
export type SkipReason = (typeof SKIP_REASONS)[keyof typeof SKIP_REASONS];
export const skipReasonSchema = z.enum(Object.values(SKIP_REASONS) as [SkipReason, ...SkipReason[]]);

/** A pending draft that a later send made pointless (e.g. an individual welcome after a bulk welcome reached the person). */
export const DRAFT_OBSOLETE_MESSAGE = 'This draft is obsolete: its recipient was already welcomed by another e-mail. Discard it instead.';

export const campaignRecipientSchema = z.object({
  name: z.string(),
  email: z.string(),
  rating: z.number().int().nullable(),
  status: z.enum(RECIPIENT_STATUSES),
  /** The address asked not to receive marketing e-mail: it will be (or was) skipped. */
  optedOut: z.boolean(),
  /** The owner left this recipient out before approval. */
  excluded: z.boolean(),
  /** Why this recipient will be (or was) skipped; null when the e-mail goes (or went) to them. */
  skipReason: skipReasonSchema.nullable(),
});
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;

/** GET /api/admin/campaigns/{id}/preview?email=: the e-mail as this recipient would get it now. */
export const campaignPreviewQuerySchema = z.object({
  email: z.string({ message: 'is required' }).trim().min(1, 'is required').max(254, 'must be at most 254 characters'),
});
export const campaignPreviewSchema = z.object({
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

/** PATCH /api/admin/campaigns/{id}/recipients: leave one recipient out of a pending campaign, or take them back. */
export const excludeRecipientSchema = z.object({
  email: z.string({ message: 'is required' }).trim().min(1, 'is required').max(254, 'must be at most 254 characters'),
  excluded: z.boolean({ message: 'must be true or false' }),
});

const deliveryCounts = {
  recipientCount: z.number().int(),
  /** Accepted by a mail server (or the sender's connected mailbox). */
  sentCount: z.number().int(),
  /** Kept in the outbox because no mail server is configured: not sent to anyone. */
  outboxCount: z.number().int(),
  failedCount: z.number().int(),
  skippedCount: z.number().int(),
  /** The skipped messages by their stored reason (largest first); the counts add up to skippedCount. */
  skippedReasons: z.array(z.object({ reason: skipReasonSchema, count: z.number().int() })),
  /** Approved messages not delivered yet. */
  queuedCount: z.number().int(),
};

/**
 * What became of a campaign's messages once they left (decision 051). `acceptedCount`: taken by
 * the recipient's mail server; `bouncedCount`: refused for good, at once (SMTP 5xx) or later (a
 * bounce report), so a message accepted and then bounced counts in both; `failedCount`: failed for
 * another reason (not a bounce). `unsubscribedAfterCount`: recipients who opted out of marketing
 * e-mail after their message left. Clicks go through our redirect: `uniqueClickers` counts
 * recipients who clicked at least once, `clickCount` every click.
 */
export const campaignReportCountsSchema = z.object({
  acceptedCount: z.number().int(),
  outboxCount: z.number().int(),
  failedCount: z.number().int(),
  bouncedCount: z.number().int(),
  unsubscribedAfterCount: z.number().int(),
  uniqueClickers: z.number().int(),
  clickCount: z.number().int(),
});
export type CampaignReportCounts = z.infer<typeof campaignReportCountsSchema>;

/** GET /api/admin/campaigns/{id}/report: the counts and each link's clicks (most clickers first). */
export const campaignReportSchema = campaignReportCountsSchema.extend({
  campaignId: z.string(),
  links: z.array(z.object({ url: z.string(), clickCount: z.number().int(), uniqueClickers: z.number().int() })),
});
export type CampaignReport = z.infer<typeof campaignReportSchema>;

/** GET /api/admin/campaigns item (the dashboard's list). */
export const campaignSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(CAMPAIGN_KINDS),
  status: z.enum(CAMPAIGN_STATUSES),
  campaignType: z.string(),
  recipientCount: z.number().int(),
  sampleSubject: z.string(),
  /** What the campaign is, for lists: its type and audience. */
  title: z.string(),
  /** Accepted by a mail server. */
  sentCount: z.number().int(),
  /** Kept in the outbox because no mail server is configured. */
  outboxCount: z.number().int(),
  failedCount: z.number().int(),
  skippedCount: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** What became of the messages that left (all zero before the campaign is approved). */
  report: campaignReportCountsSchema,
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** The same item with the snake_case names callers of the old paths read (only the deprecated aliases answer it). */
export const legacyCampaignSummarySchema = campaignSummarySchema.extend({
  campaign_type: z.string(),
  recipient_count: z.number().int(),
  sample_subject: z.string(),
  sent_count: z.number().int(),
  outbox_count: z.number().int(),
  failed_count: z.number().int(),
  skipped_count: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type LegacyCampaignSummary = z.infer<typeof legacyCampaignSummarySchema>;

export const campaignListQuerySchema = z.object({ kind: z.enum(['bulk', 'welcome', 'all']).default('all') });

/** One campaign with its preview (filled with a sample recipient) and recipients. */
export const campaignDetailSchema = z.object({
  id: z.string(),
  kind: z.enum(CAMPAIGN_KINDS),
  status: z.enum(CAMPAIGN_STATUSES),
  campaignType: z.string(),
  /** Where the recipients came from: waitlist, qualified, all, a given list, an event. */
  recipientGroup: z.string().nullable(),
  customMessage: z.string().nullable(),
  ...deliveryCounts,
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  sentAt: z.string().nullable(),
  sampleSubject: z.string(),
  sampleContent: z.string(),
  sampleHtml: z.string(),
  recipients: z.array(campaignRecipientSchema),
  event: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

/**
 * The same campaign with the snake_case names callers of the old paths read as well (the
 * deprecated aliases answer it; the canonical paths answer camelCase only).
 */
export const legacyCampaignDetailSchema = campaignDetailSchema.extend({
  campaign_type: z.string(),
  recipient_count: z.number().int(),
  sent_count: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  sample_subject: z.string(),
  sample_content: z.string(),
  /** JSON text of [{name, email, rating?}]. */
  recipients_data: z.string(),
});
export type LegacyCampaignDetail = z.infer<typeof legacyCampaignDetailSchema>;

export const campaignRecipientsResponseSchema = z.object({
  campaignId: z.string(),
  recipientCount: z.number().int(),
  recipients: z.array(campaignRecipientSchema),
});
export type CampaignRecipientsResponse = z.infer<typeof campaignRecipientsResponseSchema>;

/** Approve answers at once; messages then go out in the background (poll the campaign for the final counts). */
export const approveCampaignResponseSchema = z.object({
  id: z.string(),
  message: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  ...deliveryCounts,
  /** The welcome e-mail's one recipient. */
  recipientEmail: z.string().optional(),
  /** The welcome e-mail's one recipient was skipped: why (as stored when it was approved). */
  skipReason: skipReasonSchema.nullable().optional(),
});
export type ApproveCampaignResponse = z.infer<typeof approveCampaignResponseSchema>;

/** Body of the owner's approve calls: approvedBy is accepted but the signed-in admin is recorded instead. */
export const approveCampaignBodySchema = z.object({ approvedBy: z.string().max(200).optional() }).nullish();

export const REJECTION_REASON_MAX = 1000;
export const rejectCampaignBodySchema = z
  .object({
    rejectedBy: z.string().max(200).optional(),
    reason: z.string().trim().max(REJECTION_REASON_MAX, `must be at most ${REJECTION_REASON_MAX} characters`).optional(),
  })
  .nullish();

export const rejectCampaignResponseSchema = z.object({ id: z.string(), message: z.string(), status: z.enum(CAMPAIGN_STATUSES) });
export type RejectCampaignResponse = z.infer<typeof rejectCampaignResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Bulk e-mail generator
// ---------------------------------------------------------------------------------------------

const explicitRecipientSchema = z.object({
  name: z.string().trim().max(200, 'must be at most 200 characters').optional().default(''),
  email: z.string().trim().max(320, 'must be at most 320 characters').pipe(z.email('must be a valid e-mail address')),
});

/**
 * POST /api/generate-bulk-emails. The server resolves `recipientGroup` from its own data; an
 * explicit `recipients` list (the older shape) is accepted too, and `recipients` may also name a group.
 */
export const generateBulkEmailsSchema = z
  .object({
    recipientGroup: z.enum(RECIPIENT_GROUPS, { message: `must be one of ${RECIPIENT_GROUPS.join(', ')}` }).optional(),
    recipients: z
      .union([
        z.enum(RECIPIENT_GROUPS, { message: `must be one of ${RECIPIENT_GROUPS.join(', ')}` }),
        z.array(explicitRecipientSchema).max(5000, 'must list at most 5000 recipients'),
      ])
      .optional(),
    campaignType: z.enum(CAMPAIGN_TYPES, { message: `must be one of ${CAMPAIGN_TYPES.join(', ')}` }),
    customMessage: z.string().trim().max(CUSTOM_MESSAGE_MAX, `must be at most ${CUSTOM_MESSAGE_MAX} characters`).nullish(),
    /** Also keep the e-mails as a pending campaign to approve and send from SpeakerPro. */
    saveAsDraft: z.boolean().optional().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.recipientGroup === undefined && v.recipients === undefined) {
      ctx.addIssue({ code: 'custom', path: ['recipientGroup'], message: `is required (one of ${RECIPIENT_GROUPS.join(', ')})` });
    }
    if (v.campaignType === 'custom' && !v.customMessage) {
      ctx.addIssue({ code: 'custom', path: ['customMessage'], message: 'is required for a custom campaign' });
    }
  });
export type GenerateBulkEmails = z.input<typeof generateBulkEmailsSchema>;

export const generatedEmailSchema = z.object({
  email: z.string(),
  name: z.string(),
  replyTo: z.string(),
  subject: z.string(),
  textContent: z.string(),
});
export type GeneratedEmail = z.infer<typeof generatedEmailSchema>;

export const generateBulkEmailsResponseSchema = z.object({
  emails: z.array(generatedEmailSchema),
  count: z.number().int(),
  /** Addresses in the group the e-mail no longer fits (opted out, already welcomed, …): left out. */
  skippedCount: z.number().int(),
  /** The left-out addresses by reason (largest first). */
  skippedReasons: z.array(z.object({ reason: skipReasonSchema, count: z.number().int() })),
  recipientGroup: z.string(),
  campaignType: z.enum(CAMPAIGN_TYPES),
  /** The saved draft, when saveAsDraft was asked for. */
  campaign: campaignSummarySchema.nullable(),
});
export type GenerateBulkEmailsResponse = z.infer<typeof generateBulkEmailsResponseSchema>;
export const legacyGenerateBulkEmailsResponseSchema = generateBulkEmailsResponseSchema.extend({
  campaign: legacyCampaignSummarySchema.nullable(),
});
export type LegacyGenerateBulkEmailsResponse = z.infer<typeof legacyGenerateBulkEmailsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// E-mail approvals (the owner's list) and welcome e-mails
// ---------------------------------------------------------------------------------------------

export const pendingEmailApprovalSchema = z.object({
  id: z.string(),
  subject: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  scheduledAt: z.string(),
  /** The e-mail as the (first) recipient gets it. */
  content: z.string(),
  /** 'campaign_draft' for a bulk campaign; 'welcome_email' for a welcome e-mail. */
  sourceType: z.enum(['campaign_draft', 'welcome_email']),
  campaignType: z.string(),
  recipientCount: z.number().int(),
  /** Set when a later send made this draft pointless: why; approving it is refused (409 DRAFT_OBSOLETE). */
  obsoleteReason: skipReasonSchema.nullable(),
});
export type PendingEmailApproval = z.infer<typeof pendingEmailApprovalSchema>;

/** The same item with the snake_case names callers of the old path read. */
export const legacyPendingEmailApprovalSchema = pendingEmailApprovalSchema.extend({
  recipient_name: z.string(),
  recipient_email: z.string(),
  scheduled_at: z.string(),
  source_type: z.enum(['campaign_draft', 'welcome_email']),
  campaign_type: z.string(),
  recipient_count: z.number().int(),
});
export type LegacyPendingEmailApproval = z.infer<typeof legacyPendingEmailApprovalSchema>;

export const sendApprovalEmailResponseSchema = z.object({
  message: z.string(),
  sentTo: z.string(),
  approvalUrl: z.string(),
  /** sent: the mail server accepted it; outbox: no mail server configured; queued: being retried. */
  emailStatus: z.enum(['sent', 'outbox', 'queued']),
});
export type SendApprovalEmailResponse = z.infer<typeof sendApprovalEmailResponseSchema>;

export const WELCOME_STATUSES = ['pending_approval', 'approved', 'sent', 'failed', 'rejected'] as const;

export const welcomeEmailCampaignSchema = z.object({
  id: z.string(),
  status: z.enum(WELCOME_STATUSES),
  recipientName: z.string(),
  recipientEmail: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  emailSubject: z.string(),
  emailHtml: z.string(),
  emailText: z.string(),
  campaignData: z.object({ totalMembers: z.number().int() }),
  optedOut: z.boolean(),
  /** Before approval: why it would be skipped today; after: why it was skipped (stored). Null when it goes out. */
  skipReason: skipReasonSchema.nullable(),
  /** Set while pending when a later send made the draft pointless (approving is refused). */
  obsoleteReason: skipReasonSchema.nullable(),
  ...deliveryCounts,
});
export type WelcomeEmailCampaign = z.infer<typeof welcomeEmailCampaignSchema>;

// ---------------------------------------------------------------------------------------------
// A speaker's thank-you e-mail
// ---------------------------------------------------------------------------------------------

export const createThankYouEmailResponseSchema = z.object({
  emailId: z.string(),
  recipientCount: z.number().int(),
  /** False when the event's pending draft was refreshed instead. */
  created: z.boolean(),
});
export type CreateThankYouEmailResponse = z.infer<typeof createThankYouEmailResponseSchema>;

export const thankYouRecipientSchema = campaignRecipientSchema.extend({
  /** This recipient's own e-mail. */
  preview: z.object({ subject: z.string(), text: z.string() }),
  /** What this recipient's {{placeholders}} become: the page renders words not yet saved with them. */
  values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});

/** GET /api/email-approval/{emailId}. */
export const thankYouEmailSchema = z.object({
  emailId: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  subject: z.string(),
  /** The e-mail as the first recipient gets it (a sample when there is none). */
  content: z.string(),
  ...deliveryCounts,
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  recipients: z.array(thankYouRecipientSchema),
  /** The talk thanked for: an event can hold several talks, so its title, status and date name it. */
  event: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    talkTitle: z.string().nullable(),
    status: z.string().nullable(),
    eventDate: z.string().nullable(),
  }),
  /** The speaker gets one copy of what was sent. */
  speaker: z.object({ name: z.string(), email: z.string() }),
  /** The words the speaker may edit before approving, with their {{placeholders}}. */
  template: z.object({ subject: z.string(), body: z.string() }),
});
export type ThankYouEmail = z.infer<typeof thankYouEmailSchema>;

/** PATCH /api/speaker-admin/thank-you-emails/{emailId}: the speaker's edits before approval. */
export const editThankYouEmailSchema = z.object({
  subject: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters').optional(),
  body: z.string().trim().min(1, 'is required').max(10_000, 'must be at most 10000 characters').optional(),
  /** Recipients (by e-mail) the speaker unticked: they get nothing. */
  removeRecipients: z
    .array(z.string().trim().min(1, 'is required').max(320, 'must be at most 320 characters'))
    .max(1000, 'must list at most 1000 addresses')
    .optional(),
});
export type EditThankYouEmail = z.infer<typeof editThankYouEmailSchema>;

/**
 * POST /api/email-approval/{emailId}/send: the e-mail as the page shows it when the speaker sends,
 * saved or not. Each field left out keeps the draft's; `recipients` is the whole list to send to,
 * every one of them an attendee the draft already holds.
 */
export const sendThankYouEmailSchema = z
  .object({
    subject: editThankYouEmailSchema.shape.subject,
    body: editThankYouEmailSchema.shape.body,
    recipients: z
      .array(z.string().trim().min(1, 'is required').max(320, 'must be at most 320 characters'))
      .min(1, 'must list at least one attendee')
      .max(1000, 'must list at most 1000 addresses')
      .optional(),
  })
  .nullish();
export type SendThankYouEmail = NonNullable<z.infer<typeof sendThankYouEmailSchema>>;

const tag = 'campaigns';

// ----- A speaker's thank-you e-mail ------------------------------------------------------------

export const getThankYouEmail = defineOperation({
  id: 'getThankYouEmail',
  method: 'GET',
  path: '/api/speaker-admin/thank-you-emails/{emailId}',
  summary: 'Read a drafted thank-you e-mail with its recipients',
  tag,
  params: emailIdParamsSchema,
  answers: { 200: thankYouEmailSchema },
  errors: [404],
});

export const updateThankYouEmail = defineOperation({
  id: 'updateThankYouEmail',
  method: 'PATCH',
  path: '/api/speaker-admin/thank-you-emails/{emailId}',
  summary: "Edit a thank-you e-mail's subject, body or recipients before it is approved",
  tag,
  params: emailIdParamsSchema,
  body: editThankYouEmailSchema,
  answers: { 200: thankYouEmailSchema },
  errors: [404, 409],
});

export const approveThankYouEmail = defineOperation({
  id: 'approveThankYouEmail',
  method: 'POST',
  path: '/api/speaker-admin/thank-you-emails/{emailId}/approval',
  summary: 'Approve a thank-you e-mail as shown, which sends it to each recipient once',
  tag,
  params: emailIdParamsSchema,
  body: sendThankYouEmailSchema,
  answers: { 200: approveCampaignResponseSchema },
  errors: [404, 409],
});

// ----- A speaker's campaigns -------------------------------------------------------------------

export const getSpeakerCampaign = defineOperation({
  id: 'getSpeakerCampaign',
  method: 'GET',
  path: '/api/speaker-admin/campaigns/{id}',
  summary: "Read one of the speaker's own campaigns with its recipients",
  tag,
  params: campaignIdParamsSchema,
  answers: { 200: campaignDetailSchema },
  errors: [404],
});

export const approveSpeakerCampaign = defineOperation({
  id: 'approveSpeakerCampaign',
  method: 'POST',
  path: '/api/speaker-admin/campaigns/{id}/approval',
  summary: "Approve one of the speaker's own campaigns, which sends it",
  tag,
  params: campaignIdParamsSchema,
  answers: { 200: approveCampaignResponseSchema },
  errors: [404, 409],
});

export const rejectSpeakerCampaign = defineOperation({
  id: 'rejectSpeakerCampaign',
  method: 'POST',
  path: '/api/speaker-admin/campaigns/{id}/rejection',
  summary: "Reject one of the speaker's own campaigns: nothing is sent",
  tag,
  params: campaignIdParamsSchema,
  body: rejectCampaignBodySchema,
  answers: { 200: rejectCampaignResponseSchema },
  errors: [404, 409],
});

// ----- The owner's campaigns -------------------------------------------------------------------

export const listCampaigns = defineOperation({
  id: 'listCampaigns',
  method: 'GET',
  path: '/api/admin/campaigns',
  summary: "List the owner's bulk and welcome campaigns, newest first",
  tag,
  query: campaignListQuerySchema,
  answers: { 200: z.array(campaignSummarySchema) },
});

export const createBulkCampaign = defineOperation({
  id: 'createBulkCampaign',
  method: 'POST',
  path: '/api/admin/campaigns',
  summary: 'Draft a bulk campaign to a recipient group, pending approval',
  tag,
  body: generateBulkEmailsSchema,
  answers: { 200: generateBulkEmailsResponseSchema },
  errors: [409],
});

export const getCampaign = defineOperation({
  id: 'getCampaign',
  method: 'GET',
  path: '/api/admin/campaigns/{id}',
  summary: 'Read one campaign with its e-mail and recipients',
  tag,
  params: campaignIdParamsSchema,
  answers: { 200: campaignDetailSchema },
  errors: [404],
});

export const getCampaignReport = defineOperation({
  id: 'getCampaignReport',
  method: 'GET',
  path: '/api/admin/campaigns/{id}/report',
  summary: "Count a campaign's deliveries, skips and failures",
  tag,
  params: campaignIdParamsSchema,
  answers: { 200: campaignReportSchema },
  errors: [404],
});

export const getCampaignPreview = defineOperation({
  id: 'getCampaignPreview',
  method: 'GET',
  path: '/api/admin/campaigns/{id}/preview',
  summary: 'Show the e-mail one recipient of a campaign would get',
  tag,
  params: campaignIdParamsSchema,
  query: campaignPreviewQuerySchema,
  answers: { 200: campaignPreviewSchema },
  errors: [404],
});

export const approveCampaign = defineOperation({
  id: 'approveCampaign',
  method: 'POST',
  path: '/api/admin/campaigns/{id}/approval',
  summary: 'Approve a campaign (bulk or welcome), which sends each recipient its e-mail once',
  tag,
  params: campaignIdParamsSchema,
  body: approveCampaignBodySchema,
  answers: { 200: approveCampaignResponseSchema },
  errors: [404, 409],
});

export const rejectCampaign = defineOperation({
  id: 'rejectCampaign',
  method: 'POST',
  path: '/api/admin/campaigns/{id}/rejection',
  summary: 'Reject a campaign: nothing is sent',
  tag,
  params: campaignIdParamsSchema,
  body: rejectCampaignBodySchema,
  answers: { 200: rejectCampaignResponseSchema },
  errors: [404, 409],
});

export const redraftCampaign = defineOperation({
  id: 'redraftCampaign',
  method: 'POST',
  path: '/api/admin/campaigns/{id}/drafts',
  summary: "Write a pending campaign's e-mail afresh",
  tag,
  params: campaignIdParamsSchema,
  answers: { 200: campaignDetailSchema },
  errors: [404, 409],
});

export const requestCampaignApproval = defineOperation({
  id: 'requestCampaignApproval',
  method: 'POST',
  path: '/api/admin/campaigns/{id}/approval-requests',
  summary: 'E-mail the owner a request to approve a pending campaign',
  tag,
  params: campaignIdParamsSchema,
  answers: { 200: sendApprovalEmailResponseSchema },
  errors: [404, 409],
});

export const listCampaignRecipients = defineOperation({
  id: 'listCampaignRecipients',
  method: 'GET',
  path: '/api/admin/campaigns/{id}/recipients',
  summary: "List a campaign's recipients, excluded ones included",
  tag,
  params: campaignIdParamsSchema,
  answers: { 200: campaignRecipientsResponseSchema },
  errors: [404],
});

export const updateCampaignRecipient = defineOperation({
  id: 'updateCampaignRecipient',
  method: 'PATCH',
  path: '/api/admin/campaigns/{id}/recipients',
  summary: 'Exclude a recipient from a pending campaign, or include them again',
  tag,
  params: campaignIdParamsSchema,
  body: excludeRecipientSchema,
  answers: { 200: campaignRecipientsResponseSchema },
  errors: [404, 409],
});

export const listPendingEmailApprovals = defineOperation({
  id: 'listPendingEmailApprovals',
  method: 'GET',
  path: '/api/admin/pending-email-approvals',
  summary: 'List the campaigns waiting for the owner to approve them',
  tag,
  answers: { 200: z.array(pendingEmailApprovalSchema) },
});

export const getWelcomeCampaign = defineOperation({
  id: 'getWelcomeCampaign',
  method: 'GET',
  path: '/api/admin/welcome-campaigns/{id}',
  summary: 'Read a welcome e-mail campaign as its approval page shows it',
  tag,
  params: campaignIdParamsSchema,
  answers: { 200: welcomeEmailCampaignSchema },
  errors: [404],
});
