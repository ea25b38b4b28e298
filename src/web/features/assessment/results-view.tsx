import { clsx } from 'clsx';
import { Lightbulb, Trophy, TrendingUp } from 'lucide-react';
import { useId, type ReactNode, type RefObject } from 'react';
import { ASSESSMENT_PASS_SCORE, TIP_THRESHOLD } from '../../../shared/domain/assessment';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import type { ResultSummary } from './assessment-results';

/** The score, level and percentage as the server computed them, and a tip for each weak answer. */
export function ResultsView({
  summary,
  headingLevel = 'h1',
  headingRef,
  actions,
}: {
  summary: ResultSummary;
  headingLevel?: 'h1' | 'h2';
  /** Focused when the results replace the last question. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  actions?: ReactNode;
}) {
  const Icon = summary.passed ? Trophy : TrendingUp;
  const TipsHeading = headingLevel === 'h1' ? 'h2' : 'h3';
  const tipsHeadingId = useId();
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <Icon className={clsx('mx-auto size-10', summary.passed ? 'text-amber-600' : 'text-indigo-700')} aria-hidden="true" />
        <CardTitle as={headingLevel} ref={headingRef} tabIndex={-1} className="text-center text-2xl focus:outline-none">
          Your Results
        </CardTitle>
        <p className="text-center text-sm font-medium text-slate-600">Level</p>
        <p
          className={clsx(
            'mx-auto w-fit rounded-full px-4 py-1 text-center text-lg font-semibold',
            summary.passed ? 'bg-emerald-100 text-emerald-900' : 'bg-indigo-100 text-indigo-900',
          )}
        >
          {summary.level}
        </p>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="text-center">
          <p className="text-5xl font-bold tabular-nums text-slate-900">{summary.percentage}%</p>
          <p className="mt-1 text-slate-700">
            {summary.score} out of {summary.maxScore} points
          </p>
          <p className="mt-3 text-slate-700">
            {summary.passed
              ? 'You qualify for priority access to SpeakerPro.'
              : `A score of ${ASSESSMENT_PASS_SCORE} qualifies for priority access. You are on your way: here is where to grow.`}
          </p>
        </div>

        <section aria-labelledby={tipsHeadingId} className="space-y-3">
          <TipsHeading id={tipsHeadingId} className="flex items-center gap-2 text-lg font-semibold">
            <Lightbulb className="size-5 text-amber-600" aria-hidden="true" />
            Improvement tips
          </TipsHeading>
          {summary.improvements.length === 0 ? (
            <p className="text-slate-700">Every answer scored {TIP_THRESHOLD} points or more: no tips needed.</p>
          ) : (
            <ul className="space-y-3">
              {summary.improvements.map((item) => (
                <li key={item.questionId} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
                  <p className="text-sm font-medium text-slate-700">{item.question}</p>
                  <p className="mt-1 text-sm text-slate-600">
                    Your answer: {item.answer} ({item.points === 1 ? '1 point' : `${item.points} points`})
                  </p>
                  <p className="mt-2 text-slate-900">{item.tip}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
      {actions && <CardFooter>{actions}</CardFooter>}
    </Card>
  );
}
