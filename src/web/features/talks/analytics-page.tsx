import { Link } from 'react-router';
import type { SpeakerAnalytics } from '../../../shared/contract/talks';
import type { SpeakerProfile } from '../../../shared/contract/profile';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FullPageSpinner } from '../../components/ui/spinner';
import { formatTalkDate, formatRatingOutOfFive } from './event-format';
import { RoleBars } from './role-breakdown';
import { speakerPaths } from '../../lib/speaker-paths';
import { LoadFailedCard } from '../../components/load-failed-card';
import { SpeakerPageFrame } from '../../components/speaker-header';
import { useSpeakerAnalytics } from './api/get-speaker-analytics';
import { useOnboardedSpeaker } from '../../lib/speaker-context';
import { TalkInsights } from './talk-insights';

function Total({ label, value }: { label: string; value: string | number }) {
  return (
    <Card className="p-4 sm:p-5">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums">{value}</dd>
    </Card>
  );
}

function PerEventTable({ rows, slug }: { rows: SpeakerAnalytics['perEvent']; slug: string }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">No events yet</p>;
  return (
    <div className="-mx-5 overflow-x-auto sm:mx-0">
      {/* Narrow cells and small type keep all five columns on a phone screen without scrolling. */}
      <table className="w-full text-left text-xs sm:text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-1 pl-5 font-medium sm:px-3">
              Event
            </th>
            <th scope="col" className="px-1 py-2 text-right font-medium sm:px-3">
              Responses
            </th>
            <th scope="col" className="px-1 py-2 text-right font-medium sm:px-3">
              Hot Leads
            </th>
            <th scope="col" className="px-1 py-2 text-right font-medium sm:px-3">
              Testimonials
            </th>
            <th scope="col" className="py-2 pr-5 pl-1 text-right font-medium sm:px-3">
              Graphics
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="py-2 pr-1 pl-5 font-normal sm:px-3">
                <Link
                  to={speakerPaths.eventDetail(slug, row.id)}
                  className="font-medium text-indigo-700 underline-offset-4 hover:underline"
                >
                  {row.eventName}
                </Link>
                <span className="block text-xs text-slate-600">{formatTalkDate(row.eventDate, 'short')}</span>
              </th>
              <td className="px-1 py-2 text-right tabular-nums sm:px-3">{row.responses}</td>
              <td className="px-1 py-2 text-right tabular-nums sm:px-3">{row.hotLeads}</td>
              <td className="px-1 py-2 text-right tabular-nums sm:px-3">{row.testimonials}</td>
              <td className="py-2 pr-5 pl-1 text-right tabular-nums sm:px-3">{row.graphics}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Companies({ rows }: { rows: SpeakerAnalytics['companies'] }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">No company e-mail addresses yet</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((row) => (
        <li key={row.domain} className="flex items-baseline justify-between gap-3 py-2 text-sm">
          <span className="min-w-0">
            <span className="block truncate font-medium">{row.company}</span>
            <span className="block truncate text-xs text-slate-600">{row.domain}</span>
          </span>
          <span className="shrink-0 tabular-nums text-slate-700">
            {row.count} ({row.percentage}%)
          </span>
        </li>
      ))}
    </ul>
  );
}

export function AnalyticsContent({ profile }: { profile: SpeakerProfile }) {
  const analytics = useSpeakerAnalytics();
  if (analytics.isPending) return <FullPageSpinner />;
  if (analytics.isError) return <LoadFailedCard onRetry={() => void analytics.refetch()} />;
  const { totals, perEvent, topRoles, companies } = analytics.data;

  return (
    <SpeakerPageFrame back={speakerPaths.dashboard} width="5xl">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Analytics Overview</h1>

      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Total label="Events" value={totals.events} />
        <Total label="Responses" value={totals.attendees} />
        <Total label="Hot Leads" value={totals.hotLeads} />
        <Total label="Average Rating" value={formatRatingOutOfFive(totals.averageRating)} />
      </dl>

      <Card>
        <CardHeader>
          <CardTitle>Event Breakdown</CardTitle>
          <CardDescription>Responses, hot leads, testimonials and graphics for each event.</CardDescription>
        </CardHeader>
        <CardContent>
          <PerEventTable rows={perEvent} slug={profile.slug} />
        </CardContent>
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Top Roles</CardTitle>
            <CardDescription>Job roles of everyone who answered, across all your events.</CardDescription>
          </CardHeader>
          <CardContent>
            <RoleBars rows={topRoles} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Companies</CardTitle>
            <CardDescription>Respondents by work e-mail domain. Free e-mail providers are left out.</CardDescription>
          </CardHeader>
          <CardContent>
            <Companies rows={companies} />
          </CardContent>
        </Card>
      </div>

      <TalkInsights slug={profile.slug} />
    </SpeakerPageFrame>
  );
}

/** /speaker/analytics and /speaker/:speakerSlug/analytics */
export function AnalyticsPage() {
  return <AnalyticsContent profile={useOnboardedSpeaker()} />;
}
