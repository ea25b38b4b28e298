import { Crown } from 'lucide-react';
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

/**
 * What PRO adds beyond the roles above, with the button that asks for it (the request reaches the
 * SpeakerPro team; nothing is charged here). A speaker already on PRO is told the insights are on
 * their way rather than offered what they have.
 */
export function ProTeaser() {
  const account = useAccountPlan();
  const onPro = account.data?.plan === 'pro';
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
      <Crown className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden="true" />
      <div className="space-y-2">
        <p>
          <span className="font-semibold">
            {onPro ? 'Deeper audience insights come with your PRO plan' : 'Upgrade to PRO for deeper audience insights'}
          </span>
          <span className="block text-slate-700">
            Seniority, industries and trends across all your talks are being built; the roles above are everything collected so far.
          </span>
        </p>
        {account.data && !onPro && <UpgradeButton plan="pro" label="Upgrade to PRO" />}
        {/* The pricing page is made on the server: a full page load, not a route of this app. */}
        <a href={PRICING_PATH} className="inline-block font-medium text-indigo-700 underline underline-offset-4">
          Compare Free, Lite and PRO
        </a>
      </div>
    </div>
  );
}
