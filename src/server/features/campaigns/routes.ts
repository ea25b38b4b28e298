import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as ops from '../../../shared/contract/campaigns';
import { createThankYouEmail } from '../../../shared/contract/talks';
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

  // ----- A speaker's thank-you e-mail --------------------------------------------------------

  r.route({
    ...operationRoute(createThankYouEmail),
    handler: async (request, reply) => {
      const result = await draftThankYouEmail(deps, request.user!.id, request.params.id);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  });

  r.route({
    ...operationRoute(ops.getThankYouEmail),
    handler: async (request) => {
      const c = await getSpeakerCampaign(db, request.user!.id, request.params.emailId, EMAIL_NOT_FOUND_MESSAGE);
      return thankYouEmail(deps, request.user!.id, c);
    },
  });

  r.route({
    ...operationRoute(ops.updateThankYouEmail),
    handler: async (request) => {
      const c = await getSpeakerCampaign(db, request.user!.id, request.params.emailId, EMAIL_NOT_FOUND_MESSAGE);
      return editThankYouEmail(deps, request.user!.id, c, request.body);
    },
  });

  r.route({
    ...operationRoute(ops.approveThankYouEmail),
    handler: async (request) => {
      const c = await getSpeakerCampaign(db, request.user!.id, request.params.emailId, EMAIL_NOT_FOUND_MESSAGE);
      return sendThankYouEmail(deps, request.user!.id, c, request.body);
    },
  });

  // ----- A speaker's campaigns ----------------------------------------------------------------

  r.route({
    ...operationRoute(ops.getSpeakerCampaign),
    handler: async (request) => campaignDetail(db, config.publicUrl, await getSpeakerCampaign(db, request.user!.id, request.params.id)),
  });

  r.route({
    ...operationRoute(ops.approveSpeakerCampaign),
    handler: async (request) => approveCampaign(deps, await getSpeakerCampaign(db, request.user!.id, request.params.id), request.user!.id),
  });

  r.route({
    ...operationRoute(ops.rejectSpeakerCampaign),
    handler: async (request) => rejectCampaign(db, await getSpeakerCampaign(db, request.user!.id, request.params.id), request.body?.reason),
  });

  // ----- The owner's campaigns ------------------------------------------------------------------

  r.route({ ...operationRoute(ops.listCampaigns), handler: async (request) => listAdminCampaigns(db, request.query.kind) });

  // A bulk campaign is created as a draft, pending the owner's approval.
  r.route({ ...operationRoute(ops.createBulkCampaign), handler: async (request) => generateBulkEmails(deps, request.body) });

  r.route({
    ...operationRoute(ops.getCampaign),
    handler: async (request) => campaignDetail(db, config.publicUrl, await getAdminCampaign(db, request.params.id)),
  });

  r.route({
    ...operationRoute(ops.getCampaignReport),
    handler: async (request) => campaignReport(db, await getAdminCampaign(db, request.params.id)),
  });

  r.route({
    ...operationRoute(ops.getCampaignPreview),
    handler: async (request) =>
      previewAsRecipient(db, config.publicUrl, await getAdminCampaign(db, request.params.id), request.query.email),
  });

  // One approval for every kind of owner's campaign (bulk and welcome alike).
  r.route({
    ...operationRoute(ops.approveCampaign),
    handler: async (request) => approveCampaign(deps, await getAdminCampaign(db, request.params.id), request.user!.id),
  });

  r.route({
    ...operationRoute(ops.rejectCampaign),
    handler: async (request) => rejectCampaign(db, await getAdminCampaign(db, request.params.id), request.body?.reason),
  });

  // A new draft of a pending campaign's e-mail replaces the one it has.
  r.route({
    ...operationRoute(ops.redraftCampaign),
    handler: async (request) => {
      const regenerated = await regenerateDraft(deps, await getAdminCampaign(db, request.params.id, ['bulk', 'welcome']));
      return campaignDetail(db, config.publicUrl, regenerated);
    },
  });

  r.route({
    ...operationRoute(ops.requestCampaignApproval),
    handler: async (request) => sendApprovalRequest(deps, await getAdminCampaign(db, request.params.id)),
  });

  r.route({
    ...operationRoute(ops.listCampaignRecipients),
    handler: async (request) => campaignRecipientsList(db, await getAdminCampaign(db, request.params.id)),
  });

  r.route({
    ...operationRoute(ops.updateCampaignRecipient),
    handler: async (request) =>
      setRecipientExcluded(db, await getAdminCampaign(db, request.params.id), request.body.email, request.body.excluded),
  });

  // ----- The owner's e-mail approvals and welcome e-mails -------------------------------------

  r.route({ ...operationRoute(ops.listPendingEmailApprovals), handler: async () => pendingEmailApprovals(db, config.publicUrl) });

  r.route({
    ...operationRoute(ops.getWelcomeCampaign),
    handler: async (request) => welcomeCampaign(db, config.publicUrl, await getAdminCampaign(db, request.params.id, ['welcome'])),
  });
}
