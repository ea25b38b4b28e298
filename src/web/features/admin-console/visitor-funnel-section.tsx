import { useId, useState, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, Line, LineChart, XAxis, YAxis } from 'recharts';
import type { VisitorFunnel } from '../../../shared/contract/analytics';
import { VISITOR_FUNNEL_DAYS } from '../../../shared/contract/analytics';
import { CHART_COLORS } from '../../components/charts/chart-colors';
import { ChartFigure, ChartTable, type ChartTableData } from '../../components/charts/chart-figure';
import { Card } from '../../components/ui/card';
import { Panel } from './dashboard-panel';
import { useVisitorFunnel } from './api/get-visitor-funnel';

const PERIODS = [7, VISITOR_FUNNEL_DAYS.default, 90, VISITOR_FUNNEL_DAYS.max] as const;
const NO_REFERRER = 'No referrer (typed, bookmarked or from this site)';

/** The conversion steps, in the order a visitor meets them. */
const STEPS: { key: keyof VisitorFunnel['conversion']; label: string }[] = [
  { key: 'landingVisits', label: 'Landing page visits' },
  { key: 'waitlistEntries', label: 'Waitlist entries' },
  { key: 'freePages', label: 'Free pages' },
  { key: 'assessments', label: 'Assessments' },
  { key: 'inquiries', label: 'Inquiries' },
  { key: 'speakerAccounts', label: 'Speaker accounts' },
];

const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const dayLabel = (day: string, format: Intl.DateTimeFormat) => format.format(new Date(`${day}T00:00:00Z`));
const count = new Intl.NumberFormat('en-GB');
const AXIS = { fontSize: 12, fill: CHART_COLORS.muted };

function shareOf(n: number, landing: number) {
  return landing > 0 ? `${((100 * n) / landing).toFixed(1).replace(/\.0$/, '')} %` : '—';
}

/** One of the console's figures: a visible heading and what it counts, above the chart and its numbers. */
function FunnelCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="space-y-3 p-4">
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        {description && <p className="text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </Card>
  );
}

/** Two columns of a ranked list (a name, then page views), its counts formatted. */
function viewsTable(column: string, rows: { label: string; views: number }[]): ChartTableData {
  return {
    columns: [{ label: column }, { label: 'Page views', numeric: true }],
    rows: rows.map((r) => ({ key: r.label, cells: [r.label, count.format(r.views)] })),
  };
}

function Conversion({ data }: { data: VisitorFunnel }) {
  const landing = data.conversion.landingVisits;
  const steps = STEPS.map((s) => ({ label: s.label, n: data.conversion[s.key] }));
  const title = 'From the landing page to sign-ups';
  return (
    <FunnelCard
      title={title}
      description="Each step counts what was made in these days (entries, pages, assessments, inquiries, accounts); the share compares it with landing-page visits and does not follow one person through."
    >
      <ChartFigure
        title={title}
        summary={steps.map((s) => `${s.label}: ${count.format(s.n)}`).join(', ')}
        tableOpen
        table={{
          columns: [{ label: 'Step' }, { label: 'Count', numeric: true }, { label: 'Share of landing page visits', numeric: true }],
          rows: steps.map((s, i) => ({ key: s.label, cells: [s.label, count.format(s.n), i === 0 ? '100 %' : shareOf(s.n, landing)] })),
        }}
      >
        <BarChart data={steps} layout="vertical" margin={{ left: 24, right: 32 }}>
          <CartesianGrid horizontal={false} stroke={CHART_COLORS.grid} />
          <XAxis type="number" allowDecimals={false} tick={AXIS} />
          <YAxis type="category" dataKey="label" width={150} tick={AXIS} />
          <Bar dataKey="n" name="Count" fill={CHART_COLORS.primary} isAnimationActive={false}>
            <LabelList dataKey="n" position="right" fill={CHART_COLORS.muted} />
          </Bar>
        </BarChart>
      </ChartFigure>
    </FunnelCard>
  );
}

function VisitsOverTime({ data }: { data: VisitorFunnel }) {
  const total = data.visitsByDay.reduce((n, d) => n + d.views, 0);
  const title = 'Page views per day';
  const description = `${count.format(total)} page views from ${dayLabel(data.from, longDay)} to ${dayLabel(data.to, longDay)} (UTC days).`;
  return (
    <FunnelCard title={title} description={description}>
      <ChartFigure
        title={title}
        summary={description}
        height={240}
        table={{
          columns: [{ label: 'Day' }, { label: 'Page views', numeric: true }],
          rows: data.visitsByDay.map((d) => ({ key: d.day, cells: [dayLabel(d.day, longDay), count.format(d.views)] })),
        }}
      >
        <LineChart data={data.visitsByDay.map((d) => ({ ...d, label: dayLabel(d.day, shortDay) }))} margin={{ right: 16 }}>
          <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
          <XAxis dataKey="label" tick={AXIS} minTickGap={16} />
          <YAxis allowDecimals={false} tick={AXIS} width={40} />
          <Line dataKey="views" name="Page views" stroke={CHART_COLORS.primary} strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ChartFigure>
    </FunnelCard>
  );
}

/** A ranked list of page views (referrers, campaigns) as horizontal bars and its table. */
function RankedViews(props: {
  title: string;
  description: string;
  column: string;
  rows: { label: string; views: number }[];
  empty: string;
}) {
  const { rows } = props;
  return (
    <FunnelCard title={props.title} description={props.description}>
      <ChartFigure
        title={props.title}
        summary={rows.map((r) => `${r.label}: ${count.format(r.views)}`).join(', ')}
        height={Math.max(120, rows.length * 32)}
        tableOpen
        table={viewsTable(props.column, rows)}
        empty={<p>{props.empty}</p>}
      >
        <BarChart data={rows} layout="vertical" margin={{ left: 24, right: 16 }}>
          <XAxis type="number" allowDecimals={false} tick={AXIS} />
          <YAxis type="category" dataKey="label" width={180} tick={AXIS} />
          <Bar dataKey="views" name="Page views" fill={CHART_COLORS.primary} isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
    </FunnelCard>
  );
}

/**
 * The owner's visitors as pictures (decision 080): page views the server counted from real page
 * requests (no bots, not the owner), where they came from, and how many sign-ups the same days saw.
 */
export function VisitorFunnelSection() {
  const [days, setDays] = useState<number>(VISITOR_FUNNEL_DAYS.default);
  const { data, isPending, isError } = useVisitorFunnel(days);
  const periodId = useId();
  return (
    <Panel id="visitors-heading" title="Visitors" isPending={isPending} isError={isError} errorText="Could not load the visitor figures.">
      {data && (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600">
              Counted by the server from the pages browsers opened: no cookie, no third-party script; crawlers and your own visits while
              signed in are left out.
            </p>
            <label htmlFor={periodId} className="flex items-center gap-2 text-sm font-medium text-slate-800">
              Period
              <select
                id={periodId}
                value={days}
                onChange={(e) => setDays(Number(e.target.value))}
                className="rounded-md border border-slate-300 bg-white px-2 py-1"
              >
                {PERIODS.map((p) => (
                  <option key={p} value={p}>
                    Last {p} days
                  </option>
                ))}
              </select>
            </label>
          </div>
          <Conversion data={data} />
          <VisitsOverTime data={data} />
          <div className="grid gap-4 lg:grid-cols-2">
            <RankedViews
              title="Referrers"
              description="The site each page view came from."
              column="Referrer"
              rows={data.referrers.map((r) => ({ label: r.host || NO_REFERRER, views: r.views }))}
              empty="No page views in these days."
            />
            <RankedViews
              title="Campaigns (UTM tags)"
              description="Page views whose address carried utm_source, utm_medium or utm_campaign."
              column="Source / medium / campaign"
              rows={data.campaigns.map((c) => ({
                label: [c.source, c.medium, c.campaign].map((v) => v || '—').join(' / '),
                views: c.views,
              }))}
              empty="No page view carried campaign tags in these days."
            />
          </div>
          <FunnelCard title="Most viewed pages">
            {data.pages.length === 0 ? (
              <p className="text-sm text-slate-700">No page views in these days.</p>
            ) : (
              <ChartTable
                caption="Most viewed pages"
                table={viewsTable(
                  'Page',
                  data.pages.map((p) => ({ label: p.path, views: p.views })),
                )}
              />
            )}
          </FunnelCard>
        </div>
      )}
    </Panel>
  );
}
