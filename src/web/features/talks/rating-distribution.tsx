import { Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis } from 'recharts';
import type { TalkRatings } from '../../../shared/contract/insights';
import { REPORT_AVERAGE_MIN_ANSWERS } from '../../../shared/domain/organizer-report';
import { CHART_COLORS } from '../../components/charts/chart-colors';
import { ChartFigure } from '../../components/charts/chart-figure';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useTalkRatings } from './api/get-insights';
import { answersWith, averageText, STARS_DOWN, starsLabel } from './insights-math';

/** The sentence under the bars' title: the average only from 10 answers, as the organizer's report shows it. */
export function ratingsSummary({ responses, average }: Pick<TalkRatings, 'responses' | 'average'>): string {
  if (responses === 0) return 'No answers yet.';
  const answers = `${responses} answer${responses === 1 ? '' : 's'}`;
  if (average === null)
    return `${answers}. The average is shown from ${REPORT_AVERAGE_MIN_ANSWERS} answers: fewer say more about who answered than about the talk.`;
  return `Average ${averageText(responses, average)} out of 5 from ${answers}.`;
}

/** A talk's ratings as bars, 5 stars first, with the table of the same counts. */
export function RatingBars({ ratings }: { ratings: TalkRatings }) {
  const data = STARS_DOWN.map((stars) => ({ label: starsLabel(stars), count: answersWith(ratings.distribution, stars) }));
  return (
    <ChartFigure
      title="Ratings"
      summary={`${ratingsSummary(ratings)} ${data.map((d) => `${d.label}: ${d.count}`).join(', ')}.`}
      height={220}
      table={{
        columns: [{ label: 'Rating' }, { label: 'Answers', numeric: true }],
        rows: data.map((d) => ({ key: d.label, cells: [d.label, d.count] })),
      }}
    >
      <BarChart data={data} layout="vertical" margin={{ left: 8, right: 32 }}>
        <CartesianGrid horizontal={false} stroke={CHART_COLORS.grid} />
        <XAxis type="number" allowDecimals={false} stroke={CHART_COLORS.muted} />
        <YAxis type="category" dataKey="label" width={64} stroke={CHART_COLORS.muted} />
        <Bar dataKey="count" name="Answers" fill={CHART_COLORS.primary} isAnimationActive={false}>
          <LabelList dataKey="count" position="right" fill={CHART_COLORS.muted} />
        </Bar>
      </BarChart>
    </ChartFigure>
  );
}

/** The talk page's card: how the audience rated it (open on every plan, like the page). */
export function RatingDistributionCard({ eventId }: { eventId: number }) {
  const ratings = useTalkRatings(eventId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>How the audience rated it</CardTitle>
        <CardDescription>{ratings.data ? ratingsSummary(ratings.data) : 'Answers per star rating.'}</CardDescription>
      </CardHeader>
      <CardContent>
        {ratings.isPending ? (
          <Spinner className="py-6" />
        ) : ratings.isError ? (
          <p role="alert" className="text-sm text-red-700">
            The ratings could not be loaded. Reload the page to try again.
          </p>
        ) : ratings.data.responses === 0 ? (
          <p className="text-sm text-slate-600">The bars appear with the first answer.</p>
        ) : (
          <RatingBars ratings={ratings.data} />
        )}
      </CardContent>
    </Card>
  );
}
