import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AccountPlan } from '../../../shared/contract/plans';
import { PLAN_LABELS } from '../../../shared/domain/plans';
import { ProgressBar } from '../../components/progress-bar';
import { SpeakerHeader } from '../../components/speaker-header';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { accountPlanKey, fetchAccountPlan } from '../../lib/api/account-plan';
import { paths } from '../../lib/paths';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';

/** How often, and how many times, the page asks the server whether Stripe's confirmation has come. */
export const CONFIRMATION_POLL_MS = 2000;
export const CONFIRMATION_CHECKS = 30;

/** Stripe's confirmation has reached the server: a paid plan from Stripe is in force. */
const isConfirmed = (plan: AccountPlan) => plan.plan !== 'free' && plan.record?.source === 'stripe' && plan.record.status === 'active';

/**
 * Where Stripe Checkout sends the speaker back. Coming back proves nothing (anyone can open this
 * address), so the page never changes the plan: it asks the server, a bounded number of times,
 * until Stripe's signed event has changed it, and shows the plan as the server knows it.
 */
export function BillingReturnPage({ pollMs = CONFIRMATION_POLL_MS }: { pollMs?: number }) {
  usePageMeta(pageTitle('Confirming your payment'));
  // Each round of checking starts its count again ("Check again" after the last one).
  const [round, setRound] = useState(0);
  const queryKey = [...accountPlanKey, 'confirmation', round];
  const plan = useQuery({
    queryKey,
    queryFn: fetchAccountPlan,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (data && isConfirmed(data)) return false;
      return query.state.dataUpdateCount + query.state.errorUpdateCount >= CONFIRMATION_CHECKS ? false : pollMs;
    },
    refetchIntervalInBackground: true,
    retry: false,
  });
  // Each answer (or failure) re-renders the page through these two times; the state counts them.
  void plan.dataUpdatedAt;
  void plan.errorUpdatedAt;
  const state = useQueryClient().getQueryState(queryKey);
  const checks = Math.min((state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0), CONFIRMATION_CHECKS);
  const confirmed = plan.data !== undefined && isConfirmed(plan.data);
  const gaveUp = !confirmed && checks >= CONFIRMATION_CHECKS;

  return (
    <div className="min-h-screen bg-slate-50">
      <SpeakerHeader />
      <main className="mx-auto max-w-xl p-4 sm:p-8">
        <Card>
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
              {confirmed ? 'Payment confirmed' : 'We are confirming your payment'}
            </CardTitle>
            <CardDescription>
              {confirmed
                ? `Thank you: your account is on ${PLAN_LABELS[plan.data!.plan]}.`
                : 'Stripe tells us about your payment directly; your plan changes as soon as it does, usually within a minute.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-3">
            {confirmed ? (
              <p className="flex items-center gap-2 text-slate-800" role="status">
                <CheckCircle2 className="size-5 text-emerald-700" aria-hidden="true" />
                Everything in {PLAN_LABELS[plan.data!.plan]} is open now.
              </p>
            ) : gaveUp ? (
              <p role="status" className="text-slate-800">
                We have not heard from Stripe yet. If you paid, your plan changes as soon as the confirmation arrives, and your dashboard
                will show it; nothing on this page changes your plan. If it has not changed within an hour, please contact us.
              </p>
            ) : (
              <>
                <ProgressBar label="Confirming your payment" value={(checks / CONFIRMATION_CHECKS) * 100} />
                <p role="status" className="text-sm text-slate-700">
                  Checking… (check {Math.max(checks, 1)} of {CONFIRMATION_CHECKS})
                  {plan.data && `. Your plan now: ${PLAN_LABELS[plan.data.plan]}`}
                </p>
              </>
            )}
          </CardContent>
          <CardFooter className="flex flex-wrap gap-2">
            {gaveUp && (
              <Button type="button" onClick={() => setRound((r) => r + 1)}>
                Check again
              </Button>
            )}
            <Link to={paths.speakerDashboard} className={buttonClasses({ variant: confirmed ? 'primary' : 'outline' })}>
              Go to your dashboard
            </Link>
          </CardFooter>
        </Card>
      </main>
    </div>
  );
}
