import { zodResolver } from '@hookform/resolvers/zod';
import { TextareaField } from '../../components/ui/input';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError } from '../../lib/api-request';
import { speakerRoutePatterns } from '../../lib/speaker-paths';
import { celebrate } from '../../lib/celebrate';
import { EMAIL_PROVIDER_OPTIONS } from './email-providers';
import {
  DEFAULT_BRAND_COLOR_PRIMARY,
  DEFAULT_BRAND_COLOR_SECONDARY,
  buildProfilePayload,
  canEnterStep,
  type OnboardingDraft,
} from './onboarding-draft';
import { onboardingStepPath, type OnboardingStep } from '../../lib/onboarding-paths';
import { reviewSchema, type ReviewInput, type ReviewOutput } from './onboarding-schemas';
import { OnboardingShell } from './onboarding-shell';
import { useOnboardingDraft } from './use-onboarding-draft';
import { useSaveProfile } from './api/save-profile';
import { useAppForm } from '../../lib/use-app-form';

/** Spec §9: the redirect after onboarding waits 2 s so the confetti can be seen. */
export const REDIRECT_AFTER_ONBOARDING_MS = 2000;

export function ProfileReviewPage() {
  return <ProfileReview />;
}

function ProfileReview() {
  const navigate = useNavigate();
  const { speakerSlug } = useParams();
  const { draft, clearStoredDraft } = useOnboardingDraft();
  const [isSaved, setIsSaved] = useState(false);
  const form = useAppForm<ReviewInput, unknown, ReviewOutput>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { additionalComments: '', confirmAccurate: false },
  });
  const { errors } = form.formState;
  const confirmed = useWatch({ control: form.control, name: 'confirmAccurate' });

  const save = useSaveProfile({
    onSuccess: () => {
      clearStoredDraft();
      setIsSaved(true);
      void celebrate();
    },
    onError: (err) => {
      toast({
        title: 'Setup Failed',
        description: errorMessageFromApiError(err, 'Failed to create your profile. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  useEffect(() => {
    if (!isSaved) return;
    // The demo dashboard first; from there a new speaker goes on to try the attendee side
    // (/discover-speakerpro) before their own dashboard opens.
    const timer = setTimeout(() => void navigate(speakerRoutePatterns.demoDashboard), REDIRECT_AFTER_ONBOARDING_MS);
    return () => clearTimeout(timer);
  }, [isSaved, navigate]);

  if (!isSaved && !canEnterStep(draft, 4)) return <Navigate to={onboardingStepPath(1, speakerSlug)} replace />;

  const busy = save.isPending || isSaved;
  return (
    <OnboardingShell step={4} heading="Review your profile" intro="Check your details, then let's go.">
      <form
        noValidate
        className="space-y-6"
        onSubmit={form.handleSubmit((values) => save.mutate(buildProfilePayload(draft, values.additionalComments)))}
      >
        <ProfileSummary draft={draft} speakerSlug={speakerSlug} />
        <Card>
          <CardContent className="space-y-4 pt-5 sm:pt-6">
            <TextareaField
              label="Additional comments (optional)"
              hint="Anything we should know about your talks or audience?"
              error={errors.additionalComments?.message}
              {...form.register('additionalComments')}
            />
            <ConfirmCheckbox error={errors.confirmAccurate?.message} {...form.register('confirmAccurate')} />
          </CardContent>
          <CardFooter className="flex-row">
            <Button variant="outline" disabled={busy} onClick={() => void navigate(onboardingStepPath(3, speakerSlug))}>
              Back
            </Button>
            <Button type="submit" className="flex-1" disabled={!confirmed || busy}>
              {save.isPending ? 'Saving...' : "Let's Go"}
            </Button>
          </CardFooter>
        </Card>
        {isSaved && (
          <p role="status" className="flex items-center gap-2 rounded-lg bg-green-50 p-4 font-medium text-green-800">
            <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
            Your profile is ready! Next, experience SpeakerPro the way your attendees will...
          </p>
        )}
      </form>
    </OnboardingShell>
  );
}

function ConfirmCheckbox({ error, ...props }: { error?: string } & ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-900">
        <input
          id={id}
          type="checkbox"
          className="size-5 shrink-0 accent-indigo-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...props}
        />
        I confirm this information is accurate
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function ProfileSummary({ draft, speakerSlug }: { draft: OnboardingDraft; speakerSlug?: string }) {
  const { step1, step2, step3, logoUrl } = draft;
  const provider = EMAIL_PROVIDER_OPTIONS.find((o) => o.value === step3?.emailProvider)?.label ?? 'Gmail';
  return (
    <div className="space-y-4">
      <SummaryCard title="About you" editStep={1} speakerSlug={speakerSlug}>
        <SummaryRow label="Name">{`${step1?.firstName ?? ''} ${step1?.lastName ?? ''}`.trim() || 'Not provided'}</SummaryRow>
        <SummaryRow label="Work email">{step1?.workEmail || 'Not provided'}</SummaryRow>
        <SummaryRow label="Short bio">{step1?.bio?.trim() || 'Not provided'}</SummaryRow>
      </SummaryCard>
      <SummaryCard title="Contact details" editStep={2} speakerSlug={speakerSlug}>
        <SummaryRow label="Phone number">{step2?.phoneNumber || 'Not provided'}</SummaryRow>
        <SummaryRow label="Website">{step2?.websiteUrl || 'Not provided'}</SummaryRow>
        <SummaryRow label="LinkedIn profile">{step2?.linkedinUrl || 'Not provided'}</SummaryRow>
      </SummaryCard>
      <SummaryCard title="Your brand" editStep={3} speakerSlug={speakerSlug}>
        <SummaryRow label="Logo">
          {logoUrl ? <img src={logoUrl} alt="Your logo" className="h-12 w-auto max-w-40 object-contain" /> : 'No logo'}
        </SummaryRow>
        <SummaryRow label="Primary color">
          <ColorValue value={step3?.brandColorPrimary} fallback={DEFAULT_BRAND_COLOR_PRIMARY} />
        </SummaryRow>
        <SummaryRow label="Secondary color">
          <ColorValue value={step3?.brandColorSecondary} fallback={DEFAULT_BRAND_COLOR_SECONDARY} />
        </SummaryRow>
        <SummaryRow label="Email provider">{provider}</SummaryRow>
      </SummaryCard>
    </div>
  );
}

function SummaryCard({
  title,
  editStep,
  speakerSlug,
  children,
}: {
  title: string;
  editStep: OnboardingStep;
  speakerSlug?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0 pb-3 sm:pb-3">
        <CardTitle className="text-lg">{title}</CardTitle>
        <Link
          to={onboardingStepPath(editStep, speakerSlug)}
          className="rounded-sm text-sm font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
          aria-label={`Edit ${title.toLowerCase()}`}
        >
          Edit
        </Link>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">{children}</dl>
      </CardContent>
    </Card>
  );
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] items-center gap-3 py-2 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

function ColorValue({ value, fallback }: { value: string | undefined; fallback: string }) {
  const color = value || fallback;
  return (
    <span className="inline-flex items-center gap-2">
      <span className="size-5 rounded border border-slate-300" style={{ backgroundColor: color }} aria-hidden="true" />
      {value ? value : `${fallback} (default)`}
    </span>
  );
}
