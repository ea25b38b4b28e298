import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';
import type { QuestionResult } from '../../../shared/contract/talks';
import { CHART_COLORS } from '../../components/charts/chart-colors';
import { ChartFigure } from '../../components/charts/chart-figure';
import { LoadFailedNote } from '../../components/load-failed-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useQuestionResults } from './api/get-question-results';

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const answers = (n: number) => count(n, 'answer');
const AXIS = { fill: CHART_COLORS.muted, fontSize: 12 };

/** The sentence that names the chart as one image: every count, in the table's order. */
function summaryOf(result: QuestionResult): string {
  const counts = result.counts.map((c) => `${c.value}: ${c.count}`).join(', ');
  const score =
    result.recommend && result.recommend.score !== null
      ? ` ${count(result.recommend.promoters, 'promoter')} (9-10), ${count(result.recommend.passives, 'passive')} (7-8), ${count(result.recommend.detractors, 'detractor')} (0-6): score ${result.recommend.score}.`
      : '';
  return `${answers(result.answerCount)}. ${counts}.${score}`;
}

/** One question's answers: a bar per value with its table, or the words for a text question. */
export function QuestionResultFigure({ result }: { result: QuestionResult }) {
  const title = result.retired ? `${result.label} (retired)` : result.label;
  if (result.kind === 'text') {
    return (
      <section aria-label={title} className="space-y-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        {result.texts.length === 0 ? (
          <p className="text-sm text-slate-600">No answers yet.</p>
        ) : (
          <>
            <p className="text-sm text-slate-600">{answers(result.texts.length)}, without names.</p>
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
              {result.texts.map((text, i) => (
                <li key={i}>“{text}”</li>
              ))}
            </ul>
          </>
        )}
      </section>
    );
  }
  const recommend = result.recommend;
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {recommend && recommend.score !== null ? (
        <p className="text-sm text-slate-700">
          Score {recommend.score} · {count(recommend.promoters, 'promoter')} (9-10), {count(recommend.passives, 'passive')} (7-8),{' '}
          {count(recommend.detractors, 'detractor')} (0-6) of {answers(recommend.total)}. The score is the share of promoters minus the
          share of detractors.
        </p>
      ) : null}
      <ChartFigure
        title={title}
        summary={summaryOf(result)}
        height={220}
        empty={result.answerCount === 0 ? 'No answers yet.' : undefined}
        table={{
          columns: [{ label: result.kind === 'choice' ? 'Option' : 'Answer' }, { label: 'Answers', numeric: true }],
          rows: result.answerCount === 0 ? [] : result.counts.map((c) => ({ key: c.value, cells: [c.value, c.count] })),
        }}
      >
        <BarChart data={result.counts} margin={{ right: 16 }}>
          <CartesianGrid vertical={false} stroke={CHART_COLORS.grid} />
          <XAxis dataKey="value" tick={AXIS} interval={0} />
          <YAxis allowDecimals={false} tick={AXIS} width={32} />
          <Bar dataKey="count" name="Answers" fill={CHART_COLORS.primary} isAnimationActive={false} />
        </BarChart>
      </ChartFigure>
    </section>
  );
}

/** "Your questions": one chart per question the talk asks or asked, retired ones after. */
export function QuestionResults({ eventId }: { eventId: number }) {
  const query = useQuestionResults(eventId);
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your questions</CardTitle>
        <CardDescription>What the audience answered to the questions you added to the feedback form.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <LoadFailedNote message="We could not load the answers to your questions." onRetry={() => void query.refetch()} />
        ) : (
          <div className="space-y-8">
            {query.data.map((result) => (
              <QuestionResultFigure key={result.id} result={result} />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
