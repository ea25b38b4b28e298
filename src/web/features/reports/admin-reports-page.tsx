import { AdminFrame } from '../../components/admin-page-shell';
import { ArrowLeft, ExternalLink, Eye, Mail, RefreshCw, Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { REPORT_ADMIN_STATUSES, type AdminReport, type ReportAdminStatus } from '../../../shared/contract/reports';
import { paths } from '../../lib/paths';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, errorCodeOf } from '../../lib/api-request';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { formatReportDate, formatReportDateTime, scoreText } from './report-format';
import { PassBadge, ReportBlocks, StatusBadge } from './report-view';
import { useAdminReports } from './api/get-admin-reports';
import { useAdminReport } from './api/get-admin-report';
import { useSendForApproval } from './api/send-report-approval';
import { reportsPaths } from './reports-paths';

type StatusFilter = 'all' | ReportAdminStatus;

/** /admin/assessment-reports: every report, its review state, and the way to get it approved. */
export function AdminReportsPage() {
  usePageMeta(pageTitle('Assessment Reports'));
  return <AdminReports />;
}

function AdminReports() {
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <AdminFrame back={{ to: paths.admin, label: 'Admin Dashboard' }}>
      {viewing === null ? <ReportList onView={setViewing} /> : <ReportDetail id={viewing} onBack={() => setViewing(null)} />}
    </AdminFrame>
  );
}

function StatCard({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <Card role="group" aria-label={label} className="p-4">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <p className={`text-3xl font-bold ${tone}`}>{value}</p>
    </Card>
  );
}

function matches(report: AdminReport, search: string, status: StatusFilter): boolean {
  if (status !== 'all' && report.adminStatus !== status) return false;
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return report.speakerName.toLowerCase().includes(needle) || report.speakerEmail.toLowerCase().includes(needle);
}

function StatusCell({ report }: { report: AdminReport }) {
  return (
    <div className="space-y-1">
      <StatusBadge status={report.adminStatus} />
      {report.approvedAt && <p className="text-xs text-slate-700">Approved {formatReportDateTime(report.approvedAt)}</p>}
      {report.adminStatus === 'rejected' && report.decidedAt && (
        <p className="text-xs text-slate-700">Rejected {formatReportDateTime(report.decidedAt)}</p>
      )}
      {report.adminStatus === 'pending' && report.approvalRequestedAt && (
        <p className="text-xs text-slate-700">Sent for approval {formatReportDateTime(report.approvalRequestedAt)}</p>
      )}
    </div>
  );
}

function ReportList({ onView }: { onView: (id: number) => void }) {
  const { data, isPending, isError, refetch, isFetching } = useAdminReports();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const searchId = useId();
  const statusId = useId();
  const reports = useMemo(() => data ?? [], [data]);
  const shown = useMemo(() => reports.filter((r) => matches(r, search, status)), [reports, search, status]);
  const count = (s: ReportAdminStatus) => reports.filter((r) => r.adminStatus === s).length;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Assessment Reports</h1>
          <p className="text-slate-700">
            Review readiness reports before speakers can read and download them. The list refreshes every 30 seconds.
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw className={`size-4 ${isFetching ? 'animate-spin' : ''}`} aria-hidden="true" />
          Refresh
        </Button>
      </div>

      <section aria-label="Report counts" className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard label="Total Reports" value={reports.length} tone="text-slate-900" />
        <StatCard label="Pending" value={count('pending')} tone="text-amber-800" />
        <StatCard label="Approved" value={count('approved')} tone="text-emerald-800" />
        <StatCard label="Rejected" value={count('rejected')} tone="text-red-800" />
      </section>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1.5">
          <Label htmlFor={searchId}>Search by speaker name or email</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className="pl-9"
              placeholder="Name or email"
            />
          </div>
        </div>
        <div className="space-y-1.5 sm:w-48">
          <Label htmlFor={statusId}>Status</Label>
          <select
            id={statusId}
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusFilter)}
            className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
          >
            <option value="all">All</option>
            {REPORT_ADMIN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s[0]!.toUpperCase() + s.slice(1)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <Card className="overflow-hidden">
        {isPending ? (
          <Spinner className="py-8" label="Loading reports..." />
        ) : isError && !data ? (
          <div role="alert" className="space-y-3 p-6 text-center">
            <p className="text-red-700">Failed to fetch reports</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              Try Again
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <p className="p-6 text-center text-slate-700">
            {reports.length === 0
              ? 'No assessment reports yet. Each submitted readiness assessment adds one.'
              : 'No reports match your search.'}
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Assessment reports ({shown.length})</caption>
              <thead className="bg-slate-100 text-slate-800">
                <tr>
                  {['Speaker', 'Assessment score', 'Status', 'Generated', 'Actions'].map((c) => (
                    <th key={c} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {shown.map((r) => (
                  <tr key={r.id} className="align-top">
                    <td className="px-3 py-2 [overflow-wrap:anywhere]">
                      <p className="font-medium text-slate-900">{r.speakerName}</p>
                      <p className="text-slate-700">{r.speakerEmail}</p>
                    </td>
                    <td className="space-y-1 px-3 py-2 whitespace-nowrap">
                      <p>{scoreText(r)}</p>
                      <PassBadge passed={r.passed} />
                    </td>
                    <td className="px-3 py-2">
                      <StatusCell report={r} />
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatReportDate(r.generatedAt)}</td>
                    <td className="px-3 py-2">
                      <div className="flex flex-wrap gap-2">
                        <Button variant="outline" size="sm" onClick={() => onView(r.id)} aria-label={`View report for ${r.speakerName}`}>
                          <Eye className="size-4" aria-hidden="true" />
                          View
                        </Button>
                        {r.adminStatus === 'pending' && (
                          <Link
                            to={reportsPaths.adminApproval(r.id)}
                            className={buttonClasses({ size: 'sm' })}
                            aria-label={`Approve report for ${r.speakerName}`}
                          >
                            Approve
                          </Link>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </>
  );
}

function ReportDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { data, isPending, isError, error } = useAdminReport(id);
  const send = useSendForApproval();

  const back = (
    <Button variant="ghost" size="sm" onClick={onBack} className="self-start">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Reports
    </Button>
  );
  if (isPending) return <Spinner className="py-12" label="Loading the report..." />;
  if (isError) {
    const missing = errorCodeOf(error) === 'NOT_FOUND';
    return (
      <div className="space-y-4">
        {back}
        <Card role="alert">
          <CardHeader>
            <CardTitle as="h1">{missing ? 'Report Not Found' : 'Something went wrong'}</CardTitle>
            <p className="text-slate-700">
              {missing ? 'The requested assessment report could not be found.' : 'Failed to load the assessment report.'}
            </p>
          </CardHeader>
        </Card>
      </div>
    );
  }

  const sendForApproval = () =>
    send.mutate(id, {
      onSuccess: (result) =>
        toast({
          title: result.emailStatus === 'outbox' ? 'Approval Email in the Outbox' : 'Approval Email Sent',
          description: result.message,
        }),
      onError: (err) =>
        toast({
          title: 'Error',
          description: `Failed to send approval email: ${errorMessageFromApiError(err, 'Please try again.')}`,
          variant: 'destructive',
        }),
    });

  return (
    <div className="flex flex-col gap-4">
      {back}
      <Card>
        <CardHeader className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={data.adminStatus} />
            <PassBadge passed={data.passed} />
          </div>
          <CardTitle as="h1">{data.speakerName}</CardTitle>
          <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-800 sm:grid-cols-2">
            <div>
              <dt className="inline font-semibold">Email: </dt>
              <dd className="inline [overflow-wrap:anywhere]">{data.speakerEmail}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">Score: </dt>
              <dd className="inline">{scoreText(data)}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">Generated: </dt>
              <dd className="inline">{formatReportDateTime(data.generatedAt)}</dd>
            </div>
            {data.approvalRequestedAt && (
              <div>
                <dt className="inline font-semibold">Sent for approval: </dt>
                <dd className="inline">{formatReportDateTime(data.approvalRequestedAt)}</dd>
              </div>
            )}
            {data.decidedAt && (
              <div>
                <dt className="inline font-semibold">{data.adminStatus === 'approved' ? 'Approved' : 'Rejected'}: </dt>
                <dd className="inline">
                  {formatReportDateTime(data.decidedAt)}
                  {data.decidedBy ? ` by ${data.decidedBy}` : ''}
                </dd>
              </div>
            )}
          </dl>
          <div className="flex flex-wrap gap-2 pt-2">
            {data.adminStatus === 'pending' && (
              <Button onClick={sendForApproval} disabled={send.isPending}>
                <Mail className="size-4" aria-hidden="true" />
                {send.isPending ? 'Sending...' : 'Send for Approval'}
              </Button>
            )}
            <a
              href={reportsPaths.adminApproval(id)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'outline' })}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              Open Approval Page
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </CardHeader>
        <CardContent className="border-t border-slate-200 pt-5 sm:pt-6">
          <ReportBlocks blocks={data.blocks} />
        </CardContent>
      </Card>
    </div>
  );
}
