import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveCampaignBodySchema,
  approveCampaignResponseSchema,
  campaignCampaignIdParamsSchema,
  campaignDetailSchema,
  campaignIdParamsSchema,
  campaignListQuerySchema,
  campaignPreviewQuerySchema,
  campaignPreviewSchema,
  campaignRecipientsResponseSchema,
  campaignReportSchema,
  excludeRecipientSchema,
  campaignSummarySchema,
  emailIdParamsSchema,
  generateBulkEmailsResponseSchema,
  generateBulkEmailsSchema,
  pendingEmailApprovalSchema,
  rejectCampaignBodySchema,
  rejectCampaignResponseSchema,
  sendApprovalEmailResponseSchema,
  sendThankYouEmailSchema,
  editThankYouEmailSchema,
  thankYouEmailSchema,
  welcomeEmailCampaignSchema,
} from '../../../shared/contract/campaigns';
import { createThankYouEmail } from '../../../shared/contract/events';
import type { AppDeps } from '../../deps';
import { operationRoute } from '../../http/operations';
import { approveCampaign, rejectCampaign } from './approval';
import {
  campaignDetail,
  campaignRecipientsList,
  setRecipientExcluded,
  EMAIL_NOT_FOUND_MESSAGE,
  getAdminCampaign,
  getSpeakerCampaign,
  listAdminCampaigns,
  previewAsRecipient,
} from './service';
import { draftThankYouEmail, editThankYouEmail, sendThankYouEmail, thankYouEmail } from './thank-you';
import { generateBulkEmails, regenerateDraft } from './bulk';
import { pendingEmailApprovals, sendApprovalRequest } from './approval-requests';
import { welcomeCampaign } from './welcome';
import { campaignReport } from './report';

/**
 * Campaign e-mail: the owner's bulk campaigns and welcome e-mails (admin only) and a speaker's
 * thank-you e-mail and campaigns (the owning speaker only). Every approval goes through
 * approveCampaign, which sends each recipient's e-mail exactly once.
 */
export async function campaignsRoutes(app: FastifyInstance, opts: { deps: AppDeps }) {
  const deps = opts.deps;
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['campaigns'];

  // ----- A speaker's thank-you e-mail --------------------------------------------------------

  r.route({
    ...operationRoute(createThankYouEmail),
    handler: async (request, reply) => {
      const result = await draftThankYouEmail(deps, request.user!.id, request.params.id);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  });

  r.get(
    '/api/speaker-admin/email-approval/:emailId',
    { schema: { tags, params: emailIdParamsSchema, response: { 200: thankYouEmailSchema } } },
    async (request) => {
      const c = await getSpeakerCampaign(db, request.user!.id, request.params.emailId, EMAIL_NOT_FOUND_MESSAGE);
      return thankYouEmail(deps, request.user!.id, c);
    },
  );

  r.patch(
    '/api/speaker-admin/email-approval/:emailId',
    { schema: { tags, params: emailIdParamsSchema, body: editThankYouEmailSchema, response: { 200: thankYouEmailSchema } } },
    async (request) => {
      const c = await getSpeakerCampaign(db, request.user!.id, request.params.emailId, EMAIL_NOT_FOUND_MESSAGE);
      return editThankYouEmail(deps, request.user!.id, c, request.body);
    },
  );

  r.post(
    '/api/speaker-admin/email-approval/:emailId/send',
    {
      schema: { tags, params: emailIdParamsSchema, body: sendThankYouEmailSchema, response: { 200: approveCampaignResponseSchema } },
    },
    async (request) => {
      const c = await getSpeakerCampaign(db, request.user!.id, request.params.emailId, EMAIL_NOT_FOUND_MESSAGE);
      return sendThankYouEmail(deps, request.user!.id, c, request.body);
    },
  );

  // ----- A speaker's campaigns ----------------------------------------------------------------

  r.get(
    '/api/speaker-admin/campaigns/:campaignId',
    { schema: { tags, params: campaignCampaignIdParamsSchema, response: { 200: campaignDetailSchema } } },
    async (request) => campaignDetail(db, config.publicUrl, await getSpeakerCampaign(db, request.user!.id, request.params.campaignId)),
  );

  r.post(
    '/api/speaker-admin/campaigns/:campaignId/approve',
    { schema: { tags, params: campaignCampaignIdParamsSchema, response: { 200: approveCampaignResponseSchema } } },
    async (request) => approveCampaign(deps, await getSpeakerCampaign(db, request.user!.id, request.params.campaignId), request.user!.id),
  );

  r.post(
    '/api/speaker-admin/campaigns/:campaignId/reject',
    {
      schema: {
        tags,
        params: campaignCampaignIdParamsSchema,
        body: rejectCampaignBodySchema,
        response: { 200: rejectCampaignResponseSchema },
      },
    },
    async (request) => rejectCampaign(db, await getSpeakerCampaign(db, request.user!.id, request.params.campaignId), request.body?.reason),
  );

  // ----- The owner's campaigns ------------------------------------------------------------------

  r.get(
    '/api/admin/campaigns',
    { schema: { tags, querystring: campaignListQuerySchema, response: { 200: z.array(campaignSummarySchema) } } },
    async (request) => listAdminCampaigns(db, request.query.kind),
  );

  r.get(
    '/api/admin/campaigns/:id',
    { schema: { tags, params: campaignIdParamsSchema, response: { 200: campaignDetailSchema } } },
    async (request) => campaignDetail(db, config.publicUrl, await getAdminCampaign(db, request.params.id)),
  );

  r.get(
    '/api/admin/campaigns/:id/report',
    { schema: { tags, params: campaignIdParamsSchema, response: { 200: campaignReportSchema } } },
    async (request) => campaignReport(db, await getAdminCampaign(db, request.params.id)),
  );

  r.get(
    '/api/admin/campaigns/:id/preview',
    { schema: { tags, params: campaignIdParamsSchema, querystring: campaignPreviewQuerySchema, response: { 200: campaignPreviewSchema } } },
    async (request) => previewAsRecipient(db, config.publicUrl, await getAdminCampaign(db, request.params.id), request.query.email),
  );

  r.post(
    '/api/admin/campaigns/:id/approve',
    {
      schema: { tags, params: campaignIdParamsSchema, body: approveCampaignBodySchema, response: { 200: approveCampaignResponseSchema } },
    },
    async (request) => approveCampaign(deps, await getAdminCampaign(db, request.params.id), request.user!.id),
  );

  r.post(
    '/api/admin/campaigns/:id/reject',
    {
      schema: { tags, params: campaignIdParamsSchema, body: rejectCampaignBodySchema, response: { 200: rejectCampaignResponseSchema } },
    },
    async (request) => rejectCampaign(db, await getAdminCampaign(db, request.params.id), request.body?.reason),
  );

  r.post(
    '/api/admin/generate-bulk-emails',
    { schema: { tags, body: generateBulkEmailsSchema, response: { 200: generateBulkEmailsResponseSchema } } },
    async (request) => generateBulkEmails(deps, request.body),
  );

  r.post(
    '/api/admin/campaigns/:id/regenerate',
    { schema: { tags, params: campaignIdParamsSchema, response: { 200: campaignDetailSchema } } },
    async (request) => {
      const regenerated = await regenerateDraft(deps, await getAdminCampaign(db, request.params.id, ['bulk', 'welcome']));
      return campaignDetail(db, config.publicUrl, regenerated);
    },
  );

  r.get(
    '/api/admin/campaign-recipients/:id',
    { schema: { tags, params: campaignIdParamsSchema, response: { 200: campaignRecipientsResponseSchema } } },
    async (request) => campaignRecipientsList(db, await getAdminCampaign(db, request.params.id)),
  );

  r.patch(
    '/api/admin/campaign-recipients/:id',
    {
      schema: { tags, params: campaignIdParamsSchema, body: excludeRecipientSchema, response: { 200: campaignRecipientsResponseSchema } },
    },
    async (request) => setRecipientExcluded(db, await getAdminCampaign(db, request.params.id), request.body.email, request.body.excluded),
  );

  // ----- The owner's e-mail approvals and welcome e-mails -------------------------------------

  r.get('/api/admin/pending-email-approvals', { schema: { tags, response: { 200: z.array(pendingEmailApprovalSchema) } } }, async () =>
    pendingEmailApprovals(db, config.publicUrl),
  );

  r.post(
    '/api/admin/send-approval-email/:id',
    { schema: { tags, params: campaignIdParamsSchema, response: { 200: sendApprovalEmailResponseSchema } } },
    async (request) => sendApprovalRequest(deps, await getAdminCampaign(db, request.params.id)),
  );

  r.get(
    '/api/admin/welcome-email-approval/:campaignId',
    { schema: { tags, params: campaignCampaignIdParamsSchema, response: { 200: welcomeEmailCampaignSchema } } },
    async (request) => welcomeCampaign(db, config.publicUrl, await getAdminCampaign(db, request.params.campaignId, ['welcome'])),
  );
}
