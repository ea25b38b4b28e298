import { CalendarCheck, CheckCircle2, Mail, SearchCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { Assessment } from '../../../shared/contract/assessment';
import { paths } from '../../lib/paths';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { PublicPage } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { summarizeResult } from './assessment-results';
import { ResultsView } from './results-view';

const NEXT_STEPS = [
  {
    icon: SearchCheck,
    title: 'We review your assessment',
    text: 'Our team looks at your answers within 24 hours.',
  },
  {
    icon: Mail,
    title: 'We get in touch',
    text: 'Expect an e-mail from us within 48 hours to talk about your speaking goals.',
  },
  {
    icon: CalendarCheck,
    title: 'We schedule your onboarding',
    text: 'Together we pick a time to set up SpeakerPro for your next talk.',
  },
];

/** The record the assessment page handed over, if this visit came from there. */
function assessmentFromState(state: unknown): Assessment | null {
  if (typeof state !== 'object' || state === null || !('assessment' in state)) return null;
  const { assessment } = state as { assessment: unknown };
  if (typeof assessment !== 'object' || assessment === null) return null;
  const a = assessment as Partial<Assessment>;
  return typeof a.score === 'number' && typeof a.percentage === 'number' && Array.isArray(a.tips) && typeof a.answers === 'object'
    ? (a as Assessment)
    : null;
}

/** /priority-confirmed: what happens after a pass, and the results again for whoever wants them. */
export function PriorityConfirmedPage() {
  usePageMeta(pageTitle('Priority Access Confirmed'));
  const { state } = useLocation();
  const assessment = assessmentFromState(state);
  return (
    <PublicPage>
      <Card>
        <CardHeader className="items-center text-center">
          <CheckCircle2 className="mx-auto size-12 text-emerald-700" aria-hidden="true" />
          <CardTitle as="h1" className="text-center text-2xl">
            Priority Access Confirmed
          </CardTitle>
          <CardDescription className="text-center">
            You qualified for SpeakerPro. We accept 5 speakers a month, and your qualification stays valid for 90 days.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <h2 className="text-lg font-semibold">What happens next</h2>
          <ol className="mt-3 space-y-4">
            {NEXT_STEPS.map((step, i) => (
              <li key={step.title} className="flex gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-800">
                  <step.icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <p className="font-semibold text-slate-900">
                    {i + 1}. {step.title}
                  </p>
                  <p className="text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </CardContent>
        <CardFooter>
          <Link to={paths.home} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            Return to Home
          </Link>
        </CardFooter>
      </Card>
      {assessment && (
        <details className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <summary className="cursor-pointer font-medium text-indigo-700">See your assessment results</summary>
          <div className="mt-4">
            <ResultsView summary={summarizeResult(assessment)} headingLevel="h2" />
          </div>
        </details>
      )}
    </PublicPage>
  );
}
