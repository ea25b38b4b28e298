import { CheckCircle2, Sparkles } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { DEMO_PROGRESS_MESSAGE_AT, DEMO_PROGRESS_MESSAGES } from '../../../shared/domain/graphics';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { demoRequestFrom } from './demo-graphic';
import { graphicsPaths } from './graphics-paths';
import { ProgressBar } from '../../components/progress-bar';
import { useDemoGraphic } from './use-demo-graphic';

/**
 * /graphic-example — 'Where the Magic Happens': a real graphic is made, and the bar moves as each
 * real step finishes; its messages appear as it passes 10, 30, 50, 70 and 90 percent.
 */
export function GraphicExamplePage() {
  const { search } = useLocation();
  const request = useMemo(() => demoRequestFrom(search), [search]);
  const { state, retry } = useDemoGraphic(request, { auto: true, reuse: true });
  const shown = DEMO_PROGRESS_MESSAGE_AT.filter((at) => state.progress >= at);

  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-12">
      <Card>
        <CardHeader className="text-center">
          <Sparkles className="mx-auto size-8 text-indigo-600" aria-hidden="true" />
          <CardTitle as="h1" className="text-2xl">
            Where the Magic Happens
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          <div className="space-y-2">
            <ProgressBar label="Graphic progress" value={state.progress} />
            <p className="text-right text-sm tabular-nums text-slate-600">{state.progress}%</p>
          </div>
          <ul className="space-y-2" aria-live="polite">
            {shown.map((at) => (
              <li key={at} className="flex items-start gap-2 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {DEMO_PROGRESS_MESSAGES[at]}
              </li>
            ))}
          </ul>
          {state.status === 'failed' && (
            <Button variant="outline" onClick={retry}>
              Try again
            </Button>
          )}
          {state.status === 'ready' && (
            <div className="space-y-4 text-center">
              <h2 className="text-xl font-semibold text-emerald-700">AI Processing Complete!</h2>
              <img
                src={state.objectUrl}
                alt="Your sample testimonial graphic"
                width={1080}
                height={1080}
                className="aspect-square w-full rounded-xl border border-slate-200 shadow-sm"
              />
              <Link to={graphicsPaths.demo} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
                Generate More Graphics
              </Link>
            </div>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
