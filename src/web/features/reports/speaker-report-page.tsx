import { Download } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessageFromApiError, errorCodeOf } from '../../lib/api-request';
import { isEmailNotVerifiedError } from '../../lib/email-verification';
import { formatReportDate, scoreText } from './report-format';
import { PassBadge, ReportBlocks } from './report-view';
import { useSpeakerReport } from './api/get-speaker-report';
import { parseReportId, reportsPaths } from './reports-paths';
import { ConfirmEmailForReports, SpeakerReportsFrame } from './speaker-reports-page';

/** /speaker-admin/assessment-report/:speakerId: one approved report, readable on the page. */
export function SpeakerReportPage() {
  return <SpeakerReport />;
}

function Problem({ title, text }: { title: string; text: string }) {
  return (
    <Card role="alert">
      <CardHeader>
        <CardTitle as="h1">{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardFooter>
        <Link to={reportsPaths.speakerList} className={buttonClasses({ variant: 'outline', className: 'self-start' })}>
          Back to your reports
        </Link>
      </CardFooter>
    </Card>
  );
}

function SpeakerReport() {
  const id = parseReportId(useParams().speakerId);
  const { data, isPending, isError, error } = useSpeakerReport(id);
  const notFound = <Problem title="Report Not Found" text="The requested assessment report could not be found." />;

  let body;
  if (id === null) body = notFound;
  else if (isPending) body = <Spinner className="py-12" label="Loading the report..." />;
  else if (isError) {
    const code = errorCodeOf(error);
    if (isEmailNotVerifiedError(error)) body = <ConfirmEmailForReports />;
    else if (code === 'NOT_FOUND') body = notFound;
    else if (code === 'PLAN_LIMIT')
      body = (
        <Problem title="Not included in your plan" text={errorMessageFromApiError(error, 'This report is not included in your plan.')} />
      );
    else body = <Problem title="Something went wrong" text="Failed to load the assessment report." />;
  } else {
    body = (
      <>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="space-y-1">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Speaker Readiness Report</h1>
            <p className="text-slate-700">
              {data.speakerName} · assessment taken {formatReportDate(data.assessmentDate)}
            </p>
          </div>
          <a href={data.downloadUrl} download className={buttonClasses()}>
            <Download className="size-4" aria-hidden="true" />
            Download .docx
          </a>
        </div>
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-center gap-3 space-y-0">
            <p className="text-2xl font-bold text-slate-900">{scoreText(data)}</p>
            <PassBadge passed={data.passed} />
          </CardHeader>
          <CardContent className="border-t border-slate-200 pt-5 sm:pt-6">
            <ReportBlocks blocks={data.blocks} />
          </CardContent>
        </Card>
        <Link to={reportsPaths.speakerList} className={buttonClasses({ variant: 'outline' })}>
          Back to your reports
        </Link>
      </>
    );
  }
  return <SpeakerReportsFrame>{body}</SpeakerReportsFrame>;
}
