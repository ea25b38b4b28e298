import { clsx } from 'clsx';
import { ExternalLink, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { OWNER_CONTACT, WAITLIST_COUNTDOWN_SECONDS } from '../../../shared/domain/waitlist';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { PublicPage } from '../../components/public-page';
import { useCountdown } from '../../lib/use-countdown';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { SenderReminder } from './sender-reminder';

function StepDots({ step }: { step: 1 | 2 }) {
  return (
    <div className="flex justify-center gap-2" role="img" aria-label={`Step ${step} of 2`}>
      {[1, 2].map((n) => (
        <span key={n} className={clsx('size-2.5 rounded-full', n === step ? 'bg-indigo-700' : 'bg-slate-300')} />
      ))}
    </div>
  );
}

/** /waitlist-success: thanks (moves on after 5 s or Continue), then why the product exists. */
export function WaitlistSuccessPage() {
  usePageMeta(pageTitle('Thanks for joining the wait list'));
  const [params] = useSearchParams();
  const [step, setStep] = useState<1 | 2>(1);
  useCountdown(WAITLIST_COUNTDOWN_SECONDS, () => setStep(2), step === 1);
  const firstName = (params.get('name') ?? '').trim().split(/\s+/)[0] ?? '';

  return (
    <PublicPage>
      <StepDots step={step} />
      {step === 1 ? (
        <Card>
          <CardHeader className="items-center text-center">
            <MailCheck className="size-10 text-indigo-700" aria-hidden="true" />
            <CardTitle as="h1" className="text-2xl">
              Thanks for joining the wait list
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-3 text-center text-slate-700">
            {firstName && <p>Good to have you, {firstName}.</p>}
            <SenderReminder />
          </CardContent>
          <CardFooter>
            <Button size="lg" className="w-full" onClick={() => setStep(2)}>
              Continue
            </Button>
          </CardFooter>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
              Why I Created SpeakerPro
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-3 text-slate-700">
            <p>
              After years on stage I noticed the same thing at every event: the talk went well, people came up afterwards full of energy,
              and a week later almost none of that was left. No testimonials, no contacts, no bookings.
            </p>
            <p>
              SpeakerPro captures that moment. One QR code at the end of the talk turns the room's energy into feedback, testimonials and
              leads, so every appearance builds your business.
            </p>
          </CardContent>
          <CardFooter>
            <a
              href={OWNER_CONTACT.linkedinUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'outline', className: 'w-full' })}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              Follow SpeakerPro on LinkedIn
            </a>
            <Link to="/" className={buttonClasses({ className: 'w-full' })}>
              Back to Home
            </Link>
          </CardFooter>
        </Card>
      )}
    </PublicPage>
  );
}
