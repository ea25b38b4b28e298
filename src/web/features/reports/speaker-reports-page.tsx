import { ArrowLeft, ClipboardList, Download, Eye, Lock, MailWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SpeakerReportList } from '../../../shared/contract/reports';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { isEmailNotVerifiedError } from '../../lib/email-verification';
import { ResendVerificationButton } from '../../components/resend-verification';
import { LoadFailedCard } from '../../components/load-failed-card';
import { SpeakerHeader } from '../../components/speaker-header';
import { speakerPaths } from '../../lib/speaker-paths';
import { textLinkClasses } from '../../components/public-page';
import { formatReportDate, scoreText } from './report-format';
import { PassBadge } from './report-view';
import { useSpeakerReports } from './api/get-speaker-reports';
import { reportsPaths } from './reports-paths';
import { UpgradeButton } from '../../components/plan-notice';

/** /speaker-admin/assessment-reports: the signed-in speaker's approved readiness reports. */
export function SpeakerReportsPage() {
  return <SpeakerReports />;
}

export function SpeakerReportsFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <SpeakerHeader>
        <Link to={speakerPaths.dashboard} className={`${textLinkClasses} inline-flex items-center gap-1 text-sm`}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Dashboard
        </Link>
      </SpeakerHeader>
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-10">{children}</main>
    </div>
  );
}

export function PlanNotice({ plan }: { plan: SpeakerReportList['plan'] }) {
  if (!plan.message) return null;
  return (
    <div role="note" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <Lock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-semibold">
          {plan.locked === 1 ? '1 approved report is' : `${plan.locked} approved reports are`} not included in your plan
        </p>
        <p>{plan.message}</p>
        {plan.tier === 'free' && (
          <>
            <Link to={reportsPaths.upgradeToLite} className={`${textLinkClasses} inline-flex font-medium`}>
              See SpeakerPro Lite
            </Link>
            <UpgradeButton plan="lite" />
          </>
        )}
      </div>
    </div>
  );
}

/**
 * Reports are found by the account's e-mail address, so the server shows them only once that
 * address is confirmed (403 EMAIL_NOT_VERIFIED); until then, say how to confirm it.
 */
export function ConfirmEmailForReports({ heading = 'h1' }: { heading?: 'h1' | 'h2' }) {
  return (
    <Card role="alert">
      <CardHeader>
        <CardTitle as={heading} className="flex items-center gap-2">
          <MailWarning className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
          Confirm your e-mail address to see your reports
        </CardTitle>
        <CardDescription>
          Reports belong to the e-mail address the assessment was taken with, so we show them once you have confirmed that this address is
          yours. Check your inbox for our confirmation link.
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <ResendVerificationButton />
      </CardFooter>
    </Card>
  );
}

function SpeakerReports() {
  const { data, isPending, isError, error, refetch } = useSpeakerReports();
  if (isError && isEmailNotVerifiedError(error)) {
    return (
      <SpeakerReportsFrame>
        <ConfirmEmailForReports />
      </SpeakerReportsFrame>
    );
  }
  if (isError) return <LoadFailedCard onRetry={() => void refetch()} />;
  return (
    <SpeakerReportsFrame>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your Assessment Reports</h1>
        <p className="text-slate-700">
          Your readiness assessment reports, once the SpeakerPro team has reviewed them. Download each as a Word document.
        </p>
      </div>
      {isPending ? (
        <Spinner className="py-12" label="Loading your reports..." />
      ) : (
        <>
          <PlanNotice plan={data.plan} />
          {data.reports.length === 0 ? (
            data.plan.locked === 0 && (
              <Card>
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    <ClipboardList className="size-5 text-indigo-700" aria-hidden="true" />
                    No reports yet
                  </CardTitle>
                  <CardDescription>
                    When you take the readiness assessment with your e-mail address and the SpeakerPro team approves your report, it appears
                    here.
                  </CardDescription>
                </CardHeader>
                <CardFooter>
                  <Link to={reportsPaths.readinessAssessment} className={buttonClasses({ className: 'self-start' })}>
                    Take the Readiness Assessment
                  </Link>
                </CardFooter>
              </Card>
            )
          ) : (
            <ul className="grid gap-4 md:grid-cols-2" aria-label="Approved reports">
              {data.reports.map((r) => (
                <li key={r.id}>
                  <Card className="flex h-full flex-col">
                    <CardHeader>
                      <CardTitle as="h2" id={`report-${r.id}-title`} className="text-lg">
                        Readiness report, {formatReportDate(r.generatedAt)}
                      </CardTitle>
                      <CardDescription>
                        Assessment taken {formatReportDate(r.assessmentDate)} with {r.speakerEmail}
                      </CardDescription>
                    </CardHeader>
                    <CardContent className="flex flex-wrap items-center gap-3">
                      <p className="text-2xl font-bold text-slate-900">{scoreText(r)}</p>
                      <PassBadge passed={r.passed} />
                    </CardContent>
                    <CardFooter className="mt-auto flex-row flex-wrap">
                      <Link
                        to={reportsPaths.speakerReport(r.id)}
                        aria-describedby={`report-${r.id}-title`}
                        className={buttonClasses({ variant: 'outline' })}
                      >
                        <Eye className="size-4" aria-hidden="true" />
                        View Report
                      </Link>
                      <a href={r.downloadUrl} download aria-describedby={`report-${r.id}-title`} className={buttonClasses()}>
                        <Download className="size-4" aria-hidden="true" />
                        Download .docx
                      </a>
                    </CardFooter>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </SpeakerReportsFrame>
  );
}
