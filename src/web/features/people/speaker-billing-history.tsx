import { PAYMENT_KIND_LABELS, type SpeakerBilling } from '../../../shared/contract/revenue';
import { formatAmount } from '../../../shared/domain/plan-prices';
import { PLAN_LABELS } from '../../../shared/domain/plans';
import { AdminTable, dateTimeFormat } from '../../components/admin-table';
import { useSpeakerBilling } from './api/speaker-billing';
import { STATUS_LABELS } from './speaker-plan-panel';

const INTERVAL_WORDS = { month: 'monthly', year: 'yearly' } as const;

interface HistoryRow {
  key: string;
  at: string;
  what: string;
  amount: string;
  detail: string;
}

/** Payments and plan changes as one list, newest first. */
function historyRows(data: SpeakerBilling): HistoryRow[] {
  const paymentRows = data.payments.map((p) => ({
    key: `payment-${p.id}`,
    at: p.occurredAt,
    what:
      PAYMENT_KIND_LABELS[p.kind] +
      (p.plan ? ` · ${PLAN_LABELS[p.plan]}` : '') +
      (p.recurringInterval ? ` (${INTERVAL_WORDS[p.recurringInterval]})` : p.kind === 'paid' ? ' (one payment)' : ''),
    amount: formatAmount(p.amountMinor, p.currency),
    detail: `Stripe ${p.stripeObjectId}`,
  }));
  const changeRows = data.changes.map((c) => ({
    key: `change-${c.id}`,
    at: c.changedAt,
    what: `Plan ${PLAN_LABELS[c.fromPlan]} → ${PLAN_LABELS[c.toPlan]} (${STATUS_LABELS[c.status]})`,
    amount: '',
    detail: c.reason + (c.changedBy ? ` · by ${c.changedBy}` : ''),
  }));
  return [...paymentRows, ...changeRows].sort((a, b) => b.at.localeCompare(a.at));
}

/** On a speaker's page in the console: what they paid, what failed or was refunded, and how their plan changed. */
export function SpeakerBillingHistory({ speakerId }: { speakerId: number }) {
  const billing = useSpeakerBilling(speakerId);
  return (
    <AdminTable
      id="billing-history-heading"
      title="Billing history"
      columns={['When', 'What', 'Amount', 'Details']}
      isPending={billing.isPending}
      isError={billing.isError}
      empty="No payment and no change of plan on record."
      rows={
        billing.data
          ? historyRows(billing.data).map((r) => ({
              key: r.key,
              cells: [<time dateTime={r.at}>{dateTimeFormat.format(new Date(r.at))}</time>, r.what, r.amount, r.detail],
            }))
          : undefined
      }
    />
  );
}
