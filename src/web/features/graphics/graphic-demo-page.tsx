import { Download, Star } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { demoRequestFrom, storedDemoGraphic } from './demo-graphic';
import { graphicsPaths } from './graphics-paths';
import { ProgressBar } from '../../components/progress-bar';
import { useDemoGraphic } from './use-demo-graphic';

const SAMPLE = {
  quote: 'Engaging, informative and inspiring. I left with three ideas I used the very next morning.',
  name: 'Anonymous',
  rating: 5,
};

/** The fixed sample shown until a real graphic exists. */
function SampleTestimonial() {
  return (
    <figure className="flex aspect-square w-full flex-col justify-center gap-4 rounded-xl bg-gradient-to-br from-blue-600 to-blue-800 p-8 text-white">
      <span role="img" aria-label={`${SAMPLE.rating} out of 5 stars`} className="flex gap-1">
        {Array.from({ length: SAMPLE.rating }, (_, i) => (
          <Star key={i} className="size-6 fill-amber-400 text-amber-400" aria-hidden="true" />
        ))}
      </span>
      <blockquote className="text-2xl font-semibold">“{SAMPLE.quote}”</blockquote>
      <figcaption>— {SAMPLE.name}</figcaption>
    </figure>
  );
}

/**
 * /graphic-demo — the companion demo screen: makes a real graphic on entry when the session has
 * none, shows it (or the fixed sample meanwhile), and downloads it.
 */
export function GraphicDemoPage() {
  const { search } = useLocation();
  const request = useMemo(() => demoRequestFrom(search), [search]);
  const hadGraphic = useMemo(() => storedDemoGraphic() !== null, []);
  const { state, generate, retry } = useDemoGraphic(request, { auto: true, reuse: hadGraphic });
  const ready = state.status === 'ready';
  const working = state.status === 'working';

  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-12">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Your Testimonial Graphic</CardTitle>
          <CardDescription>A 1080x1080 image, ready for LinkedIn, made from a testimonial and your name.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {ready ? (
            <img
              src={state.objectUrl}
              alt="Generated testimonial graphic"
              width={1080}
              height={1080}
              className="aspect-square w-full rounded-xl border border-slate-200 shadow-sm"
            />
          ) : (
            <SampleTestimonial />
          )}
          {working && <ProgressBar label="Graphic progress" value={state.progress} />}
          {state.status === 'failed' && (
            <Button variant="outline" onClick={retry}>
              Try again
            </Button>
          )}
          <div className="grid gap-2 sm:grid-cols-2">
            <Button onClick={generate} disabled={working}>
              Generate Graphic
            </Button>
            {ready ? (
              <a href={state.url} download="speakerpro-testimonial-graphic.png" className={buttonClasses({ variant: 'outline' })}>
                <Download className="size-4" aria-hidden="true" />
                Download Generated Graphic
              </a>
            ) : (
              <Button variant="outline" disabled>
                <Download className="size-4" aria-hidden="true" />
                Download Generated Graphic
              </Button>
            )}
            {ready ? (
              <a href={state.url} download="speakerpro-example-graphic.png" className={buttonClasses({ variant: 'ghost' })}>
                Download Current Example
              </a>
            ) : (
              <Button variant="ghost" disabled>
                Download Current Example
              </Button>
            )}
            {ready ? (
              <Link to={graphicsPaths.example} className={buttonClasses({ variant: 'secondary' })}>
                Show me my graphic
              </Link>
            ) : (
              <Button variant="secondary" disabled>
                {working ? 'Generating...' : 'Show me my graphic'}
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
