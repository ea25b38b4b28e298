import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import type { AnalyticsDashboard } from '../../../shared/contract/analytics';
import { ANALYTICS_TOP_ROWS, ANALYTICS_WINDOW_DAYS } from '../../../shared/domain/constants';
import { paths } from '../../app/paths';
import { BrandLogo } from '../../components/brand-logo';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { apiPaths } from '../../lib/api-paths';
import { useLogout } from '../auth/use-logout';
import { AdminGate } from './admin-gate';
import { LogoUpload } from './logo-upload';

const numberFormat = new Intl.NumberFormat('en-GB');

const EMPTY_DASHBOARD: AnalyticsDashboard = {
  analytics: [],
  summary: { total_events: 0, page_views: 0, button_clicks: 0, card_clicks: 0 },
};

function SummaryTile({ label, value }: { label: string; value: number }) {
  return (
    <Card className="p-4" role="group" aria-label={label}>
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl">{numberFormat.format(value)}</p>
    </Card>
  );
}

function AnalyticsSection() {
  const { data, isPending, isError } = useQuery<AnalyticsDashboard>({ queryKey: [apiPaths.analyticsDashboard] });

  if (isPending) return <Spinner className="py-10" />;
  // A failed request shows zeros rather than an error: the dashboard stays usable.
  const { summary, analytics } = isError ? EMPTY_DASHBOARD : data;
  const rows = analytics.slice(0, ANALYTICS_TOP_ROWS);

  return (
    <>
      <section aria-labelledby="summary-heading" className="space-y-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="summary-heading" className="text-lg font-semibold">
            Activity summary
          </h2>
          <p className="text-sm text-slate-600">Last {ANALYTICS_WINDOW_DAYS} Days</p>
        </div>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <SummaryTile label="Total Events" value={summary.total_events} />
          <SummaryTile label="Page Views" value={summary.page_views} />
          <SummaryTile label="Button Clicks" value={summary.button_clicks} />
          <SummaryTile label="Card Clicks" value={summary.card_clicks} />
        </div>
      </section>

      <section aria-labelledby="top-activity-heading" className="space-y-3">
        <h2 id="top-activity-heading" className="text-lg font-semibold">
          Top activity
        </h2>
        <Card className="overflow-hidden">
          {rows.length === 0 ? (
            <p className="p-6 text-center text-slate-700">No activity yet</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-100 text-slate-800">
                  <tr>
                    <th scope="col" className="px-3 py-2 sm:px-4 font-semibold">
                      Element
                    </th>
                    <th scope="col" className="px-3 py-2 sm:px-4 font-semibold">
                      Type
                    </th>
                    <th scope="col" className="px-3 py-2 sm:px-4 font-semibold">
                      Page
                    </th>
                    <th scope="col" className="px-3 py-2 sm:px-4 text-right font-semibold">
                      Count
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {rows.map((row) => (
                    <tr key={`${row.event_type}|${row.page_path}|${row.element_label ?? ''}`}>
                      <td className="px-3 py-2 sm:px-4">{row.element_label ?? '—'}</td>
                      <td className="px-3 py-2 sm:px-4 font-mono text-xs">{row.event_type}</td>
                      <td className="px-3 py-2 sm:px-4 font-mono text-xs [overflow-wrap:anywhere]">{row.page_path}</td>
                      <td className="px-3 py-2 sm:px-4 text-right tabular-nums">{numberFormat.format(row.count)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      </section>
    </>
  );
}

export function AdminDashboardPage() {
  return (
    <AdminGate>
      <AdminDashboard />
    </AdminGate>
  );
}

function AdminDashboard() {
  const { logout, isPending: isSigningOut } = useLogout(paths.adminSignin);

  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <BrandLogo className="text-xl" />
          <Button variant="outline" size="sm" onClick={() => void logout()} disabled={isSigningOut}>
            <LogOut className="size-4" aria-hidden="true" />
            Sign out
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
        <AnalyticsSection />
        <LogoUpload />
      </main>
    </div>
  );
}
