import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { AudienceInsights, TalkAudience, TalkInsight } from '../../../shared/contract/insights';
import { isIncluded } from '../../../shared/domain/plans';
import { SENIORITY_LABELS } from '../../../shared/domain/seniority';
import { CHART_COLORS, seriesColor } from '../../components/charts/chart-colors';
import { ChartFigure } from '../../components/charts/chart-figure';
import { PlanNotice } from '../../components/plan-notice';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useAccountPlan } from '../../lib/api/account-plan';
import { speakerPaths } from '../../lib/speaker-paths';
import { useAudienceInsights, useInsights } from './api/get-insights';
import { formatTalkDate } from './event-format';
import {
  answersWith,
  averageText,
  chosenTalks,
  COMPARE_MAX,
  COMPARE_MIN,
  deliveriesOf,
  INSIGHTS_ANCHOR,
  percentText,
  ratingShares,
  repeatedTitles,
  STARS_DOWN,
  starsLabel,
  toggleCompared,
} from './insights-math';

const shortDate = (iso: string) => formatTalkDate(iso, 'short');

function TalkLink({ slug, talk }: { slug: string; talk: Pick<TalkInsight, 'id' | 'title' | 'eventName'> }) {
  return (
    <Link to={speakerPaths.eventDetail(slug, talk.id)} className="font-medium text-indigo-700 underline-offset-4 hover:underline">
      {talk.title}
      <span className="block text-xs font-normal text-slate-600">{talk.eventName}</span>
    </Link>
  );
}

/** The trend's lines, each drawn its own way (solid, dashed, dotted) as well as in its own colour. */
const TREND_SERIES = [
  { key: 'average', name: 'Average (out of 5)', axis: 'stars', color: CHART_COLORS.primary, dash: undefined },
  { key: 'responseRate', name: 'Response rate (%)', axis: 'percent', color: CHART_COLORS.secondary, dash: '6 3' },
  { key: 'hotLeadShare', name: 'Hot-lead share (%)', axis: 'percent', color: CHART_COLORS.tertiary, dash: '2 3' },
] as const;

/**
 * The trend across talks: average (out of 5, from 10 answers), response rate and hot-lead share
 * (percentages), one point per talk, oldest first. A point opens its talk; so does its row.
 */
export function TrendChart({ talks, slug }: { talks: TalkInsight[]; slug: string }) {
  const navigate = useNavigate();
  const data = talks.map((talk) => ({ ...talk, label: shortDate(talk.date) }));
  const open = (point: unknown) => {
    const id = (point as { payload?: { id?: number } } | undefined)?.payload?.id;
    if (typeof id === 'number') void navigate(speakerPaths.eventDetail(slug, id));
  };
  const dot = { r: 5, cursor: 'pointer', onClick: (_: unknown, point: unknown) => open(point) };
  return (
    <ChartFigure
      title="Your talks over time"
      summary={`${talks.length} talk${talks.length === 1 ? '' : 's'}, oldest first: the average rating (from 10 answers), the response rate and the share of hot leads of each.`}
      height={300}
      empty="No talks yet."
      table={{
        columns: [
          { label: 'Talk' },
          { label: 'Date' },
          { label: 'Answers', numeric: true },
          { label: 'Average', numeric: true },
          { label: 'Response rate', numeric: true },
          { label: 'Hot-lead share', numeric: true },
        ],
        rows: talks.map((talk) => ({
          key: talk.id,
          cells: [
            <TalkLink key="talk" slug={slug} talk={talk} />,
            shortDate(talk.date),
            talk.responses,
            averageText(talk.responses, talk.average),
            percentText(talk.responseRate, 'No audience size'),
            percentText(talk.hotLeadShare, '—'),
          ],
        })),
      }}
    >
      <LineChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 8 }}>
        <CartesianGrid stroke={CHART_COLORS.grid} />
        <XAxis dataKey="label" stroke={CHART_COLORS.muted} />
        <YAxis yAxisId="percent" domain={[0, 100]} unit="%" stroke={CHART_COLORS.muted} />
        <YAxis yAxisId="stars" orientation="right" domain={[0, 5]} ticks={[0, 1, 2, 3, 4, 5]} stroke={CHART_COLORS.muted} />
        <Tooltip labelFormatter={(_, payload) => (payload?.[0]?.payload as TalkInsight | undefined)?.title ?? ''} />
        <Legend />
        {TREND_SERIES.map((series) => (
          <Line
            key={series.key}
            yAxisId={series.axis}
            dataKey={series.key}
            name={series.name}
            stroke={series.color}
            strokeWidth={2}
            strokeDasharray={series.dash}
            dot={dot}
            activeDot={dot}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ChartFigure>
  );
}

/**
 * Two to four talks side by side, or every delivery of one title: each rating's share of the
 * talk's answers as grouped bars, and every number in the table.
 */
export function CompareTalks({ talks, slug }: { talks: TalkInsight[]; slug: string }) {
  const titles = repeatedTitles(talks);
  const [mode, setMode] = useState<'chosen' | 'title'>('chosen');
  const [chosen, setChosen] = useState<number[]>(() => talks.slice(-COMPARE_MIN).map((t) => t.id));
  const [title, setTitle] = useState(titles[0] ?? '');
  const full = chosen.length >= COMPARE_MAX;
  const compared = mode === 'title' ? deliveriesOf(talks, title) : chosenTalks(talks, chosen);
  const enough = compared.length >= COMPARE_MIN;
  const data = STARS_DOWN.map((stars) => ({
    label: starsLabel(stars),
    ...Object.fromEntries(compared.map((talk) => [`t${talk.id}`, ratingShares(talk.distribution)[stars]])),
  }));
  const name = (talk: TalkInsight) => `${talk.title} (${shortDate(talk.date)})`;

  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Compare</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name="compare-mode" checked={mode === 'chosen'} onChange={() => setMode('chosen')} />
            Talks I choose ({COMPARE_MIN} to {COMPARE_MAX})
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="compare-mode"
              checked={mode === 'title'}
              disabled={titles.length === 0}
              onChange={() => setMode('title')}
            />
            Every delivery of one talk
          </label>
        </div>
      </fieldset>

      {mode === 'chosen' ? (
        <fieldset className="space-y-1">
          <legend className="text-sm text-slate-700">
            Choose {COMPARE_MIN} to {COMPARE_MAX} talks ({chosen.length} chosen)
          </legend>
          <ul className="grid gap-1 sm:grid-cols-2">
            {talks.map((talk) => {
              const checked = chosen.includes(talk.id);
              return (
                <li key={talk.id}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={() => setChosen((current) => toggleCompared(current, talk.id))}
                    />
                    {name(talk)}
                  </label>
                </li>
              );
            })}
          </ul>
          {full && <p className="text-xs text-slate-600">Four talks are the most compared at once: untick one to choose another.</p>}
        </fieldset>
      ) : (
        <label className="flex flex-col gap-1 text-sm">
          Talk title
          <select className="rounded-md border border-slate-300 p-2" value={title} onChange={(e) => setTitle(e.target.value)}>
            {titles.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
      )}

      {enough ? (
        <ChartFigure
          title="Talks compared"
          summary={`Each rating's share of the answers to ${compared.map(name).join(', ')}.`}
          table={{
            columns: [
              { label: 'Talk' },
              { label: 'Answers', numeric: true },
              { label: 'Average', numeric: true },
              { label: 'Response rate', numeric: true },
              { label: 'Hot-lead share', numeric: true },
              ...STARS_DOWN.map((stars) => ({ label: starsLabel(stars), numeric: true })),
            ],
            rows: compared.map((talk) => ({
              key: talk.id,
              cells: [
                <TalkLink key="talk" slug={slug} talk={talk} />,
                talk.responses,
                averageText(talk.responses, talk.average),
                percentText(talk.responseRate, 'No audience size'),
                percentText(talk.hotLeadShare, '—'),
                ...STARS_DOWN.map((stars) => answersWith(talk.distribution, stars)),
              ],
            })),
          }}
        >
          <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 8 }}>
            <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
            <XAxis dataKey="label" stroke={CHART_COLORS.muted} />
            <YAxis unit="%" domain={[0, 100]} stroke={CHART_COLORS.muted} />
            <Tooltip />
            <Legend />
            {compared.map((talk, i) => (
              <Bar key={talk.id} dataKey={`t${talk.id}`} name={name(talk)} fill={seriesColor(i)} isAnimationActive={false} />
            ))}
          </BarChart>
        </ChartFigure>
      ) : (
        <p className="text-sm text-slate-600">Choose at least {COMPARE_MIN} talks to compare them.</p>
      )}
    </div>
  );
}

/** One breakdown over time: a stacked bar per talk (oldest first), one series per group. */
export function BreakdownByTalk({
  title,
  summary,
  groups,
  talks,
  countsOf,
}: {
  title: string;
  summary: string;
  groups: string[];
  talks: TalkAudience[];
  /** The talk's count per group, in the order of `groups`. */
  countsOf: (talk: TalkAudience) => number[];
}) {
  const data = talks.map((talk) => ({
    label: shortDate(talk.date),
    ...Object.fromEntries(countsOf(talk).map((n, i) => [`g${i}`, n])),
  }));
  return (
    <ChartFigure
      title={title}
      summary={summary}
      empty="No talks yet."
      table={{
        columns: [{ label: 'Talk' }, ...groups.map((g) => ({ label: g, numeric: true }))],
        rows: talks.map((talk) => ({ key: talk.id, cells: [`${talk.title} (${shortDate(talk.date)})`, ...countsOf(talk)] })),
      }}
    >
      <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 8 }}>
        <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
        <XAxis dataKey="label" stroke={CHART_COLORS.muted} />
        <YAxis allowDecimals={false} stroke={CHART_COLORS.muted} />
        <Tooltip />
        <Legend />
        {groups.map((group, i) => (
          <Bar key={group} dataKey={`g${i}`} name={group} stackId="talk" fill={seriesColor(i)} isAnimationActive={false} />
        ))}
      </BarChart>
    </ChartFigure>
  );
}

/** Seniority, roles and companies per talk: which talks reach which audience. */
export function AudienceOverTime({ audience }: { audience: AudienceInsights }) {
  const { talks } = audience;
  const withheld = talks.reduce((sum, t) => sum + t.responses - t.described, 0);
  const levels = talks[0]?.seniority.map((s) => s.level) ?? [];
  return (
    <div className="space-y-8">
      {withheld > 0 && (
        <p className="text-sm text-slate-700">
          {withheld} answer{withheld === 1 ? ' is' : 's are'} counted on the talks but left out of these breakdowns: the attendee asked not
          to share their details.
        </p>
      )}
      <BreakdownByTalk
        title="Seniority by talk"
        summary="Answers per talk by seniority, read from each job title by keyword rules (for example Head of, Director: Directors and heads)."
        groups={levels.map((level) => SENIORITY_LABELS[level])}
        talks={talks}
        countsOf={(talk) => talk.seniority.map((s) => s.count)}
      />
      <BreakdownByTalk
        title="Roles by talk"
        summary={`Answers per talk from the ${audience.roles.length} roles most answers gave, and every other role together.`}
        groups={[...audience.roles, 'Other roles']}
        talks={talks}
        countsOf={(talk) => [...talk.roles.map((r) => r.count), talk.otherRoles]}
      />
      <BreakdownByTalk
        title="Companies by talk"
        summary={`Answers per talk from the ${audience.companies.length} companies most answers came from (by work e-mail domain; personal mailboxes are in none), and the other companies together.`}
        groups={[...audience.companies.map((c) => c.company), 'Other companies']}
        talks={talks}
        countsOf={(talk) => [...talk.companies.map((c) => c.count), talk.otherCompanies]}
      />
    </div>
  );
}

/** What a query has (kept while a refresh fails), else a spinner or the sentence that it failed. */
function Loaded<T>({ query, children }: { query: { data: T | undefined; isPending: boolean }; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending) return <Spinner className="py-6" />;
  return (
    <p role="alert" className="text-sm text-red-700">
      These charts could not be loaded. Reload the page to try again.
    </p>
  );
}

/**
 * The analytics page's PRO part: the trend, the comparison and the audience over time; without
 * PRO, the lock that names it with the upgrade button.
 */
export function TalkInsights({ slug }: { slug: string }) {
  const account = useAccountPlan();
  const open = account.data ? isIncluded(account.data.plan, 'insights') : false;
  const insights = useInsights(open);
  const audience = useAudienceInsights(open);
  // Arriving from the teaser's link (#insights): the router does not scroll to an anchor by itself.
  const { hash } = useLocation();
  const ready = account.isSuccess && (!open || insights.isSuccess);
  useEffect(() => {
    if (ready && hash === `#${INSIGHTS_ANCHOR}`) document.getElementById(INSIGHTS_ANCHOR)?.scrollIntoView?.();
  }, [ready, hash]);
  return (
    <section id={INSIGHTS_ANCHOR} aria-labelledby="insights-heading" className="space-y-6">
      <div className="space-y-1">
        <h2 id="insights-heading" className="text-xl font-semibold tracking-tight">
          Across your talks
        </h2>
        <p className="text-sm text-slate-600">
          The trend of your talks, talks side by side, and who each talk reached: PRO&apos;s deeper audience insights.
        </p>
      </div>
      {!account.data ? (
        account.isError ? null : (
          <Spinner className="py-6" />
        )
      ) : !open ? (
        <PlanNotice feature="insights" />
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle as="h3">Trend</CardTitle>
              <CardDescription>
                Average rating (from 10 answers), response rate and hot-lead share, talk by talk. A point opens its talk.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Loaded query={insights}>{(data) => <TrendChart talks={data.talks} slug={slug} />}</Loaded>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h3">Compare talks</CardTitle>
              <CardDescription>How the ratings of two to four talks, or of every delivery of one talk, stand side by side.</CardDescription>
            </CardHeader>
            <CardContent>
              <Loaded query={insights}>{(data) => <CompareTalks talks={data.talks} slug={slug} />}</Loaded>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h3">Audience over time</CardTitle>
              <CardDescription>Seniority, roles and companies of the attendees who share their details, talk by talk.</CardDescription>
            </CardHeader>
            <CardContent>
              <Loaded query={audience}>{(data) => <AudienceOverTime audience={data} />}</Loaded>
            </CardContent>
          </Card>
        </>
      )}
    </section>
  );
}
