import { useId, useState, type FormEvent } from 'react';
import { PLAN_LABELS, summarizePlan, type PlanName } from '../../../shared/domain/plans';
import type { SpeakerPlan } from '../../../shared/contract/plans';
import { dateTimeFormat } from '../../components/admin-table';
import { FormAlert } from '../../components/form-notices';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { errorMessageFromApiError } from '../../lib/api-request';
import { useEndPlan, useGrantPlan, useSpeakerPlan } from './api/speaker-plan';

/** How a plan change's status reads in a sentence ('Lite → Free (ended)'). */
export const STATUS_LABELS: Record<SpeakerPlan['changes'][number]['status'], string> = {
  trial: 'trial',
  active: 'paid',
  past_due: 'payment overdue',
  cancelled: 'cancelled',
  grandfathered: 'kept from before plans',
  granted: 'granted by hand',
};

function PlanLine({ data }: { data: SpeakerPlan }) {
  const r = data.record;
  const summary = summarizePlan(data.plan, r);
  return (
    <p className="text-slate-800">
      On <span className="font-semibold">{PLAN_LABELS[data.plan]}</span>
      {summary.status !== 'free' && ` (${STATUS_LABELS[summary.status]})`}
      {summary.renewsAt && `, renews on ${dateTimeFormat.format(new Date(summary.renewsAt))}`}
      {summary.endsAt && `, until ${dateTimeFormat.format(new Date(summary.endsAt))}`}
      {!r && ': no plan on record'}
    </p>
  );
}

/** On a speaker's page in the console: their plan, every change (who, when, why), and granting or ending one by hand. */
export function SpeakerPlanPanel({ speakerId }: { speakerId: number }) {
  const plan = useSpeakerPlan(speakerId);
  const grant = useGrantPlan(speakerId);
  const end = useEndPlan(speakerId);
  const [grantPlan, setGrantPlan] = useState<Exclude<PlanName, 'free'>>('lite');
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [endReason, setEndReason] = useState('');
  const selectId = useId();

  const onGrant = (e: FormEvent) => {
    e.preventDefault();
    grant.mutate(
      { plan: grantPlan, reason, ...(until ? { until: new Date(`${until}T23:59:59`).toISOString() } : {}) },
      { onSuccess: () => setReason('') },
    );
  };
  const onEnd = (e: FormEvent) => {
    e.preventDefault();
    end.mutate(endReason, { onSuccess: () => setEndReason('') });
  };

  return (
    <section aria-labelledby="plan-heading" className="space-y-3">
      <h2 id="plan-heading" className="text-lg font-semibold">
        Plan
      </h2>
      {plan.isError && <FormAlert>{errorMessageFromApiError(plan.error, 'The plan could not be loaded.')}</FormAlert>}
      {plan.data && (
        <>
          <PlanLine data={plan.data} />
          <ol className="space-y-1 text-sm" aria-label="Plan changes">
            {plan.data.changes.map((c) => (
              <li key={c.id} className="text-slate-700">
                {dateTimeFormat.format(new Date(c.changedAt))}: {PLAN_LABELS[c.fromPlan]} → {PLAN_LABELS[c.toPlan]} (
                {STATUS_LABELS[c.status]}){c.reason && `, “${c.reason}”`}
                {`, by ${c.changedBy ?? 'SpeakerPro'}`}
              </li>
            ))}
          </ol>
        </>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="p-4">
          <form onSubmit={onGrant} className="space-y-3" aria-label="Grant a plan">
            <div className="space-y-1">
              <label htmlFor={selectId} className="text-sm font-medium">
                Plan to grant
              </label>
              <select
                id={selectId}
                value={grantPlan}
                onChange={(e) => setGrantPlan(e.target.value as 'lite' | 'pro')}
                className="block w-full rounded-md border border-slate-300 px-3 py-2"
              >
                <option value="lite">Lite</option>
                <option value="pro">PRO</option>
              </select>
            </div>
            <TextField label="Until (optional)" type="date" value={until} onChange={(e) => setUntil(e.target.value)} />
            <TextField
              label="Reason for the grant"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={grant.error ? errorMessageFromApiError(grant.error, 'The plan could not be granted.') : undefined}
            />
            <Button type="submit" disabled={grant.isPending}>
              Grant plan
            </Button>
          </form>
        </Card>
        <Card className="p-4">
          <form onSubmit={onEnd} className="space-y-3" aria-label="End the plan">
            <TextField
              label="Reason for ending"
              value={endReason}
              onChange={(e) => setEndReason(e.target.value)}
              error={end.error ? errorMessageFromApiError(end.error, 'The plan could not be ended.') : undefined}
            />
            <p className="text-sm text-slate-700">The speaker goes back to Free; nothing they made is deleted.</p>
            <Button type="submit" variant="destructive" disabled={end.isPending}>
              End plan
            </Button>
          </form>
        </Card>
      </div>
    </section>
  );
}
