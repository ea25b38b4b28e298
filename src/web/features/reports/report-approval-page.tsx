import { AdminFrame } from '../../components/admin-page-shell';
import { Check, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { REPORT_DECISION_REDIRECT_MS, type AdminReportDetail, type ReportAction } from '../../../shared/contract/reports';
import { paths } from '../../lib/paths';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, errorCodeOf } from '../../lib/api-request';
import { useCurrentUser } from '../../lib/use-current-user';
import { textLinkClasses } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { formatReportDate, formatReportDateTime, scoreText } from './report-format';
import { PassBadge, ReportBlocks, StatusBadge } from './report-view';
import { useAdminReport } from './api/get-admin-report';
import { useDecideReport } from './api/decide-report';
import { parseReportId, reportsPaths } from './reports-paths';

/** /admin/report-approval/:reportId: the owner reads one report and approves or rejects it. */
export function ReportApprovalPage() {
  usePageMeta(pageTitle('Report Approval'));
  return <ReportApproval />;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <AdminFrame back={{ to: reportsPaths.adminList, label: 'Assessment Reports' }} width="4xl">
      {children}
    </AdminFrame>
  );
}

function NotFound() {
  return (
    <Card role="alert">
      <CardHeader>
        <CardTitle as="h1">Report Not Found</CardTitle>
        <CardDescription>The requested assessment report could not be found.</CardDescription>
      </CardHeader>
      <CardFooter>
        <Link to={reportsPaths.adminList} className={buttonClasses({ variant: 'outline', className: 'self-start' })}>
          Back to Assessment Reports
        </Link>
      </CardFooter>
    </Card>
  );
}

function ReportApproval() {
  const id = parseReportId(useParams().reportId);
  const { data, isPending, isError, error, refetch } = useAdminReport(id);

  if (id === null)
    return (
      <Frame>
        <NotFound />
      </Frame>
    );
  if (isPending)
    return (
      <Frame>
        <Spinner className="py-12" label="Loading the report..." />
      </Frame>
    );
  if (isError) {
    if (errorCodeOf(error) === 'NOT_FOUND')
      return (
        <Frame>
          <NotFound />
        </Frame>
      );
    return (
      <Frame>
        <Card role="alert">
          <CardHeader>
            <CardTitle as="h1">Something went wrong</CardTitle>
            <CardDescription>Failed to load the assessment report.</CardDescription>
          </CardHeader>
          <CardFooter>
            <Button variant="outline" className="self-start" onClick={() => void refetch()}>
              Try Again
            </Button>
          </CardFooter>
        </Card>
      </Frame>
    );
  }
  return (
    <Frame>
      <Decision report={data} />
    </Frame>
  );
}

function Decision({ report }: { report: AdminReportDetail }) {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const decide = useDecideReport();
  const [decided, setDecided] = useState<ReportAction | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const act = (action: ReportAction) =>
    decide.mutate(
      { id: report.id, action, adminEmail: user?.email ?? '' },
      {
        onSuccess: () => {
          setDecided(action);
          toast({
            title: action === 'approve' ? 'Report Approved' : 'Report Rejected',
            description:
              action === 'approve'
                ? `${report.speakerName} can now read and download the report.`
                : `The report for ${report.speakerName} was rejected.`,
          });
          timer.current = setTimeout(() => void navigate(reportsPaths.adminList), REPORT_DECISION_REDIRECT_MS);
        },
        onError: (err) =>
          toast({
            title: 'Error',
            description: `Failed to ${action} the assessment report. ${errorMessageFromApiError(err, '')}`.trim(),
            variant: 'destructive',
          }),
      },
    );

  const pending = report.adminStatus === 'pending' && decided === null;
  const actions = (where: string) =>
    pending ? (
      <div role="group" aria-label={`Decision (${where})`} className="flex flex-wrap gap-3">
        <Button onClick={() => act('approve')} disabled={decide.isPending}>
          <Check className="size-4" aria-hidden="true" />
          Approve
        </Button>
        <Button variant="destructive" onClick={() => act('reject')} disabled={decide.isPending}>
          <X className="size-4" aria-hidden="true" />
          Reject
        </Button>
      </div>
    ) : null;

  return (
    <>
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Assessment Report Approval</h1>
        <p className="text-slate-700">
          Approved reports appear on the speaker’s dashboard, where they can read them and download them as a Word document.
        </p>
      </div>

      {decided && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          {decided === 'approve' ? 'Report approved.' : 'Report rejected.'} Returning to the assessment reports...
        </p>
      )}
      {!pending && !decided && (
        <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">
          This report was already {report.adminStatus}
          {report.decidedAt ? ` on ${formatReportDateTime(report.decidedAt)}` : ''}
          {report.decidedBy ? ` by ${report.decidedBy}` : ''}.
        </p>
      )}

      {actions('top')}

      <Card>
        <CardHeader className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={decided === 'approve' ? 'approved' : decided === 'reject' ? 'rejected' : report.adminStatus} />
            <PassBadge passed={report.passed} />
          </div>
          <CardTitle>{report.speakerName}</CardTitle>
          <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-800 sm:grid-cols-2">
            <div>
              <dt className="inline font-semibold">Email: </dt>
              <dd className="inline [overflow-wrap:anywhere]">{report.speakerEmail}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">Score: </dt>
              <dd className="inline">{scoreText(report)}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">Assessment date: </dt>
              <dd className="inline">{formatReportDate(report.assessmentDate)}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">Result: </dt>
              <dd className="inline">{report.status === 'QUALIFIED' ? 'QUALIFIED' : 'Not yet qualified'}</dd>
            </div>
          </dl>
        </CardHeader>
        <CardContent className="border-t border-slate-200 pt-5 sm:pt-6">
          <ReportBlocks blocks={report.blocks} />
        </CardContent>
      </Card>

      {actions('bottom')}

      <Link to={paths.admin} className={`${textLinkClasses} inline-flex text-sm`}>
        Admin Dashboard
      </Link>
    </>
  );
}
