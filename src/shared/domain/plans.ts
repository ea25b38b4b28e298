import { LITE_ASSESSMENT_REPORTS } from './free-tier';

/*
 * What each plan includes, declared once: the server refuses what a speaker's plan does not
 * include, and the pages say which plan unlocks it. Prices are not here: the owner sets them.
 */

export const PLAN_NAMES = ['free', 'lite', 'pro'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export const PLAN_FEATURES = [
  /** The free QR page (/feedback/{slug}), its answers and its gift. */
  'freeQrPage',
  /** Talks of their own, each with a QR code collecting answers and leads. */
  'leadCollection',
  'customLogo',
  'testimonialGraphics',
  'hotLeadsCsv',
  'thankYouEmails',
  /** How many approved assessment reports open. */
  'assessmentReports',
  /** Trends and comparison across talks. */
  'insights',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export const PLAN_LABELS: Record<PlanName, string> = { free: 'Free', lite: 'Lite', pro: 'PRO' };

export const FEATURE_LABELS: Record<PlanFeature, string> = {
  freeQrPage: 'The free QR page, its answers and its gift',
  leadCollection: 'Automated lead and feedback collection',
  customLogo: 'Custom logo branding',
  testimonialGraphics: 'The testimonial graphics generator',
  hotLeadsCsv: 'Hot lead detection with CSV export',
  thankYouEmails: 'Thank-you email generation',
  assessmentReports: 'Assessment reports',
  insights: 'Deeper audience insights',
};

/** A feature's allowance on a plan: `true` (included), or how many (assessment reports). */
type Allowance = true | number;

const FREE: Partial<Record<PlanFeature, Allowance>> = { freeQrPage: true };
const LITE: Partial<Record<PlanFeature, Allowance>> = {
  ...FREE,
  leadCollection: true,
  customLogo: true,
  testimonialGraphics: true,
  hotLeadsCsv: true,
  thankYouEmails: true,
  assessmentReports: LITE_ASSESSMENT_REPORTS,
};
const PRO: Partial<Record<PlanFeature, Allowance>> = { ...LITE, insights: true };

export const PLANS: Record<PlanName, { label: string; includes: Partial<Record<PlanFeature, Allowance>> }> = {
  free: { label: PLAN_LABELS.free, includes: FREE },
  lite: { label: PLAN_LABELS.lite, includes: LITE },
  pro: { label: PLAN_LABELS.pro, includes: PRO },
};

/** How much of a feature a plan gives: 0 when it does not include it, else its count (Infinity: no count). */
export function entitlement(plan: PlanName, feature: PlanFeature): number {
  const allowance = PLANS[plan].includes[feature];
  if (allowance === undefined) return 0;
  return allowance === true ? Infinity : allowance;
}

export const isIncluded = (plan: PlanName, feature: PlanFeature): boolean => entitlement(plan, feature) > 0;

/** The cheapest plan that includes the feature. */
export function planThatUnlocks(feature: PlanFeature): PlanName {
  return PLAN_NAMES.find((plan) => isIncluded(plan, feature)) ?? 'pro';
}

/** What a speaker is told when their plan does not include a feature ('Custom logo branding is part of Lite.'). */
export function planRequiredMessage(feature: PlanFeature): string {
  const verb = feature === 'assessmentReports' || feature === 'insights' ? 'are' : 'is';
  return `${FEATURE_LABELS[feature]} ${verb} part of ${PLAN_LABELS[planThatUnlocks(feature)]}.`;
}

/** How a plan record stands: a trial, paid (active, past due, cancelled), kept from before plans, or given by the owner. */
export const PLAN_STATUSES = ['trial', 'active', 'past_due', 'cancelled', 'grandfathered', 'granted'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** Where a plan record came from. */
export const PLAN_SOURCES = ['trial', 'grant', 'stripe', 'grandfathered'] as const;
export type PlanSource = (typeof PLAN_SOURCES)[number];

/**
 * The plan in force in a few words: its name, how it stands ('free' when none is in force), and the
 * one date that matters next: when a trial ends, when a paid subscription renews, or when a plan
 * that will not renew ends (a grant's end, a grace period, a cancelled subscription's paid period).
 */
export interface PlanSummary {
  name: PlanName;
  status: PlanStatus | 'free';
  trialEndsAt: string | null;
  renewsAt: string | null;
  endsAt: string | null;
}

/** Stripe renews an active subscription at its paid period's end; every other end of a plan is final. */
export const renewsAtItsEnd = (record: { status: string; source: PlanSource }) => record.source === 'stripe' && record.status === 'active';

/** `plan` is the plan in force now, `record` the speaker's plan record (dates as ISO strings). */
export function summarizePlan(
  plan: PlanName,
  record: { status: PlanStatus; source: PlanSource; trialEndsAt: string | null; endsAt: string | null } | null,
): PlanSummary {
  if (plan === 'free' || !record) return { name: plan, status: 'free', trialEndsAt: null, renewsAt: null, endsAt: null };
  const trialEndsAt = record.status === 'trial' ? record.trialEndsAt : null;
  const renewsAt = renewsAtItsEnd(record) ? record.endsAt : null;
  return { name: plan, status: record.status, trialEndsAt, renewsAt, endsAt: renewsAt ? null : (trialEndsAt ?? record.endsAt) };
}

/** The owner's setting: days of Lite a new account gets (0: none). */
export const SETTING_TRIAL_DAYS_KEY = 'lite_trial_days';
export const DEFAULT_TRIAL_DAYS = 14;
export const MAX_TRIAL_DAYS = 365;

/** The owner's setting: days a paid plan stays open after a renewal fails, before the account is on Free. */
export const SETTING_PAYMENT_GRACE_DAYS_KEY = 'payment_grace_days';
export const DEFAULT_PAYMENT_GRACE_DAYS = 7;
export const MAX_PAYMENT_GRACE_DAYS = 60;
