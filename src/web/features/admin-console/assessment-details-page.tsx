import { useMemo } from 'react';
import {
  assessmentBadge,
  assessmentStats,
  formatAnswers,
  formatAverageScore,
  formatPercent,
  sortByScoreDesc,
  UNKNOWN_SPEAKER,
  waitlistLookup,
} from '../../../shared/domain/admin-console';
import type { WaitlistEntry } from '../../../shared/contract/waitlist';
import type { Assessment } from '../../../shared/contract/assessment';
import { Card } from '../../components/ui/card';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { useAssessments } from './api/get-assessments';
import { useWaitlist } from './api/get-waitlist';
import { AdminPageShell, StatCard, formatAdminDate } from '../../components/admin-page-shell';
import { Badge } from '../../components/ui/badge';
import { AnswerList, ListState } from './assessment-cards';
import { PersonLink } from '../../components/person-link';

/** /assessment-details: every readiness assessment with its answers, best score first. */
export function AssessmentDetailsPage() {
  usePageMeta(pageTitle('Assessment Details'));
  return <AssessmentDetails />;
}

function AssessmentDetails() {
  // Each assessment carries the best name the server knows for its address.
  const assessments = useAssessments();
  // The waitlist adds join dates; the list shows without it (an empty or failed waitlist hides nothing).
  const waitlist = useWaitlist();
  return (
    <AdminPageShell title="Assessment Details" description="Every readiness assessment, highest score first.">
      <ListState
        isPending={assessments.isPending}
        isError={assessments.isError}
        isEmpty={assessments.data?.length === 0}
        emptyTitle="No Assessments Yet"
        emptyText="Assessments appear here when speakers complete the readiness assessment."
      />
      {assessments.data && assessments.data.length > 0 && <AssessmentList assessments={assessments.data} waitlist={waitlist.data ?? []} />}
    </AdminPageShell>
  );
}

function AssessmentList({ assessments, waitlist }: { assessments: Assessment[]; waitlist: WaitlistEntry[] }) {
  const stats = assessmentStats(assessments);
  const sorted = useMemo(() => sortByScoreDesc(assessments), [assessments]);
  // Only for the join date; names come with each assessment.
  const findWaitlist = useMemo(() => waitlistLookup(waitlist), [waitlist]);
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Assessments" value={stats.total} />
        <StatCard label="Qualified (80+ points)" value={stats.qualified} />
        <StatCard label="Average Score" value={formatAverageScore(stats.averageScore)} />
        <StatCard label="Qualification Rate" value={formatPercent(stats.qualificationRate)} />
      </div>
      <ul className="space-y-4" aria-label="Assessments">
        {sorted.map((a) => {
          const entry = findWaitlist(a.email);
          // The server's best name (account, waitlist, forms); null when none is known.
          const name = a.name ?? UNKNOWN_SPEAKER;
          const badge = assessmentBadge(a.score);
          return (
            <li key={a.id}>
              <Card className="space-y-4 p-5 sm:p-6" aria-label={`${name}, ${a.email}`} role="article">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h2 className="text-lg font-semibold text-slate-900">{name}</h2>
                    <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
                      <PersonLink email={a.email} />
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <p className="text-xl font-bold tabular-nums">
                      {a.score}
                      <span className="text-base font-medium text-slate-600">/{a.maxScore || 120}</span>
                    </p>
                    <Badge tone={badge === 'Qualified' ? 'green' : 'amber'}>{badge}</Badge>
                  </div>
                </div>
                <AnswerList answers={formatAnswers(a.answers)} />
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                  <span>Completed {formatAdminDate(a.createdAt)}</span>
                  {entry && <span>Joined waitlist {formatAdminDate(entry.joinedAt)}</span>}
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
