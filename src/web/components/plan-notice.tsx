import { AlertTriangle, CreditCard, Lock, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { UPGRADE_REQUEST_MESSAGE } from '../../shared/contract/plans';
import {
  FEATURE_LABELS,
  PLAN_LABELS,
  PLAN_NAMES,
  isIncluded,
  planRequiredMessage,
  planThatUnlocks,
  summarizePlan,
  type PlanFeature,
  type PlanName,
} from '../../shared/domain/plans';
import { Button } from './ui/button';
import { errorMessageFromApiError } from '../lib/api-request';
import { useAccountPlan, useOpenBillingPortal, useRequestUpgrade, useStartCheckout } from '../lib/api/account-plan';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The button that upgrades: where payments are set up it opens Stripe Checkout for the plan;
 * otherwise it asks the owner for the plan, says so (no payment is taken), and the answer tells the
 * speaker what happens next. `label` names the request.
 */
export function UpgradeButton({ plan, label }: { plan: 'lite' | 'pro'; label?: string }) {
  const account = useAccountPlan();
  if (account.data?.paymentsEnabled) return <CheckoutButton plan={plan} />;
  return <RequestButton plan={plan} label={label} />;
}

function CheckoutButton({ plan }: { plan: 'lite' | 'pro' }) {
  const checkout = useStartCheckout();
  return (
    <div className="space-y-1">
      <Button type="button" size="sm" onClick={() => checkout.mutate(plan)} disabled={checkout.isPending || checkout.isSuccess}>
        <Sparkles className="size-4" aria-hidden="true" />
        {checkout.isPending || checkout.isSuccess ? 'Opening the secure checkout…' : `Upgrade to ${PLAN_LABELS[plan]}`}
      </Button>
      {checkout.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessageFromApiError(checkout.error, 'The checkout could not be opened. Please try again.')}
        </p>
      )}
    </div>
  );
}

function RequestButton({ plan, label }: { plan: 'lite' | 'pro'; label?: string }) {
  const request = useRequestUpgrade();
  const account = useAccountPlan();
  const waiting = account.data?.pendingRequest;
  if (request.isSuccess || (waiting && waiting.plan === plan)) {
    return (
      <p role="status" className="text-sm text-slate-800">
        {request.data?.message ??
          `You asked for ${PLAN_LABELS[plan]} on ${dateFormat.format(new Date(waiting!.createdAt))}. ${UPGRADE_REQUEST_MESSAGE}`}
      </p>
    );
  }
  return (
    <div className="space-y-1">
      <Button type="button" size="sm" onClick={() => request.mutate(plan)} disabled={request.isPending}>
        <Sparkles className="size-4" aria-hidden="true" />
        {label ?? `Request ${PLAN_LABELS[plan]}`}
      </Button>
      {request.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessageFromApiError(request.error, 'Your request could not be sent. Please try again.')}
        </p>
      )}
    </div>
  );
}

/**
 * Where features the speaker's plan does not include would be: each one's sentence saying which
 * plan unlocks it, and the button to get that plan (the cheapest that unlocks them all). Shows
 * nothing while the plan is loading, or when the plan includes every one of them.
 */
export function PlanNotice({ feature, force = false }: { feature: PlanFeature | readonly PlanFeature[]; force?: boolean }) {
  const account = useAccountPlan();
  const features: readonly PlanFeature[] = typeof feature === 'string' ? [feature] : feature;
  const current = account.data?.plan;
  const locked = force ? features : current ? features.filter((f) => !isIncluded(current, f)) : [];
  if (locked.length === 0) return null;
  const plan = PLAN_NAMES[Math.max(...locked.map((f) => PLAN_NAMES.indexOf(planThatUnlocks(f))))]!;
  return (
    <LockNote plan={plan}>
      {locked.length === 1 ? (
        <p className="font-medium text-slate-900">{planRequiredMessage(locked[0]!)}</p>
      ) : (
        <ul className="list-none space-y-1 font-medium text-slate-900">
          {locked.map((f) => (
            <li key={f}>{planRequiredMessage(f)}</li>
          ))}
        </ul>
      )}
    </LockNote>
  );
}

/**
 * One note for several locked features in one place (an event card's actions), grouped by the plan
 * that unlocks them: "Hot lead detection with CSV export and thank-you email generation are part of Lite."
 */
export function PlanNoticeFor({ features }: { features: PlanFeature[] }) {
  const byPlan = new Map<PlanName, PlanFeature[]>();
  for (const feature of features) byPlan.set(planThatUnlocks(feature), [...(byPlan.get(planThatUnlocks(feature)) ?? []), feature]);
  return (
    <>
      {[...byPlan].map(([plan, locked]) => (
        <LockNote key={plan} plan={plan}>
          <p className="font-medium text-slate-900">
            {locked.length === 1 ? planRequiredMessage(locked[0]!) : severalRequiredMessage(plan, locked)}
          </p>
        </LockNote>
      ))}
    </>
  );
}

function severalRequiredMessage(plan: PlanName, features: PlanFeature[]): string {
  const names = features.map((f, i) =>
    i === 0 ? FEATURE_LABELS[f] : FEATURE_LABELS[f].charAt(0).toLowerCase() + FEATURE_LABELS[f].slice(1),
  );
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are part of ${PLAN_LABELS[plan]}.`;
}

/** The lock's frame: what is locked (`children`), and the button to the plan that opens it. */
function LockNote({ plan, children }: { plan: PlanName; children: ReactNode }) {
  return (
    <div
      role="note"
      aria-label={`${PLAN_LABELS[plan]} feature`}
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <Lock className="mt-0.5 size-4 shrink-0 text-amber-800" aria-hidden="true" />
      <div className="space-y-2">
        {children}
        {plan !== 'free' && <UpgradeButton plan={plan} />}
      </div>
    </div>
  );
}

/** The speaker's plan in one line, with the date that comes next: a trial's end, a renewal, or an end. */
export function PlanSummary() {
  const account = useAccountPlan();
  if (!account.data) return null;
  const { plan, record } = account.data;
  const summary = summarizePlan(plan, record);
  const trialOver = plan === 'free' && record?.status === 'trial';
  const on = (date: string) => dateFormat.format(new Date(date));
  return (
    <p className="text-sm text-slate-700" data-testid="plan-summary">
      Your plan: <span className="font-semibold text-slate-900">{PLAN_LABELS[plan]}</span>
      {summary.status === 'trial' && ' (trial)'}
      {summary.renewsAt && `, renews on ${on(summary.renewsAt)}`}
      {summary.endsAt && `, until ${on(summary.endsAt)}`}
      {summary.status === 'cancelled' && summary.endsAt && ' (cancelled: it will not renew)'}
      {trialOver && ' (your Lite trial has ended; everything you made is kept)'}
    </p>
  );
}

/**
 * A renewal that failed: until when the plan stays open, and the way to fix the card. Shows
 * nothing unless the plan record is past due.
 */
export function PaymentDueBanner() {
  const account = useAccountPlan();
  const record = account.data?.record;
  if (record?.status !== 'past_due') return null;
  const open = account.data!.plan !== 'free';
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm">
      <AlertTriangle className="mt-0.5 size-4 shrink-0 text-red-800" aria-hidden="true" />
      <div className="space-y-2">
        <p className="font-medium text-slate-900">
          {open
            ? `Your last payment did not go through. ${PLAN_LABELS[record.plan]} stays open${record.endsAt ? ` until ${dateFormat.format(new Date(record.endsAt))}` : ''}: please update your card.`
            : `Your last payment did not go through, so your account is on Free. Everything you made is kept; pay to open ${PLAN_LABELS[record.plan]} again.`}
        </p>
        {account.data!.billingPortal && <ManageBillingButton />}
      </div>
    </div>
  );
}

/** Opens Stripe's billing portal; shown only to a speaker who has paid through Stripe. */
export function ManageBillingButton() {
  const account = useAccountPlan();
  const portal = useOpenBillingPortal();
  if (!account.data?.billingPortal) return null;
  return (
    <div className="space-y-1">
      <Button type="button" size="sm" variant="outline" onClick={() => portal.mutate()} disabled={portal.isPending || portal.isSuccess}>
        <CreditCard className="size-4" aria-hidden="true" />
        Manage billing
      </Button>
      {portal.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessageFromApiError(portal.error, 'The billing page could not be opened. Please try again.')}
        </p>
      )}
    </div>
  );
}
