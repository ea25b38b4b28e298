import { Link, useLocation } from 'react-router';
import type { InquiryReceived } from '../../../shared/contract/inquiries';
import { CenteredLayout } from '../../components/centered-layout';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { parsePresentationId } from '../../lib/feedback-target';
import { DemoStepHeader } from './demo-step-header';
import { browserLocalStorage, storedPresentationId } from './demo-storage';
import { DEMO_STEPS, feedbackPath, firstPresentationPaths } from './first-presentation-paths';

/** What the copy of the inquiry did, in words that match (decision 019). */
function copyLine(received: InquiryReceived | null): string {
  if (!received?.email) return 'We will answer through the details you gave; add your e-mail next time to get a copy of your request.';
  if (received.confirmationEmail === 'outbox')
    return `A copy of your request for ${received.email} is waiting in our outbox and goes out as soon as our mail server is set up.`;
  return `A copy of your request is on its way to ${received.email}.`;
}

/** The page an event organiser sees after asking for a speaker: written for them, no speaker login. */
function OrganiserConfirmation({ received }: { received: InquiryReceived | null }) {
  return (
    <CenteredLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1">You're All Set!</CardTitle>
          <CardDescription>We have your request for a speaker.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3 text-slate-800">
          <p>What happens next: we read every request ourselves and reply with speakers who fit your event and audience.</p>
          <p role="status">{copyLine(received)}</p>
        </CardContent>
        <CardFooter>
          <Link to="/" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
            Back to the home page
          </Link>
        </CardFooter>
      </Card>
    </CenteredLayout>
  );
}

const HOW_IT_WORKS = [
  'Show your QR code at the end of your talk, webinar or podcast.',
  'Attendees scan it, rate your talk from 1 to 5 stars and leave a testimonial.',
  'They receive your free gift, and you receive their feedback, testimonials and leads.',
];

/**
 * /success — step 5 of the demo path, and the page after a successful event inquiry. The step label
 * only shows when the visitor arrived from the QR step (?presentationId=).
 */
export function SuccessPage() {
  const { search, state } = useLocation();
  if (new URLSearchParams(search).get('for') === 'organiser') return <OrganiserConfirmation received={state as InquiryReceived | null} />;
  const fromQrStep = parsePresentationId(new URLSearchParams(search).get('presentationId'));
  const presentationId = fromQrStep ?? storedPresentationId(browserLocalStorage());

  return (
    <CenteredLayout>
      <DemoStepHeader step={fromQrStep === null ? null : DEMO_STEPS.success} />
      <Card>
        <CardHeader>
          <CardTitle as="h1">You're All Set!</CardTitle>
          <CardDescription>Here is what happens at your next talk.</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="list-inside list-decimal space-y-2 text-slate-800">
            {HOW_IT_WORKS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="mt-4 text-sm text-slate-700">See the page your attendees will see when they scan the code.</p>
        </CardContent>
        <CardFooter>
          {/* The attendee's page is the server's (not part of this app): a whole page load, as a phone scanning the code gets it. */}
          {presentationId === null ? (
            <Link to={firstPresentationPaths.speakerDashboard} className={buttonClasses({ className: 'w-full' })}>
              Show Me
            </Link>
          ) : (
            <a href={feedbackPath(presentationId)} className={buttonClasses({ className: 'w-full' })}>
              Show Me
            </a>
          )}
        </CardFooter>
      </Card>
    </CenteredLayout>
  );
}
