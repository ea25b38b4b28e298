import { useId, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts';
import type { VisitorFunnel } from '../../../shared/contract/analytics';
import { VISITOR_FUNNEL_DAYS } from '../../../shared/contract/analytics';
import { Panel } from './dashboard-panel';
import { CHART_AXIS, CHART_COLOUR, ChartFigure, FigureTable } from './chart-figure';
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

function shareOf(n: number, landing: number) {
  return landing > 0 ? `${((100 * n) / landing).toFixed(1).replace(/\.0$/, '')} %` : '—';
}

function Conversion({ data }: { data: VisitorFunnel }) {
  const landing = data.conversion.landingVisits;
  const steps = STEPS.map((s) => ({ label: s.label, n: data.conversion[s.key] }));
  return (
    <ChartFigure
      id="conversion-heading"
      title="From the landing page to sign-ups"
      description="Each step counts what was made in these days (entries, pages, assessments, inquiries, accounts); the share compares it with landing-page visits and does not follow one person through."
      chart={
        <BarChart data={steps} layout="vertical" margin={{ left: 24, right: 16 }}>
          <CartesianGrid horizontal={false} stroke="#e2e8f0" />
          <XAxis type="number" allowDecimals={false} tick={CHART_AXIS} />
          <YAxis type="category" dataKey="label" width={150} tick={CHART_AXIS} />
          <Bar dataKey="n" fill={CHART_COLOUR} isAnimationActive={false} label={{ position: 'right', ...CHART_AXIS }} />
        </BarChart>
      }
      table={
        <FigureTable
          caption="From the landing page to sign-ups"
          columns={['Step', 'Count', 'Share of landing page visits']}
          rows={steps.map((s, i) => ({ key: s.label, cells: [s.label, s.n, i === 0 ? '100 %' : shareOf(s.n, landing)] }))}
          empty=""
        />
      }
    />
  );
}

function VisitsOverTime({ data }: { data: VisitorFunnel }) {
  const total = data.visitsByDay.reduce((n, d) => n + d.views, 0);
  return (
    <ChartFigure
      id="visits-heading"
      title="Page views per day"
      description={`${new Intl.NumberFormat('en-GB').format(total)} page views from ${dayLabel(data.from, longDay)} to ${dayLabel(data.to, longDay)} (UTC days).`}
      tableOpen={false}
      chart={
        <LineChart data={data.visitsByDay.map((d) => ({ ...d, label: dayLabel(d.day, shortDay) }))} margin={{ right: 16 }}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={CHART_AXIS} minTickGap={16} />
          <YAxis allowDecimals={false} tick={CHART_AXIS} width={40} />
          <Line dataKey="views" stroke={CHART_COLOUR} strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      }
      table={
        <FigureTable
          caption="Page views per day"
          columns={['Day', 'Page views']}
          rows={data.visitsByDay.map((d) => ({ key: d.day, cells: [dayLabel(d.day, longDay), d.views] }))}
          empty=""
        />
      }
    />
  );
}

/** A ranked list of page views (referrers, campaigns) as horizontal bars and its table. */
function RankedViews(props: {
  id: string;
  title: string;
  description: string;
  column: string;
  rows: { label: string; views: number }[];
  empty: string;
}) {
  const { rows } = props;
  return (
    <ChartFigure
      id={props.id}
      title={props.title}
      description={props.description}
      height={Math.max(120, rows.length * 32)}
      chart={
        rows.length === 0 ? null : (
          <BarChart data={rows} layout="vertical" margin={{ left: 24, right: 16 }}>
            <XAxis type="number" allowDecimals={false} tick={CHART_AXIS} />
            <YAxis type="category" dataKey="label" width={180} tick={CHART_AXIS} />
            <Bar dataKey="views" fill={CHART_COLOUR} isAnimationActive={false} />
          </BarChart>
        )
      }
      table={
        <FigureTable
          caption={props.title}
          columns={[props.column, 'Page views']}
          rows={rows.map((r) => ({ key: r.label, cells: [r.label, r.views] }))}
          empty={props.empty}
        />
      }
    />
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
              id="referrers-heading"
              title="Referrers"
              description="The site each page view came from."
              column="Referrer"
              rows={data.referrers.map((r) => ({ label: r.host || NO_REFERRER, views: r.views }))}
              empty="No page views in these days."
            />
            <RankedViews
              id="campaigns-heading"
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
          <ChartFigure
            id="pages-heading"
            title="Most viewed pages"
            chart={null}
            table={
              <FigureTable
                caption="Most viewed pages"
                columns={['Page', 'Page views']}
                rows={data.pages.map((p) => ({ key: p.path, cells: [p.path, p.views] }))}
                empty="No page views in these days."
              />
            }
          />
        </div>
      )}
    </Panel>
  );
}
