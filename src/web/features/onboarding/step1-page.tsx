import { zodResolver } from '@hookform/resolvers/zod';
import { TextareaField, TextField } from '../../components/ui/input';
import { useNavigate, useParams } from 'react-router';
import type { AuthUser } from '../../../shared/contract/auth';
import { PROFILE_BIO_MAX_LENGTH } from '../../../shared/contract/profile';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { FullPageSpinner } from '../../components/ui/spinner';
import { useSpeakerProfile } from '../../lib/use-speaker-profile';
import { prefillStep1, type Step1Draft } from './onboarding-draft';
import { onboardingStepPath } from '../../lib/onboarding-paths';
import { step1Schema, type Step1Input, type Step1Output } from './onboarding-schemas';
import { OnboardingShell } from './onboarding-shell';
import { useOnboardingDraft } from './use-onboarding-draft';
import { useWaitlistEntries } from './api/get-own-waitlist-entries';
import { useSpeaker } from '../../lib/speaker-context';
import { useAppForm } from '../../lib/use-app-form';

export function Step1Page() {
  return <Step1Prefill user={useSpeaker()} />;
}

/** Waits for the profile and waitlist look-ups so the form starts with its prefilled values. */
function Step1Prefill({ user }: { user: AuthUser }) {
  const profile = useSpeakerProfile();
  // The waitlist entry is found by the account's e-mail, so the server shows it only once that
  // address is confirmed; before that there is nothing to ask for (the form works without it).
  const waitlist = useWaitlistEntries({ enabled: user.emailVerified });
  const { draft, saveDraft } = useOnboardingDraft();
  if (profile.isPending || (user.emailVerified && waitlist.isPending)) return <FullPageSpinner />;
  const defaults = prefillStep1({ draft, profile: profile.data, user, waitlist: waitlist.data });
  return <Step1Form defaults={defaults} onSave={(step1) => saveDraft({ step1, currentStep: 2 })} />;
}

function Step1Form({ defaults, onSave }: { defaults: Step1Draft; onSave: (step1: Step1Draft) => void }) {
  const navigate = useNavigate();
  const { speakerSlug } = useParams();
  const form = useAppForm<Step1Input, unknown, Step1Output>({
    resolver: zodResolver(step1Schema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;

  return (
    <OnboardingShell step={1} intro="Let's set up your speaker profile. It takes about two minutes.">
      <Card>
        <CardHeader>
          <CardTitle>About you</CardTitle>
          <CardDescription>Attendees see your name on the feedback form and in their thank-you e-mail.</CardDescription>
        </CardHeader>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => {
            onSave(values);
            void navigate(onboardingStepPath(2, speakerSlug));
          })}
        >
          <CardContent className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
              <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
            </div>
            <TextField
              label="Work email"
              type="email"
              autoComplete="email"
              inputMode="email"
              hint="Where we send your leads and reports."
              error={errors.workEmail?.message}
              {...form.register('workEmail')}
            />
            <TextareaField
              label="Short bio (optional)"
              rows={3}
              maxLength={PROFILE_BIO_MAX_LENGTH}
              hint={`A few sentences about you and your talks, shown on your public proof page. Up to ${PROFILE_BIO_MAX_LENGTH} characters.`}
              error={errors.bio?.message}
              {...form.register('bio')}
            />
          </CardContent>
          <CardFooter>
            <Button type="submit" className="w-full">
              Continue
            </Button>
          </CardFooter>
        </form>
      </Card>
    </OnboardingShell>
  );
}
