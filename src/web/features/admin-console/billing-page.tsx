import { useId } from 'react';
import {
  PLAN_SOURCE_LABELS,
  SUBSCRIBER_STATUS_LABELS,
  SUBSCRIBER_STATUSES,
  type BillingSummary,
  type Subscriber,
} from '../../../shared/contract/revenue';
import { formatAmount, PAID_PLANS } from '../../../shared/domain/plan-prices';
import { PLAN_LABELS } from '../../../shared/domain/plans';
import { AdminPageShell, formatAdminDate } from '../../components/admin-page-shell';
import { AdminTable, dateTimeFormat } from '../../components/admin-table';
import { PersonLink } from '../../components/person-link';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { useBillingSummary } from './api/get-billing-summary';

const MONTH_FORMAT = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '£174.00 · €49.00', or the words for none. */
const amountsText = (amounts: { currency: string; amountMinor: number }[], none: string) =>
  amounts.length === 0 ? none : amounts.map((a) => formatAmount(a.amountMinor, a.currency)).join(' · ');

/** What happens at a subscriber's date: a renewal (charged), an end still ahead, an end passed, or none on record. */
function datesText(s: Subscriber, now: number): string {
  if (!s.endsAt) return s.status === 'cancelled' ? 'Ended' : 'No end date';
  const date = formatAdminDate(s.endsAt);
  if (s.renews) return `Renews ${date}`;
  return new Date(s.endsAt).getTime() <= now ? `Ended ${date}` : `Ends ${date}`;
}

function MoneyFigures({ data }: { data: BillingSummary }) {
  const month = MONTH_FORMAT.format(new Date(`${data.month}-01T00:00:00Z`));
  return (
    <section aria-labelledby="money-heading" className="space-y-3">
      <h2 id="money-heading" className="text-lg font-semibold">
        Revenue
      </h2>
      <div className="grid gap-3 md:grid-cols-3">
        <Card className="space-y-1 p-4" role="group" aria-label={`Revenue in ${month}`}>
          <p className="text-sm font-medium text-slate-700">{`Revenue in ${month} (UTC), after refunds`}</p>
          {data.revenueThisMonth.length === 0 ? (
            <p className="text-2xl font-bold text-slate-900">Nothing yet</p>
          ) : (
            <ul className="space-y-1">
              {data.revenueThisMonth.map((r) => (
                <li key={r.currency}>
                  <span className="text-2xl font-bold tabular-nums text-slate-900">{formatAmount(r.netMinor, r.currency)}</span>
                  <span className="block text-xs text-slate-600">
                    {`${formatAmount(r.paidMinor, r.currency)} paid, ${formatAmount(r.refundedMinor, r.currency)} refunded`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card className="space-y-1 p-4" role="group" aria-label="Monthly recurring revenue">
          <p className="text-sm font-medium text-slate-700">Monthly recurring revenue</p>
          <p className="text-2xl font-bold tabular-nums text-slate-900">{amountsText(data.mrr, 'None')}</p>
          <p className="text-xs text-slate-600">
            {data.mrr.length === 0
              ? 'No active Stripe subscription has paid an invoice yet.'
              : `From ${data.mrr.reduce((n, m) => n + m.subscriptions, 0)} active subscriptions; yearly ones count a twelfth, one-off payments none.`}
          </p>
        </Card>
        <Card className="space-y-1 p-4" role="group" aria-label="Accounts on Free">
          <p className="text-sm font-medium text-slate-700">Accounts on Free</p>
          <p className="text-2xl font-bold tabular-nums text-slate-900">{data.freeAccounts}</p>
          <p className="text-xs text-slate-600">No plan, or one that has ended</p>
        </Card>
      </div>
    </section>
  );
}

/** Plan records by status (rows) and plan (columns), as a table with headers both ways. */
function CountsTable({ data }: { data: BillingSummary }) {
  const id = useId();
  const count = (plan: string, status: string) => data.counts.find((c) => c.plan === plan && c.status === status)?.count ?? 0;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        Subscribers by plan and status
      </h2>
      <Card className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Status
              </th>
              {PAID_PLANS.map((plan) => (
                <th key={plan} scope="col" className="px-3 py-2 text-right font-semibold">
                  {PLAN_LABELS[plan]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {SUBSCRIBER_STATUSES.map((status) => (
              <tr key={status}>
                <th scope="row" className="px-3 py-2 font-medium">
                  {SUBSCRIBER_STATUS_LABELS[status]}
                </th>
                {PAID_PLANS.map((plan) => (
                  <td key={plan} className="px-3 py-2 text-right tabular-nums">
                    {count(plan, status)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </section>
  );
}

/**
 * /admin/billing: the owner's view of the money. Whether an end date has passed is decided at the
 * moment the figures were loaded (or `now`), so the dates and the statuses beside them agree.
 */
export function BillingPage({ now }: { now?: number }) {
  usePageMeta(pageTitle('Billing'));
  const { data, isPending, isError, dataUpdatedAt } = useBillingSummary();
  const loadedAt = now ?? dataUpdatedAt;
  return (
    <AdminPageShell
      title="Billing"
      description="Who is on which plan, when plans renew or end, failed payments, and the money Stripe confirmed. Amounts are what Stripe reported, tax included where Stripe added it."
    >
      {isPending ? (
        <Spinner className="py-10" />
      ) : isError ? (
        <Card className="p-6">
          <p role="alert" className="text-center text-red-700">
            The billing figures could not be loaded. Reload the page to try again.
          </p>
        </Card>
      ) : (
        <div className="space-y-8">
          <MoneyFigures data={data} />
          <CountsTable data={data} />
          <AdminTable
            id="failed-payments-heading"
            title="Failed payments"
            columns={['When', 'Speaker', 'Plan', 'Amount due', 'Stripe invoice']}
            isPending={false}
            isError={false}
            empty="No payment has failed."
            rows={data.failedPayments.map((p) => ({
              key: p.id,
              cells: [
                dateTimeFormat.format(new Date(p.occurredAt)),
                p.email ? <PersonLink email={p.email}>{p.name || p.email}</PersonLink> : 'A deleted account',
                p.plan ? PLAN_LABELS[p.plan] : '—',
                formatAmount(p.amountMinor, p.currency),
                p.stripeObjectId,
              ],
            }))}
          />
          <AdminTable
            id="subscribers-heading"
            title="Subscribers"
            columns={['Speaker', 'Plan', 'Status', 'From', 'Since', 'Renews or ends']}
            isPending={false}
            isError={false}
            empty="No speaker has a plan yet."
            rows={data.subscribers.map((s) => ({
              key: s.speakerId,
              cells: [
                <PersonLink key="who" email={s.email}>
                  {s.name || s.email}
                </PersonLink>,
                PLAN_LABELS[s.plan],
                SUBSCRIBER_STATUS_LABELS[s.status],
                PLAN_SOURCE_LABELS[s.source],
                formatAdminDate(s.startedAt),
                datesText(s, loadedAt),
              ],
            }))}
          />
        </div>
      )}
    </AdminPageShell>
  );
}
