import { z } from 'zod';
import { idSchema } from './common';
import { defineOperation } from './operation';
import { PLAN_FEATURES, PLAN_NAMES, PLAN_SOURCES, PLAN_STATUSES } from '../domain/plans';

const paidPlanSchema = z.enum(['lite', 'pro'], { message: 'must be one of: lite, pro' });

/** A speaker's plan record as it stands (or stood, when it ran out). */
export const planRecordSchema = z.object({
  plan: z.enum(PLAN_NAMES),
  status: z.enum(PLAN_STATUSES),
  source: z.enum(PLAN_SOURCES),
  startedAt: z.string(),
  trialEndsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  reason: z.string(),
});
export type PlanRecordView = z.infer<typeof planRecordSchema>;

/** The plan in force in short, as `GET /api/account/user` carries it (see summarizePlan). */
export const planSummarySchema = z.object({
  name: z.enum(PLAN_NAMES),
  /** How the plan in force stands; `free` when no paid plan or trial is in force. */
  status: z.enum([...PLAN_STATUSES, 'free']),
  trialEndsAt: z.string().nullable(),
  /** When Stripe next charges for the plan; null when it will not renew. */
  renewsAt: z.string().nullable(),
  /** When a plan that will not renew ends (trial, grant, grace period, cancelled subscription). */
  endsAt: z.string().nullable(),
});

/** GET /api/account/plan: the plan in force now, what it opens, and the record behind it. */
export const accountPlanSchema = z.object({
  /** The plan in force now: a trial or grant past its end reads as free. */
  plan: z.enum(PLAN_NAMES),
  features: z.array(z.enum(PLAN_FEATURES)),
  record: planRecordSchema.nullable(),
  /** The newest upgrade request not yet answered by a change of plan, if any. */
  pendingRequest: z.object({ plan: z.enum(PLAN_NAMES), createdAt: z.string() }).nullable(),
  /** Plans can be bought here (Stripe is configured): upgrade buttons start a checkout instead of a request. */
  paymentsEnabled: z.boolean(),
  /** The speaker has paid through Stripe, so its billing portal (card, invoices, cancellation) can be opened. */
  billingPortal: z.boolean(),
});
export type AccountPlan = z.infer<typeof accountPlanSchema>;

/** POST /api/speaker-admin/upgrade-requests */
export const createUpgradeRequestSchema = z.object({ plan: paidPlanSchema });
export const upgradeRequestSchema = z.object({
  id: z.number().int(),
  plan: z.enum(PLAN_NAMES),
  createdAt: z.string(),
  /** What happens next, in words for the speaker. */
  message: z.string(),
});
export type UpgradeRequest = z.infer<typeof upgradeRequestSchema>;

export const UPGRADE_REQUEST_MESSAGE =
  'Thank you: your request is with the SpeakerPro team. No payment has been taken. We will reply by e-mail, and your plan changes as soon as we switch it on.';

/**
 * PUT /api/admin/speakers/{id}/plan: the owner sets a speaker's plan by hand. A paid plan is a
 * grant (until a date, or until changed); `free` ends whatever plan is in force. The reason is kept.
 */
export const setSpeakerPlanSchema = z
  .object({
    plan: z.enum(PLAN_NAMES, { message: 'must be one of: free, lite, pro' }),
    /** A grant's last moment; none: until changed by hand. Only for a paid plan. */
    until: z.iso.datetime({ offset: true, message: 'must be a date and time (ISO 8601)' }).optional(),
    reason: z.string({ message: 'is required' }).trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
  })
  .refine((body) => body.plan !== 'free' || body.until === undefined, {
    path: ['until'],
    message: 'is only for a paid plan (free ends the plan now)',
  });
export type SetSpeakerPlan = z.input<typeof setSpeakerPlanSchema>;

export const planChangeSchema = z.object({
  id: z.number().int(),
  fromPlan: z.enum(PLAN_NAMES),
  toPlan: z.enum(PLAN_NAMES),
  status: z.enum(PLAN_STATUSES),
  source: z.enum(PLAN_SOURCES),
  endsAt: z.string().nullable(),
  reason: z.string(),
  /** The owner's address; null: signup, the migration. */
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export type PlanChange = z.infer<typeof planChangeSchema>;

/** GET /api/admin/speakers/{id}/plan: the plan, its record and every change, newest first. */
export const speakerPlanSchema = z.object({
  speakerId: z.number().int(),
  plan: z.enum(PLAN_NAMES),
  record: planRecordSchema.nullable(),
  changes: z.array(planChangeSchema),
});
export type SpeakerPlan = z.infer<typeof speakerPlanSchema>;

const speakerParamsSchema = z.object({ id: idSchema });
const tag = 'plans';

export const getAccountPlan = defineOperation({
  id: 'getAccountPlan',
  method: 'GET',
  path: '/api/account/plan',
  summary: "The signed-in speaker's plan now, what it includes, and when a trial or grant ends",
  tag,
  answers: { 200: accountPlanSchema },
});

export const createUpgradeRequest = defineOperation({
  id: 'createUpgradeRequest',
  method: 'POST',
  path: '/api/speaker-admin/upgrade-requests',
  summary: "Ask the owner for a paid plan (no payment is taken; the request goes to the owner's inbox)",
  tag,
  body: createUpgradeRequestSchema,
  answers: { 201: upgradeRequestSchema },
});

export const getSpeakerPlan = defineOperation({
  id: 'getSpeakerPlan',
  method: 'GET',
  path: '/api/admin/speakers/{id}/plan',
  summary: "A speaker account's plan, its record and the history of its changes",
  tag,
  params: speakerParamsSchema,
  answers: { 200: speakerPlanSchema },
  errors: [404],
});

export const setSpeakerPlan = defineOperation({
  id: 'setSpeakerPlan',
  method: 'PUT',
  path: '/api/admin/speakers/{id}/plan',
  summary:
    "Set a speaker's plan by hand: grant Lite or PRO (until a date or until changed), or `free` to end it; nothing is deleted, and the reason is kept",
  tag,
  params: speakerParamsSchema,
  body: setSpeakerPlanSchema,
  answers: { 200: speakerPlanSchema },
  errors: [404],
});
