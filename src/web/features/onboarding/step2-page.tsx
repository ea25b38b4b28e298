import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '../../components/ui/input';
import { useId } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { TimeZoneOptions } from '../../components/ui/time-zone-options';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { FullPageSpinner } from '../../components/ui/spinner';
import { useSpeakerProfile } from '../../lib/use-speaker-profile';
import { canEnterStep, prefillStep2 } from './onboarding-draft';
import { onboardingStepPath } from '../../lib/onboarding-paths';
import { step2Schema, type Step2Input, type Step2Output } from './onboarding-schemas';
import { OnboardingShell } from './onboarding-shell';
import { useOnboardingDraft } from './use-onboarding-draft';
import { useAppForm } from '../../lib/use-app-form';

export function Step2Page() {
  return <Step2 />;
}

function Step2() {
  const { speakerSlug } = useParams();
  const { draft, saveDraft } = useOnboardingDraft();
  const profile = useSpeakerProfile();
  if (!canEnterStep(draft, 2)) return <Navigate to={onboardingStepPath(1, speakerSlug)} replace />;
  if (profile.isPending) return <FullPageSpinner />;
  return (
    <Step2Form
      defaults={prefillStep2(draft, profile.data)}
      onSave={(values) =>
        saveDraft({
          step2: {
            phoneNumber: values.phoneNumber ?? '',
            websiteUrl: values.websiteUrl ?? '',
            linkedinUrl: values.linkedinUrl ?? '',
            timeZone: values.timeZone,
          },
          currentStep: 3,
        })
      }
    />
  );
}

function Step2Form({ defaults, onSave }: { defaults: Step2Input; onSave: (values: Step2Output) => void }) {
  const navigate = useNavigate();
  const { speakerSlug } = useParams();
  const form = useAppForm<Step2Input, unknown, Step2Output>({ resolver: zodResolver(step2Schema), defaultValues: defaults });
  const { errors } = form.formState;
  const timeZoneId = useId();

  return (
    <OnboardingShell step={2} intro="How can people who enjoyed your talk reach you, and which clock do you live by?">
      <Card>
        <CardHeader>
          <CardTitle>Contact details</CardTitle>
          <CardDescription>Shown on your thank-you e-mails. Leave blank what you would rather not share.</CardDescription>
        </CardHeader>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => {
            onSave(values);
            void navigate(onboardingStepPath(3, speakerSlug));
          })}
        >
          <CardContent className="space-y-4">
            <TextField
              label="Phone number (optional)"
              type="tel"
              autoComplete="tel"
              error={errors.phoneNumber?.message}
              {...form.register('phoneNumber')}
            />
            <TextField
              label="Website (optional)"
              inputMode="url"
              autoComplete="url"
              placeholder="example.com"
              hint="We add https:// for you."
              error={errors.websiteUrl?.message}
              {...form.register('websiteUrl')}
            />
            <TextField
              label="LinkedIn profile (optional)"
              inputMode="url"
              placeholder="linkedin.com/in/your-name"
              error={errors.linkedinUrl?.message}
              {...form.register('linkedinUrl')}
            />
            <div className="space-y-1.5">
              <Label htmlFor={timeZoneId}>Your time zone</Label>
              <select
                id={timeZoneId}
                aria-describedby={`${timeZoneId}-hint${errors.timeZone ? ` ${timeZoneId}-error` : ''}`}
                aria-invalid={errors.timeZone ? true : undefined}
                className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
                {...form.register('timeZone')}
              >
                <TimeZoneOptions />
              </select>
              <p id={`${timeZoneId}-hint`} className="text-sm text-slate-600">
                Lead files, reports and your talks’ times use this clock, unless a talk sets its own.
              </p>
              {errors.timeZone && (
                <p id={`${timeZoneId}-error`} className="text-sm font-medium text-red-700">
                  Time zone {errors.timeZone.message}
                </p>
              )}
            </div>
          </CardContent>
          <CardFooter className="flex-row">
            <Button variant="outline" onClick={() => void navigate(onboardingStepPath(1, speakerSlug))}>
              Back
            </Button>
            <Button type="submit" className="flex-1">
              Continue
            </Button>
          </CardFooter>
        </form>
      </Card>
    </OnboardingShell>
  );
}
