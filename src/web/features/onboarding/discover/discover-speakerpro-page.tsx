import { TextField, TextareaField } from '../../../components/ui/input';
import { clsx } from 'clsx';
import { ArrowRight, Gift, Info, QrCode, Smartphone, Star } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SpeakerProfile } from '../../../../shared/contract/profile';
import { RATING_MAX, RATING_MIN, HOT_LEAD_MIN_RATING } from '../../../../shared/domain/constants';
import { paths } from '../../../lib/paths';
import { BrandLogo } from '../../../components/brand-logo';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessageFromApiError } from '../../../lib/api-request';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useSpeakerProfile } from '../../../lib/use-speaker-profile';
import { onboardingStepPath } from '../../../lib/onboarding-paths';
import { useMarkExperienced } from '../api/mark-experienced';

const WALKTHROUGH_STEPS = 3;
const SAMPLE_TALK = 'From Stage to Pipeline: Turning Talks into Clients';
const SAMPLE_GIFT = 'The 10-Minute Post-Talk Follow-Up Checklist';
const ratings = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

type Step = 1 | 2 | 3;

/** Who is taking the tour decides the last button: a speaker opens the dashboard, a visitor signs up. */
type Visitor =
  | { kind: 'speaker'; profile: SpeakerProfile }
  | { kind: 'speaker-without-profile'; firstName: string }
  | { kind: 'guest'; firstName: string };

export function DiscoverSpeakerProPage() {
  const user = useCurrentUser();
  const profile = useSpeakerProfile({ enabled: Boolean(user.data) });
  const [params] = useSearchParams();

  if (user.isPending || (user.data && profile.isPending)) return <FullPageSpinner />;
  let visitor: Visitor;
  if (user.data && profile.data) visitor = { kind: 'speaker', profile: profile.data };
  else if (user.data) visitor = { kind: 'speaker-without-profile', firstName: user.data.firstName };
  else visitor = { kind: 'guest', firstName: (params.get('name') ?? '').trim().split(/\s+/)[0] ?? '' };
  return <Walkthrough visitor={visitor} />;
}

interface SampleFeedback {
  rating: number;
  testimonial: string;
  firstName: string;
}

function Walkthrough({ visitor }: { visitor: Visitor }) {
  const [step, setStep] = useState<Step>(1);
  const [feedback, setFeedback] = useState<SampleFeedback | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);

  useEffect(() => {
    // Moving between steps replaces the content, so focus follows for keyboard and screen-reader users.
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const speakerName =
    visitor.kind === 'speaker' ? `${visitor.profile.firstName} ${visitor.profile.lastName}`.trim() : visitor.firstName || 'Your name';
  const speakerFirstName = visitor.kind === 'speaker' ? visitor.profile.firstName : visitor.firstName || 'your speaker';

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-5 px-4 py-6 sm:py-10">
      <header className="flex justify-center">
        <BrandLogo />
      </header>
      <div className="space-y-2 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Experience SpeakerPro First</h1>
        <p className="text-slate-700">See your talk through your attendees' eyes. It takes a minute.</p>
      </div>
      <ProgressDots step={step} />
      {step === 1 && <QrMomentStep headingRef={headingRef} speakerName={speakerName} onNext={() => setStep(2)} />}
      {step === 2 && (
        <SampleFormStep
          headingRef={headingRef}
          speakerName={speakerName}
          onBack={() => setStep(1)}
          onSubmit={(value) => {
            setFeedback(value);
            setStep(3);
          }}
        />
      )}
      {step === 3 && (
        <ThankYouStep
          headingRef={headingRef}
          visitor={visitor}
          speakerFirstName={speakerFirstName}
          feedback={feedback}
          onBack={() => setStep(2)}
        />
      )}
    </main>
  );
}

function ProgressDots({ step }: { step: Step }) {
  return (
    <div className="flex flex-col items-center gap-2">
      <div className="flex gap-2" aria-hidden="true">
        {Array.from({ length: WALKTHROUGH_STEPS }, (_, i) => (
          <span
            key={i}
            className={clsx('size-2.5 rounded-full', i + 1 === step ? 'bg-indigo-700' : i + 1 < step ? 'bg-indigo-300' : 'bg-slate-300')}
          />
        ))}
      </div>
      <p className="text-sm font-medium text-slate-700">
        Step {step} of {WALKTHROUGH_STEPS}
      </p>
    </div>
  );
}

type HeadingRef = RefObject<HTMLHeadingElement | null>;

function StepTitle({ headingRef, children }: { headingRef: HeadingRef; children: string }) {
  return (
    <CardTitle ref={headingRef} tabIndex={-1} className="focus:outline-none">
      {children}
    </CardTitle>
  );
}

function QrMomentStep({ headingRef, speakerName, onNext }: { headingRef: HeadingRef; speakerName: string; onNext: () => void }) {
  return (
    <Card>
      <CardHeader>
        <StepTitle headingRef={headingRef}>The QR moment</StepTitle>
        <CardDescription>The last slide of your talk does the work.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="rounded-xl bg-slate-900 p-5 text-center text-white">
          <p className="text-xs tracking-wide text-slate-300 uppercase">{speakerName}</p>
          <p className="mt-1 font-semibold">{SAMPLE_TALK}</p>
          <div className="mx-auto my-4 flex size-28 items-center justify-center rounded-lg bg-white">
            <QrCode className="size-20 text-slate-900" aria-hidden="true" />
          </div>
          <p className="text-sm font-medium">Scan for your free gift</p>
        </div>
        <ul className="space-y-3 text-sm text-slate-800">
          <li className="flex gap-3">
            <QrCode className="mt-0.5 size-5 shrink-0 text-indigo-700" aria-hidden="true" />
            At the end of your talk you show your QR code and promise a free gift.
          </li>
          <li className="flex gap-3">
            <Smartphone className="mt-0.5 size-5 shrink-0 text-indigo-700" aria-hidden="true" />
            Attendees scan it with their phone camera: no app, no account. A short form opens.
          </li>
          <li className="flex gap-3">
            <Gift className="mt-0.5 size-5 shrink-0 text-indigo-700" aria-hidden="true" />
            They rate the talk, leave a testimonial and get your gift by e-mail. You get the lead.
          </li>
        </ul>
      </CardContent>
      <CardFooter>
        <Button className="w-full" onClick={onNext}>
          Scan the sample QR code
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      </CardFooter>
    </Card>
  );
}

function SampleFormStep({
  headingRef,
  speakerName,
  onBack,
  onSubmit,
}: {
  headingRef: HeadingRef;
  speakerName: string;
  onBack: () => void;
  onSubmit: (feedback: SampleFeedback) => void;
}) {
  const [rating, setRating] = useState(0);
  const [ratingError, setRatingError] = useState<string | null>(null);
  const ratingErrorId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rating < RATING_MIN) {
      setRatingError('Please choose a rating from 1 to 5 stars.');
      return;
    }
    const data = new FormData(event.currentTarget);
    onSubmit({
      rating,
      testimonial: String(data.get('testimonial') ?? ''),
      firstName: String(data.get('firstName') ?? '').trim(),
    });
  }

  return (
    <Card>
      <CardHeader>
        <p
          role="note"
          className="mb-2 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          This is a preview: nothing you type here is sent
        </p>
        <StepTitle headingRef={headingRef}>How was the talk?</StepTitle>
        <CardDescription>
          {speakerName} · {SAMPLE_TALK}
        </CardDescription>
      </CardHeader>
      <form noValidate onSubmit={handleSubmit}>
        <CardContent className="space-y-5">
          <fieldset aria-describedby={ratingError ? ratingErrorId : undefined}>
            <legend className="mb-2 text-sm font-medium text-slate-900">Your rating</legend>
            <div className="flex gap-1">
              {ratings.map((value) => (
                <label
                  key={value}
                  className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600"
                >
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    checked={rating === value}
                    onChange={() => {
                      setRating(value);
                      setRatingError(null);
                    }}
                    className="sr-only"
                    aria-label={value === 1 ? '1 star' : `${value} stars`}
                  />
                  <Star
                    className={clsx('size-10', value <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
                    aria-hidden="true"
                  />
                </label>
              ))}
            </div>
            {ratingError && (
              <p id={ratingErrorId} className="mt-1 text-sm font-medium text-red-700">
                {ratingError}
              </p>
            )}
          </fieldset>
          <TextareaField name="testimonial" label="Your testimonial" rows={3} placeholder="What will you do differently after this talk?" />
          <TextField name="firstName" label="First name" autoComplete="off" />
          <TextField name="jobRole" label="Job role" autoComplete="off" placeholder="e.g., Head of Marketing" />
          <TextField
            name="workEmail"
            label="Work email"
            type="email"
            inputMode="email"
            autoComplete="off"
            hint="Attendees get the gift at this address."
          />
        </CardContent>
        <CardFooter className="flex-row">
          <Button variant="outline" onClick={onBack}>
            Back
          </Button>
          <Button type="submit" className="flex-1">
            Submit Feedback
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

function ThankYouStep({
  headingRef,
  visitor,
  speakerFirstName,
  feedback,
  onBack,
}: {
  headingRef: HeadingRef;
  visitor: Visitor;
  speakerFirstName: string;
  feedback: SampleFeedback | null;
  onBack: () => void;
}) {
  const isHotLead = (feedback?.rating ?? 0) >= HOT_LEAD_MIN_RATING;
  return (
    <Card>
      <CardHeader>
        <StepTitle headingRef={headingRef}>{feedback?.firstName ? `Thank you, ${feedback.firstName}!` : 'Thank you!'}</StepTitle>
        <CardDescription>This is the page attendees see, and the e-mail that follows.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <p className="text-sm font-semibold text-slate-900">
            Your gift from {speakerFirstName}: {SAMPLE_GIFT}
          </p>
          <p className="text-sm text-slate-700">
            A one-page checklist to turn the conversations after a talk into booked calls. (Sample gift)
          </p>
          {/* A picture of the attendee's button, not a control: it is drawn as a preview so nobody presses it. */}
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span>Your attendees get a button here:</span>
            <span className="inline-flex items-center gap-2 rounded-md border border-dashed border-indigo-400 px-3 py-1 text-sm font-medium text-indigo-800">
              <Gift className="size-4" aria-hidden="true" />
              Download your gift
            </span>
            <span className="text-xs text-slate-600">(preview)</span>
          </p>
        </div>
        <div className="space-y-2 text-sm text-slate-800">
          <p className="font-medium text-slate-900">Meanwhile, on your dashboard:</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              {feedback ? `A ${feedback.rating}-star rating` : 'The rating'}
              {isHotLead ? ', flagged as a hot lead (4-5 stars) ready for follow-up' : ''}.
            </li>
            <li>The testimonial, ready to turn into a 1080x1080 graphic for social media.</li>
            <li>The attendee's name, job role and work e-mail for your thank-you e-mail.</li>
          </ul>
        </div>
      </CardContent>
      <CardFooter>
        <FinalAction visitor={visitor} />
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
      </CardFooter>
    </Card>
  );
}

function FinalAction({ visitor }: { visitor: Visitor }) {
  const navigate = useNavigate();
  const experienced = useMarkExperienced({
    onSuccess: () => void navigate(paths.speakerDashboard),
    onError: (err) => {
      toast({
        title: 'Something went wrong',
        description: errorMessageFromApiError(err, 'We could not open your dashboard. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  if (visitor.kind === 'guest') {
    return (
      <Link to={paths.speakerSignup} className={buttonClasses({ className: 'w-full' })}>
        Create my speaker account
      </Link>
    );
  }
  if (visitor.kind === 'speaker-without-profile') {
    return (
      <Link to={onboardingStepPath(1)} className={buttonClasses({ className: 'w-full' })}>
        Set up my speaker profile
      </Link>
    );
  }
  return (
    <Button className="w-full" disabled={experienced.isPending} onClick={() => experienced.mutate()}>
      {experienced.isPending ? 'Opening your dashboard...' : 'Take me to my dashboard'}
    </Button>
  );
}
