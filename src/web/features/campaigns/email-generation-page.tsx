import { NotFoundCard } from '../../components/not-found-card';
import { ArrowLeft, ArrowRight, Mail } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { THANK_YOU_REDIRECT_SECONDS } from '../../../shared/domain/campaign-templates';
import { CenteredLayout } from '../../components/centered-layout';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, errorCodeOf } from '../../lib/api-request';
import { LoadFailedCard } from '../../components/load-failed-card';
import { SpeakerHeader } from '../../components/speaker-header';
import { parseTalkId, speakerPaths } from '../../lib/speaker-paths';
import { campaignPaths } from '../../lib/campaign-paths';
import { EmailPreview, RecipientList, Section } from './campaign-ui';
import { useCreateThankYouEmail } from '../../lib/api/create-thank-you-email';
import { useThankYouEmail } from './api/thank-you-email';
import { useOnboardedSpeaker } from '../../lib/speaker-context';

function GenerationFailed({ reason, dashboardPath }: { reason: string; dashboardPath: string }) {
  return (
    <CenteredLayout>
      <Card role="alert">
        <CardHeader>
          <CardTitle as="h1">Failed to generate email</CardTitle>
          <CardDescription>{reason}</CardDescription>
        </CardHeader>
        <CardFooter>
          <Link to={dashboardPath} className={buttonClasses()}>
            Back to Dashboard
          </Link>
        </CardFooter>
      </Card>
    </CenteredLayout>
  );
}

/**
 * Counts down to the approval page and then really opens it; the speaker may go at once or stay
 * to keep reading (the countdown then stops for good).
 */
function RedirectCountdown({ to }: { to: string }) {
  const navigate = useNavigate();
  // Counted against a deadline, not by ticks: a throttled background tab still goes on time.
  const [deadline] = useState(() => Date.now() + THANK_YOU_REDIRECT_SECONDS * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [stopped, setStopped] = useState(false);
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (stopped) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [stopped]);

  useEffect(() => {
    if (!stopped && seconds === 0) navigate(to);
  }, [seconds, stopped, navigate, to]);

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3">
      <p className="text-sm text-indigo-950">
        {stopped ? (
          'Take your time. Open the approval page when you are ready to send.'
        ) : (
          <>
            Opening the approval page in <span className="font-semibold tabular-nums">{seconds}</span> s
          </>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        {!stopped && (
          <Button variant="outline" size="sm" onClick={() => setStopped(true)}>
            Stay on this page
          </Button>
        )}
        <Link to={to} className={buttonClasses({ size: 'sm' })}>
          Review and send now
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}

function Preview({ emailId, dashboardPath }: { emailId: string; dashboardPath: string }) {
  const { data, isPending, isError, refetch } = useThankYouEmail(emailId);
  const [selected, setSelected] = useState(0);
  const selectId = useId();
  if (isPending) return <Spinner className="py-10" />;
  if (isError) return <LoadFailedCard onRetry={() => void refetch()} />;
  const recipient = data.recipients[Math.min(selected, data.recipients.length - 1)];
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-10">
      <Link to={dashboardPath} className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Dashboard
      </Link>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Thank-you email</h1>
        <p className="text-slate-700">{`${data.event.name}: ${data.recipientCount} attendee${data.recipientCount === 1 ? '' : 's'} agreed to be contacted.`}</p>
      </div>
      {data.status === 'pending' && <RedirectCountdown to={campaignPaths.emailApproval(emailId)} />}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Section title="Recipients">
          <RecipientList recipients={data.recipients} total={data.recipientCount} limit={data.recipientCount} />
        </Section>
        <Section title="Preview">
          {recipient ? (
            <>
              <div className="space-y-1.5">
                <Label htmlFor={selectId}>Preview the e-mail for</Label>
                <select
                  id={selectId}
                  value={selected}
                  onChange={(e) => setSelected(Number(e.target.value))}
                  className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base"
                >
                  {data.recipients.map((r, i) => (
                    <option key={r.email} value={i}>
                      {r.name ? `${r.name} (${r.email})` : r.email}
                    </option>
                  ))}
                </select>
              </div>
              <EmailPreview
                subject={recipient.preview.subject}
                text={recipient.preview.text}
                label={`E-mail to ${recipient.name || recipient.email}`}
              />
            </>
          ) : (
            <EmailPreview subject={data.subject} text={data.content} />
          )}
          <p className="text-sm text-slate-700">{`You get one copy of what is sent, at ${data.speaker.email}. Replies go to you.`}</p>
        </Section>
      </div>
      <Link to={campaignPaths.emailApproval(emailId)} className={buttonClasses({ size: 'lg' })}>
        <Mail className="size-5" aria-hidden="true" />
        Go to approval
      </Link>
    </main>
  );
}

function Generation({ eventId, dashboardPath }: { eventId: number; dashboardPath: string }) {
  const started = useRef(false);
  const generate = useCreateThankYouEmail({
    onError: (err) => {
      if (errorCodeOf(err) !== 'NOT_FOUND')
        toast({ title: 'Generation Failed', description: 'Could not generate thank you email', variant: 'destructive' });
    },
  });
  const { mutate } = generate;

  // Drafting is idempotent on the server (one pending draft per event), so arriving here again is safe.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(eventId);
  }, [mutate, eventId]);

  if (generate.isError) {
    if (errorCodeOf(generate.error) === 'NOT_FOUND') {
      return (
        <NotFoundCard
          title="Event not found"
          description="This event does not exist or belongs to another speaker."
          backTo={dashboardPath}
          backLabel="Back to Dashboard"
        />
      );
    }
    return (
      <GenerationFailed
        reason={errorMessageFromApiError(generate.error, 'Could not generate thank you email')}
        dashboardPath={dashboardPath}
      />
    );
  }
  if (!generate.data) {
    return (
      <CenteredLayout>
        <Card>
          <CardHeader>
            <CardTitle as="h1">Generating your thank-you email...</CardTitle>
            <CardDescription>
              Each attendee who agreed to be contacted gets a personal e-mail with their first name, their rating, a line from their
              testimonial and your gift.
            </CardDescription>
          </CardHeader>
          <CardFooter>
            <Spinner label="Generating..." />
          </CardFooter>
        </Card>
      </CenteredLayout>
    );
  }
  return <Preview emailId={generate.data.emailId} dashboardPath={dashboardPath} />;
}

/** /email-generation/:eventId — drafts the event's thank-you e-mail and previews it per recipient. */
export function EmailGenerationPage() {
  const { eventId: param } = useParams();
  const eventId = parseTalkId(param);
  const dashboardPath = speakerPaths.slugDashboard(useOnboardedSpeaker().slug);
  if (eventId === null)
    return (
      <NotFoundCard title="Event not found" description="This event does not exist." backTo={dashboardPath} backLabel="Back to Dashboard" />
    );
  return (
    <div className="min-h-dvh bg-slate-50">
      <SpeakerHeader />
      <Generation key={eventId} eventId={eventId} dashboardPath={dashboardPath} />
    </div>
  );
}
