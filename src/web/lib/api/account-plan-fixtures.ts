import type { AccountPlan } from '../../../shared/contract/plans';

/*
 * The account plans component tests answer GET /api/account/plan with: a speaker on Free whose
 * Lite trial has ended, and one still on the trial.
 */

export const LITE_TRIAL_PLAN: AccountPlan = {
  plan: 'lite',
  features: ['freeQrPage', 'leadCollection', 'customLogo', 'testimonialGraphics', 'hotLeadsCsv', 'thankYouEmails', 'assessmentReports'],
  record: {
    plan: 'lite',
    status: 'trial',
    source: 'trial',
    startedAt: '2026-11-28T10:00:00.000Z',
    trialEndsAt: '2026-12-12T10:00:00.000Z',
    endsAt: null,
    reason: '14-day Lite trial',
  },
  pendingRequest: null,
  paymentsEnabled: false,
  billingPortal: false,
};

export const TRIAL_ENDED_PLAN: AccountPlan = {
  ...LITE_TRIAL_PLAN,
  plan: 'free',
  features: ['freeQrPage'],
  record: { ...LITE_TRIAL_PLAN.record!, trialEndsAt: '2026-11-14T10:00:00.000Z' },
};
