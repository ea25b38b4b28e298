import { CheckCircle2 } from 'lucide-react';
import { useMemo } from 'react';
import {
  formatAverageScore,
  keyAssessmentAreas,
  qualifiedSpeakers,
  qualifiedStats,
  qualifiedTier,
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

const HIGHLIGHTS = ['Qualified for the SpeakerPro platform', 'Ready for automated campaigns', 'Business-ready speaker profile'];
const TIER_TONES = { Expert: 'purple', Advanced: 'indigo', Qualified: 'green' } as const;

/** /qualified-speakers: speakers who passed the assessment (80+), one card each, best first. */
export function QualifiedSpeakersPage() {
  usePageMeta(pageTitle('Qualified Speakers'));
  return <QualifiedSpeakers />;
}

function QualifiedSpeakers() {
  const assessments = useAssessments();
  // The waitlist adds join dates; the list shows without it.
  const waitlist = useWaitlist();
  const speakers = useMemo(() => (assessments.data ? qualifiedSpeakers(assessments.data) : []), [assessments.data]);
  return (
    <AdminPageShell
      title="Qualified Speakers"
      description="Speakers who scored 80 points or more in the readiness assessment (their best result each)."
    >
      <ListState
        isPending={assessments.isPending}
        isError={assessments.isError}
        isEmpty={speakers.length === 0}
        emptyTitle="No Qualified Speakers Yet"
        emptyText="Speakers who score 80 or more in the readiness assessment appear here."
      />
      {assessments.data && speakers.length > 0 && <SpeakerList speakers={speakers} waitlist={waitlist.data ?? []} />}
    </AdminPageShell>
  );
}

function SpeakerList({ speakers, waitlist }: { speakers: Assessment[]; waitlist: WaitlistEntry[] }) {
  // Only for the join date; names come with each assessment.
  const findWaitlist = useMemo(() => waitlistLookup(waitlist), [waitlist]);
  const stats = qualifiedStats(speakers);
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Qualified Speakers" value={stats.count} />
        <StatCard label="Expert Level (100+)" value={stats.expert} />
        <StatCard label="Advanced (90-99)" value={stats.advanced} />
        <StatCard label="Average Score" value={formatAverageScore(stats.averageScore)} />
      </div>
      <ul className="grid gap-4 lg:grid-cols-2" aria-label="Qualified speakers">
        {speakers.map((a) => {
          const entry = findWaitlist(a.email);
          // The server's best name (account, waitlist, forms); null when none is known.
          const name = a.name ?? UNKNOWN_SPEAKER;
          const tier = qualifiedTier(a.score);
          return (
            <li key={a.id}>
              <Card className="h-full space-y-4 p-5 sm:p-6" role="article" aria-label={`${name}, ${a.email}`}>
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
                    <Badge tone={TIER_TONES[tier]}>{tier}</Badge>
                  </div>
                </div>
                <ul className="space-y-1 text-sm text-slate-800">
                  {HIGHLIGHTS.map((h) => (
                    <li key={h} className="flex items-center gap-2">
                      <CheckCircle2 className="size-4 text-green-700" aria-hidden="true" />
                      {h}
                    </li>
                  ))}
                </ul>
                <div className="space-y-2">
                  <h3 className="text-sm font-semibold text-slate-900">Key Assessment Areas</h3>
                  <AnswerList answers={keyAssessmentAreas(a.answers)} />
                </div>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                  <span>Qualified {formatAdminDate(a.createdAt)}</span>
                  {entry && <span>Member since {formatAdminDate(entry.joinedAt)}</span>}
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
