import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { AGENT_INTRO_PROMISE_HOURS } from '../../../shared/contract/owner-leads';
import { Panel } from './dashboard-panel';
import { clsx } from 'clsx';
import { useFunnel } from './api/get-funnel';

const numberFormat = new Intl.NumberFormat('en-GB');
const plural = (n: number, one: string, many: string) => `${numberFormat.format(n)} ${n === 1 ? one : many}`;

/** How long ago a moment was, in whole hours or days, for "due … ago". */
function lateBy(dueAt: string, now: number): string {
  const hours = Math.max(0, Math.floor((now - new Date(dueAt).getTime()) / 3_600_000));
  return hours < 48 ? plural(hours, 'hour', 'hours') : plural(Math.floor(hours / 24), 'day', 'days');
}

function Step({ label, value, detail, to, alert }: { label: string; value: number; detail?: string; to?: string; alert?: boolean }) {
  const body = (
    <>
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <p className={clsx('mt-1 text-2xl font-bold tabular-nums sm:text-3xl', alert ? 'text-red-800' : 'text-slate-900')}>
        {numberFormat.format(value)}
      </p>
      {detail && <p className={clsx('mt-1 text-xs', alert ? 'font-medium text-red-800' : 'text-slate-600')}>{detail}</p>}
    </>
  );
  return (
    <div
      className={clsx('h-full rounded-xl border p-4 shadow-sm', alert ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white')}
      role="group"
      aria-label={label}
    >
      {to ? (
        <Link
          to={to}
          className="block rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 hover:underline"
        >
          {body}
        </Link>
      ) : (
        body
      )}
    </div>
  );
}

/**
 * The dashboard's funnel: free pages, the answers they collected, the speakers who made them full
 * accounts, and what people are waiting on the owner for (open inquiries, agent introductions past
 * their promised time). Each count links to the inbox filtered to it. Lateness is measured at the
 * moment the counts were loaded (or `now`), so the numbers and the words agree.
 */
export function FunnelSection({ now }: { now?: number }) {
  const { data, isPending, isError, dataUpdatedAt } = useFunnel();
  return (
    <Panel
      id="funnel-heading"
      title="Free pages to accounts"
      isPending={isPending}
      isError={isError}
      errorText="Could not load the funnel counts."
    >
      {data && (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <Step label="Free pages created" value={data.freePages} to="/admin/leads?kind=free_tier_page" />
          <Step
            label="Answers on free pages"
            value={data.freePageAnswers}
            detail={`on ${plural(data.freePagesAnswered, 'page', 'pages')} of ${numberFormat.format(data.freePages)}`}
          />
          <Step
            label="Accounts claimed"
            value={data.accountsClaimed}
            detail={data.freePages > 0 ? `${Math.round((100 * data.accountsClaimed) / data.freePages)} % of free pages` : undefined}
          />
          <Step label="Open inquiries" value={data.openInquiries} detail="not marked done" to="/admin/leads?kind=hire_inquiry" />
          <Step
            label="Overdue agent requests"
            value={data.overdueAgentRequests}
            alert={data.overdueAgentRequests > 0}
            detail={
              data.oldestOverdueDueAt
                ? `oldest was due ${lateBy(data.oldestOverdueDueAt, now ?? dataUpdatedAt)} ago`
                : `none past the ${AGENT_INTRO_PROMISE_HOURS}-hour promise`
            }
            to="/admin/leads?kind=agent_intro"
          />
        </div>
      )}
      <p className="flex items-center gap-1 text-xs text-slate-600">
        Free page <ChevronRight className="size-3" aria-hidden="true" /> answers <ChevronRight className="size-3" aria-hidden="true" />{' '}
        account: counted from the pages and accounts themselves, not from page views.
      </p>
    </Panel>
  );
}
