import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ExternalLink, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { AnalyticsDashboard } from '../../../shared/contract/analytics';
import { ANALYTICS_TOP_ROWS, ANALYTICS_WINDOW_DAYS } from '../../../shared/domain/constants';
import { paths } from '../../lib/paths';
import { BrandLogo } from '../../components/brand-logo';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useLogout } from '../../lib/use-logout';
import { LogoUpload } from './logo-upload';
import { DefaultGiftSettings } from './default-gift-settings';
import { PlanPricesSettings } from './plan-prices-settings';
import { AdminCampaignPanel } from './admin-campaign-panel';
import { FunnelSection } from './funnel-section';
import { VisitorFunnelSection } from './visitor-funnel-section';
import { OldAddressesSection } from './old-addresses-section';
import { Panel } from './dashboard-panel';
import { campaignFeedbackQueryOptions } from '../../lib/api/get-campaign-feedback';
import { useAnalyticsDashboard } from './api/get-analytics-dashboard';
import { useAssessments } from './api/get-assessments';
import { useDataIntegrity } from './api/get-data-integrity';
import { useEngagementSegments } from './api/get-engagement-segments';
import { useNewLeadsCount } from './api/get-new-leads-count';
import { usePendingApprovalsCount } from './api/get-pending-approvals-count';
import { useWaitlist } from './api/get-waitlist';
import { formatAdminDate, PeopleSearchBox } from '../../components/admin-page-shell';
import { adminConsolePaths } from './paths';
import { DASHBOARD_DUPLICATE_GROUPS, DASHBOARD_SEGMENT_NAMES } from '../../../shared/domain/admin-console';
import { PersonLink } from '../../components/person-link';

const numberFormat = new Intl.NumberFormat('en-GB');

const EMPTY_DASHBOARD: AnalyticsDashboard = {
  analytics: [],
  summary: { totalEvents: 0, pageViews: 0, buttonClicks: 0, cardClicks: 0 },
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
  const { data, isPending, isError } = useAnalyticsDashboard();

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
          <SummaryTile label="Total Events" value={summary.totalEvents} />
          <SummaryTile label="Page Views" value={summary.pageViews} />
          <SummaryTile label="Button Clicks" value={summary.buttonClicks} />
          <SummaryTile label="Card Clicks" value={summary.cardClicks} />
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
                    <tr key={`${row.eventType}|${row.pagePath}|${row.elementLabel ?? ''}`}>
                      <td className="px-3 py-2 sm:px-4">{row.elementLabel ?? '—'}</td>
                      <td className="px-3 py-2 sm:px-4 font-mono text-xs">{row.eventType}</td>
                      <td className="px-3 py-2 sm:px-4 font-mono text-xs [overflow-wrap:anywhere]">{row.pagePath}</td>
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
  return <AdminDashboard />;
}

/** A count tile with its own loading and failure state. */
function CountTile({ label, query }: { label: string; query: Pick<UseQueryResult<number>, 'data' | 'isPending' | 'isError'> }) {
  return (
    <Card className="p-4" role="group" aria-label={label}>
      <p className="text-sm font-medium text-slate-700">{label}</p>
      {query.isPending ? (
        <Spinner className="mt-2 justify-start text-sm" />
      ) : query.isError || query.data === undefined ? (
        <p className="mt-1 text-sm font-medium text-red-700">Could not load</p>
      ) : (
        <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl">{numberFormat.format(query.data)}</p>
      )}
    </Card>
  );
}

function CountsSection() {
  const waitlist = useWaitlist();
  const assessments = useAssessments();
  const feedback = useQuery({ ...campaignFeedbackQueryOptions(), select: (data) => data.responses.length });
  const approvals = usePendingApprovalsCount();
  const leads = useNewLeadsCount();
  const lengthOf = <T,>(q: UseQueryResult<T[]>) => ({ ...q, data: q.data?.length });
  return (
    <section aria-labelledby="counts-heading" className="space-y-3">
      <h2 id="counts-heading" className="sr-only">
        Totals
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <CountTile label="Waitlist" query={lengthOf(waitlist)} />
        <CountTile label="Assessments" query={lengthOf(assessments)} />
        <CountTile label="Campaign Feedback" query={feedback} />
        <CountTile label="Pending Approvals" query={approvals} />
        <CountTile label="New Leads" query={leads} />
      </div>
    </section>
  );
}

const ADMIN_LINKS: { to: string; label: string; description: string; newTab?: boolean }[] = [
  { to: '/admin/people', label: 'People', description: 'One record per person: search, timeline, notes, a one-off e-mail' },
  { to: adminConsolePaths.billing, label: 'Billing', description: 'Subscribers, renewals, failed payments, revenue and MRR' },
  { to: '/admin/leads', label: 'Leads Inbox', description: 'Free pages, agent and WhatsApp requests, inquiries, sign-ups' },
  { to: '/email-approvals', label: 'Email Approvals', description: 'Approve or reject e-mails waiting to go out' },
  { to: '/admin/assessment-reports', label: 'Assessment Reports', description: 'Review and approve readiness reports' },
  { to: adminConsolePaths.qualifiedSpeakers, label: 'Qualified Speakers', description: 'Speakers who scored 80 or more' },
  { to: adminConsolePaths.assessmentDetails, label: 'Assessment Details', description: 'Every assessment with its answers' },
  { to: adminConsolePaths.dataExport, label: 'Data Export', description: 'Copy lists or download them as CSV' },
  { to: adminConsolePaths.audiences, label: 'Audiences', description: 'Every campaign group in full: who is e-mailed, who not and why' },
  { to: '/speaker-feedback', label: 'Speaker Feedback', description: "Answers to SpeakerPro's own feedback form" },
  { to: '/testimonial-graphics', label: 'Testimonial Graphics', description: 'Generate and approve graphics' },
  { to: adminConsolePaths.blogManagement, label: 'Blog Management', description: 'Write and publish blog posts' },
  { to: '/blog', label: 'View Blog', description: 'The public blog', newTab: true },
  { to: '/admin/inquiries', label: 'Inquiries', description: 'Event inquiries, opt-outs and LinkedIn profiles' },
  { to: '/admin/outbox', label: 'Outbox', description: 'Every e-mail the product sent or keeps' },
  { to: '/admin/data-requests', label: 'Data Requests', description: 'People downloading or erasing their data' },
];

function AdminLinks() {
  const linkClasses =
    'flex h-full flex-col gap-0.5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-indigo-400 hover:bg-indigo-50 ' +
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600';
  return (
    <nav aria-labelledby="tools-heading" className="space-y-3">
      <h2 id="tools-heading" className="text-lg font-semibold">
        Admin tools
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {ADMIN_LINKS.map((l) => (
          <li key={l.to}>
            {l.newTab ? (
              <a href={l.to} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                <span className="inline-flex items-center gap-1 font-semibold text-indigo-800">
                  {l.label}
                  <ExternalLink className="size-4" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </span>
                <span className="text-sm text-slate-700">{l.description}</span>
              </a>
            ) : (
              <Link to={l.to} className={linkClasses}>
                <span className="font-semibold text-indigo-800">{l.label}</span>
                <span className="text-sm text-slate-700">{l.description}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SegmentCard<T extends { email: string; name: string }>({
  title,
  note,
  people,
  detail,
  leftOut,
}: {
  title: string;
  note: string;
  people: T[];
  detail: (person: T) => string;
  leftOut: number;
}) {
  const shown = people.slice(0, DASHBOARD_SEGMENT_NAMES);
  const id = `segment-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className="min-w-0 space-y-2 p-4" role="region" aria-labelledby={id}>
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={id} className="font-semibold text-slate-900">
          {title}
        </h3>
        <span className="text-sm tabular-nums text-slate-700">{people.length}</span>
      </div>
      <p className="text-xs text-slate-600">{note}</p>
      {leftOut > 0 && (
        <p className="text-xs text-slate-700">{`${leftOut} more opted out of marketing e-mail and ${leftOut === 1 ? 'is' : 'are'} left out.`}</p>
      )}
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">Nobody yet</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {shown.map((p) => (
            <li key={p.email} className="flex justify-between gap-2">
              <PersonLink email={p.email} className="min-w-0 truncate font-medium text-indigo-800 underline">
                {p.name || p.email}
              </PersonLink>
              <span className="shrink-0 tabular-nums text-slate-700">{detail(p)}</span>
            </li>
          ))}
        </ul>
      )}
      {people.length > shown.length && <p className="text-xs text-slate-600">and {people.length - shown.length} more</p>}
    </Card>
  );
}

function SegmentsSection() {
  const { data, isPending, isError } = useEngagementSegments();
  return (
    <Panel
      id="segments-heading"
      title="Engagement segments"
      isPending={isPending}
      isError={isError}
      errorText="Could not load the engagement segments."
    >
      {data && (
        <div className="grid gap-3 md:grid-cols-3">
          <SegmentCard
            title="Hot Leads"
            note="Rated SpeakerPro 4 or 5 stars"
            people={data.hotLead}
            detail={(p) => `${p.highestRating}/5 stars`}
            leftOut={data.optedOutLeftOut.hotLead}
          />
          <SegmentCard
            title="Qualified Prospects"
            note="Passed the readiness assessment"
            people={data.qualifiedProspect}
            detail={(p) => `${p.bestAssessmentScore} points`}
            leftOut={data.optedOutLeftOut.qualifiedProspect}
          />
          <SegmentCard
            title="New Waitlist"
            note="Joined within 30 days, no assessment yet"
            people={data.newWaitlist}
            detail={(p) => formatAdminDate(p.joinedAt)}
            leftOut={data.optedOutLeftOut.newWaitlist}
          />
        </div>
      )}
      <Link to={adminConsolePaths.audiences} className="inline-block text-sm font-medium text-indigo-700 hover:underline">
        Every segment in full, as CSV or as a campaign&apos;s audience
      </Link>
    </Panel>
  );
}

const SOURCE_NAMES = {
  waitlist: 'Waitlist',
  assessment: 'Assessment',
  qualified_lead: 'Qualified lead',
  campaign_feedback: 'Campaign feedback',
} as const;

function IntegritySection() {
  const { data, isPending, isError } = useDataIntegrity();
  const clean = data && data.duplicateEmails.length === 0 && data.missingNames.length === 0 && data.unmatchedAssessmentEmails.length === 0;
  return (
    <Panel
      id="integrity-heading"
      title="Data integrity"
      isPending={isPending}
      isError={isError}
      errorText="Could not run the data-integrity check."
    >
      {data && (
        <Card className="space-y-4 p-4">
          {clean ? (
            <p className="text-slate-800">No problems found: every e-mail is written one way and every entry has a name.</p>
          ) : (
            <div className="grid gap-4 md:grid-cols-3">
              <div className="space-y-1">
                <h3 className="font-semibold">Duplicate e-mails ({data.duplicateEmails.length})</h3>
                <ul className="space-y-1 text-sm">
                  {data.duplicateEmails.slice(0, DASHBOARD_DUPLICATE_GROUPS).map((d) => (
                    <li key={d.email}>
                      <span className="font-medium [overflow-wrap:anywhere]">{d.email}</span>
                      <span className="block text-slate-700 [overflow-wrap:anywhere]">
                        Written as: {d.variations.map((v) => `"${v}"`).join(', ')}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
              <div className="space-y-1">
                <h3 className="font-semibold">Missing names ({data.missingNames.length})</h3>
                <ul className="space-y-1 text-sm">
                  {data.missingNames.slice(0, 5).map((m) => (
                    <li key={`${m.source}-${m.id}`} className="[overflow-wrap:anywhere]">
                      {SOURCE_NAMES[m.source]}: {m.email.trim()}
                    </li>
                  ))}
                </ul>
              </div>
              <div className="space-y-1">
                <h3 className="font-semibold">Assessments without a waitlist entry ({data.unmatchedAssessmentEmails.length})</h3>
                <ul className="space-y-1 text-sm">
                  {data.unmatchedAssessmentEmails.slice(0, 5).map((email) => (
                    <li key={email} className="[overflow-wrap:anywhere]">
                      {email}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          )}
          {data.recommendations.length > 0 && (
            <div className="space-y-1">
              <h3 className="font-semibold">Recommendations</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
                {data.recommendations.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
          )}
        </Card>
      )}
    </Panel>
  );
}

function AdminDashboard() {
  const { logout, isPending: isSigningOut } = useLogout(paths.adminSignin);

  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <BrandLogo className="text-xl" />
          <PeopleSearchBox />
          <Button variant="outline" size="sm" onClick={() => void logout()} disabled={isSigningOut}>
            <LogOut className="size-4" aria-hidden="true" />
            Sign out
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
        <CountsSection />
        <FunnelSection />
        <VisitorFunnelSection />
        <AdminLinks />
        <AdminCampaignPanel />
        <SegmentsSection />
        <IntegritySection />
        <AnalyticsSection />
        <OldAddressesSection />
        <LogoUpload />
        <DefaultGiftSettings />
        <PlanPricesSettings />
      </main>
    </div>
  );
}
