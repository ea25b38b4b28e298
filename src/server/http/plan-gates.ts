import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import {
  createTalk,
  createTalkCopy,
  createTalkImport,
  createTalkImportPreview,
  createThankYouEmail,
  exportHotLeads,
  listHotLeads,
} from '../../shared/contract/talks';
import { approveThankYouEmail, updateThankYouEmail } from '../../shared/contract/campaigns';
import {
  createGraphicBatch,
  createGraphicPublicLink,
  createGraphicRender,
  getFirstTalkGraphic,
  updateGraphicExcerpt,
} from '../../shared/contract/graphics';
import { createLogo } from '../../shared/contract/profile';
import { updateLead } from '../../shared/contract/lead-follow-up';
import { getAudienceInsights, getInsights } from '../../shared/contract/insights';
import type { Operation } from '../../shared/contract/operation';
import type { PlanFeature } from '../../shared/domain/plans';
import type { Db } from '../db/client';
import { requireFeature } from '../domain/plans';

/*
 * The operations a plan opens, in one list, each checked where its route is registered (like the
 * audience guards), so a route cannot forget its check. What stays open on every plan is left out
 * on purpose: reading, downloading and deleting what a speaker already has (graphics made, a
 * thank-you e-mail drafted, answers and the all-leads CSV) is theirs whatever they pay, so a
 * downgrade never takes their data away; only making more of a paid feature is refused.
 * Assessment reports count (3 on Lite) and are checked by the reports service.
 */
export const PLAN_GATES: readonly (readonly [Operation, PlanFeature])[] = [
  [createTalk, 'leadCollection'],
  // A copy and an import make talks too; the preview is the first step of an import.
  [createTalkCopy, 'leadCollection'],
  [createTalkImportPreview, 'leadCollection'],
  [createTalkImport, 'leadCollection'],
  [createLogo, 'customLogo'],
  [getFirstTalkGraphic, 'testimonialGraphics'],
  [createGraphicBatch, 'testimonialGraphics'],
  [createGraphicRender, 'testimonialGraphics'],
  [updateGraphicExcerpt, 'testimonialGraphics'],
  [createGraphicPublicLink, 'testimonialGraphics'],
  [listHotLeads, 'hotLeadsCsv'],
  [exportHotLeads, 'hotLeadsCsv'],
  // Following up a lead, hot or booking, goes with hot-lead detection (decision 074).
  [updateLead, 'hotLeadsCsv'],
  [createThankYouEmail, 'thankYouEmails'],
  [updateThankYouEmail, 'thankYouEmails'],
  [approveThankYouEmail, 'thankYouEmails'],
  // The pictures across talks and their comparison are PRO's deeper audience insights (decision 078);
  // a talk's own rating bars (getTalkRatings) are part of its page, open on every plan like the page.
  [getInsights, 'insights'],
  [getAudienceInsights, 'insights'],
];

/**
 * After the audience guard of each gated route, a check of the speaker's plan: before the body is
 * read, so a refused caller learns nothing about the payload. The owner is not on a plan.
 */
export function registerPlanGates(app: FastifyInstance, db: Db) {
  const featureOf = new Map(PLAN_GATES.map(([op, feature]) => [op.id, feature]));
  const gates = new Map<PlanFeature, (request: FastifyRequest) => Promise<void>>();
  const gateFor = (feature: PlanFeature) => {
    let gate = gates.get(feature);
    if (!gate) {
      gate = async (request: FastifyRequest) => {
        if (request.user?.role === 'speaker') await requireFeature(db, request.user.id, feature);
      };
      gates.set(feature, gate);
    }
    return gate;
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    const feature = featureOf.get((route.schema as { operationId?: string } | undefined)?.operationId ?? '');
    if (!feature) return;
    route.onRequest = [
      ...([] as RouteOptions['onRequest'][]).concat(route.onRequest ?? []).flat(),
      gateFor(feature),
    ] as RouteOptions['onRequest'];
  });
}
