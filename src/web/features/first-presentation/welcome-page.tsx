import { Check, Copy, Download } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CenteredLayout } from '../../components/centered-layout';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorCodeOf } from '../../lib/api-request';
import { LoadFailedCard } from '../../components/load-failed-card';
import { eventQrPngUrl, eventQrSvgUrl } from '../../lib/api/speaker-events';
import { useTalk } from '../../lib/api/get-event';
import { usePublicTalkQuery } from './api/get-presentation';
import { usePublicTalksQuery } from './api/list-presentations';
import { DemoStepHeader } from './demo-step-header';
import { browserLocalStorage, presentationIdFromUrlOrStorage, storedSpeakerId } from './demo-storage';
import { DEMO_STEPS, feedbackPath, firstPresentationPaths, successPath } from './first-presentation-paths';

const COPIED_FEEDBACK_MS = 2000;

function NoTalk() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">No presentation yet</CardTitle>
        <CardDescription>Create your first event to get the QR code your audience will scan.</CardDescription>
      </CardHeader>
      <CardFooter>
        <Link to={firstPresentationPaths.addPresentation} className={buttonClasses({ className: 'w-full' })}>
          Create Your First Event
        </Link>
      </CardFooter>
    </Card>
  );
}

function FeedbackLink({ url }: { url: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Feedback link</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="min-w-0 text-sm" />
        <Button
          variant="outline"
          className="shrink-0"
          onClick={() => {
            navigator.clipboard.writeText(url).then(
              () => {
                setCopied(true);
                toast({ title: 'Copied to clipboard!', description: 'The feedback link is ready to share.' });
              },
              () => toast({ title: 'Copy failed', description: 'Please manually copy the text', variant: 'destructive' }),
            );
          }}
        >
          {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          {copied ? 'Copied!' : 'Copy Link'}
        </Button>
      </div>
    </div>
  );
}

function QrStep({ presentationId }: { presentationId: number }) {
  const presentation = usePublicTalkQuery(presentationId);
  // The owner's event carries the address the QR code encodes (built from PUBLIC_URL on the server).
  const event = useTalk(presentationId);
  const feedbackUrl = event.data?.feedbackUrl ?? `${window.location.origin}${feedbackPath(presentationId)}`;

  if (presentation.isPending) return <Spinner />;
  if (presentation.isError) {
    if (errorCodeOf(presentation.error) === 'NOT_FOUND') return <NoTalk />;
    return <LoadFailedCard onRetry={() => void presentation.refetch()} />;
  }
  const { title, eventName } = presentation.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">Your QR Code Is Ready</CardTitle>
        <CardDescription>
          Show it on your last slide. Attendees scan it to rate your talk, leave a testimonial and get your gift.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-0.5 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          {/* Events made on this path may carry the talk title as their event name too. */}
          {eventName && eventName !== title && <p className="text-slate-700">{eventName}</p>}
        </div>
        <div className="mx-auto w-full max-w-64 rounded-lg border border-slate-200 bg-white p-3">
          <img
            src={eventQrSvgUrl(presentationId)}
            alt={`QR code for ${title}`}
            width={256}
            height={256}
            className="aspect-square h-auto w-full"
          />
        </div>
        <FeedbackLink url={feedbackUrl} />
        <a
          href={`${eventQrPngUrl(presentationId)}?download=1`}
          download
          className={buttonClasses({ variant: 'outline', className: 'w-full' })}
        >
          <Download className="size-4" aria-hidden="true" />
          Download QR Code
        </a>
      </CardContent>
      <CardFooter>
        <Link to={successPath(presentationId)} className={buttonClasses({ className: 'w-full' })}>
          Continue
        </Link>
      </CardFooter>
    </Card>
  );
}

/** Without ?presentationId= or a stored id: the newest of the speaker's presentations. */
function LatestTalk() {
  const speakerId = storedSpeakerId(browserLocalStorage());
  const list = usePublicTalksQuery(speakerId);
  if (speakerId === null) return <NoTalk />;
  if (list.isPending) return <Spinner />;
  if (list.isError) return <LoadFailedCard onRetry={() => void list.refetch()} />;
  const latest = list.data.at(-1);
  return latest ? <QrStep presentationId={latest.id} /> : <NoTalk />;
}

/** /welcome — step 4 of the demo path: the presentation's real QR code. */
export function WelcomePage() {
  const { search } = useLocation();
  const presentationId = presentationIdFromUrlOrStorage(search, browserLocalStorage());
  return (
    <CenteredLayout>
      <DemoStepHeader step={DEMO_STEPS.welcome} />
      {presentationId === null ? <LatestTalk /> : <QrStep presentationId={presentationId} />}
    </CenteredLayout>
  );
}
