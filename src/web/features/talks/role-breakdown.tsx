import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { isIncluded } from '../../../shared/domain/plans';
import { speakerRoutePatterns } from '../../lib/speaker-paths';
import { INSIGHTS_ANCHOR } from './insights-math';
import type { RoleCount } from '../../../shared/contract/talks';
import { barWidth } from './role-breakdown-math';
import { UpgradeButton } from '../../components/plan-notice';
import { useAccountPlan } from '../../lib/api/account-plan';
import { PRICING_PATH } from '../../lib/paths';

/** Job roles as labelled bars: the role, how many, and their rounded share of respondents. */
export function RoleBars({ rows, emptyText = 'No audience data yet' }: { rows: RoleCount[]; emptyText?: string }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li key={row.role} className="space-y-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate font-medium text-slate-900" title={row.role}>
              {row.role}
            </span>
            <span className="shrink-0 tabular-nums text-slate-700">
              {row.count} ({row.percentage}%)
            </span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
            <div className="h-full rounded-full bg-indigo-600" style={{ width: `${barWidth(row)}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** What the PRO insights are, in the words every teaser uses. */
const INSIGHTS_CONTENTS =
  'the trend of every talk (average, response rate, hot leads), talks side by side, and seniority, roles and companies talk by talk';

/**
 * What PRO's deeper audience insights are and where. On PRO: a link to them on the analytics page.
 * Otherwise: the same words with the button that asks for PRO (a request to the SpeakerPro team, or
 * Stripe's checkout where payments are set up) and the plans compared.
 */
export function ProTeaser() {
  const account = useAccountPlan();
  const onPro = account.data ? isIncluded(account.data.plan, 'insights') : false;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
      <Crown className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden="true" />
      <div className="space-y-2">
        {onPro ? (
          <p>
            <span className="font-semibold">Your deeper audience insights</span>
            <span className="block text-slate-700">On the analytics page: {INSIGHTS_CONTENTS}.</span>
            <Link
              to={`${speakerRoutePatterns.analytics}#${INSIGHTS_ANCHOR}`}
              className="mt-1 inline-block font-medium text-indigo-700 underline underline-offset-4"
            >
              Open your insights
            </Link>
          </p>
        ) : (
          <>
            <p>
              <span className="font-semibold">Upgrade to PRO for deeper audience insights</span>
              <span className="block text-slate-700">PRO adds {INSIGHTS_CONTENTS}.</span>
            </p>
            {account.data && <UpgradeButton plan="pro" label="Upgrade to PRO" />}
            {/* The pricing page is made on the server: a full page load, not a route of this app. */}
            <a href={PRICING_PATH} className="inline-block font-medium text-indigo-700 underline underline-offset-4">
              Compare Free, Lite and PRO
            </a>
          </>
        )}
      </div>
    </div>
  );
}
