import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { HEX_COLOR } from '../../../shared/domain/url';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { FullPageSpinner } from '../../components/ui/spinner';
import { useSpeakerProfile } from '../../lib/use-speaker-profile';
import { EMAIL_PROVIDER_OPTIONS } from './email-providers';
import { RadioCardGroup, radioInputClasses } from './form-fields';
import { LogoUpload } from './logo-upload';
import {
  DEFAULT_BRAND_COLOR_PRIMARY,
  DEFAULT_BRAND_COLOR_SECONDARY,
  canEnterStep,
  draftLogoUrl,
  prefillStep3,
  type OnboardingDraft,
} from './onboarding-draft';
import { onboardingStepPath } from '../../lib/onboarding-paths';
import { step3Schema, type Step3Input, type Step3Output } from './onboarding-schemas';
import { OnboardingShell } from './onboarding-shell';
import { useOnboardingDraft } from './use-onboarding-draft';
import { useAppForm } from '../../lib/use-app-form';

export function Step3Page() {
  return <Step3 />;
}

function Step3() {
  const { speakerSlug } = useParams();
  const { draft, saveDraft } = useOnboardingDraft();
  const profile = useSpeakerProfile();
  if (!canEnterStep(draft, 3)) return <Navigate to={onboardingStepPath(1, speakerSlug)} replace />;
  if (profile.isPending) return <FullPageSpinner />;
  return <Step3Form defaults={prefillStep3(draft, profile.data)} initialLogoUrl={draftLogoUrl(draft, profile.data)} onSave={saveDraft} />;
}

/** What the effective colour is: the typed one when valid, the default otherwise. */
function effectiveColor(value: string | null | undefined, fallback: string): string {
  return value && HEX_COLOR.test(value.trim()) ? value.trim().toLowerCase() : fallback;
}

function Step3Form({
  defaults,
  initialLogoUrl,
  onSave,
}: {
  defaults: Partial<Step3Input>;
  initialLogoUrl: string | null;
  onSave: (patch: Partial<OnboardingDraft>) => void;
}) {
  const navigate = useNavigate();
  const { speakerSlug } = useParams();
  const [logoUrl, setLogoUrl] = useState(initialLogoUrl);
  const form = useAppForm<Step3Input, unknown, Step3Output>({ resolver: zodResolver(step3Schema), defaultValues: defaults });
  const { errors } = form.formState;
  const [primary, secondary] = useWatch({ control: form.control, name: ['brandColorPrimary', 'brandColorSecondary'] });
  const primaryColor = effectiveColor(primary, DEFAULT_BRAND_COLOR_PRIMARY);
  const secondaryColor = effectiveColor(secondary, DEFAULT_BRAND_COLOR_SECONDARY);

  return (
    <OnboardingShell step={3} intro="Make the attendee pages and e-mails look like you.">
      <Card>
        <CardHeader>
          <CardTitle>Your brand</CardTitle>
          <CardDescription>Logo and colors are optional; we use SpeakerPro blue until you set yours.</CardDescription>
        </CardHeader>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => {
            onSave({
              step3: {
                brandColorPrimary: values.brandColorPrimary ?? '',
                brandColorSecondary: values.brandColorSecondary ?? '',
                emailProvider: values.emailProvider,
              },
              logoUrl,
              currentStep: 4,
            });
            void navigate(onboardingStepPath(4, speakerSlug));
          })}
        >
          <CardContent className="space-y-6">
            <LogoUpload
              value={logoUrl}
              onChange={(url) => {
                setLogoUrl(url);
                // Kept at once: a logo uploaded and then left behind with Back is still there on return.
                onSave({ logoUrl: url });
              }}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <ColorField
                form={form}
                name="brandColorPrimary"
                label="Primary color (optional)"
                pickerValue={primaryColor}
                error={errors.brandColorPrimary?.message}
              />
              <ColorField
                form={form}
                name="brandColorSecondary"
                label="Secondary color (optional)"
                pickerValue={secondaryColor}
                error={errors.brandColorSecondary?.message}
              />
            </div>
            <BrandSwatch primary={primaryColor} secondary={secondaryColor} logoUrl={logoUrl} />
            <RadioCardGroup
              legend="Email provider"
              hint="So we can give you the right steps for sending thank-you e-mails."
              error={errors.emailProvider?.message}
              options={EMAIL_PROVIDER_OPTIONS}
              renderInput={(value, describedBy) => (
                <input
                  type="radio"
                  value={value}
                  aria-describedby={describedBy}
                  className={radioInputClasses}
                  {...form.register('emailProvider')}
                />
              )}
            />
          </CardContent>
          <CardFooter className="flex-row">
            <Button
              variant="outline"
              onClick={() => {
                // Back keeps what was typed here, valid or not yet, for when the speaker returns.
                const typed = form.getValues();
                onSave({
                  step3: {
                    brandColorPrimary: typed.brandColorPrimary ?? '',
                    brandColorSecondary: typed.brandColorSecondary ?? '',
                    emailProvider: typed.emailProvider ?? undefined,
                  },
                  logoUrl,
                });
                void navigate(onboardingStepPath(2, speakerSlug));
              }}
            >
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

function ColorField({
  form,
  name,
  label,
  pickerValue,
  error,
}: {
  form: UseFormReturn<Step3Input, unknown, Step3Output>;
  name: 'brandColorPrimary' | 'brandColorSecondary';
  label: string;
  pickerValue: string;
  error?: string;
}) {
  const id = `${name}-text`;
  const errorId = `${name}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label.replace(' (optional)', '')} picker`}
          value={pickerValue}
          onChange={(e) => form.setValue(name, e.target.value, { shouldValidate: true, shouldDirty: true })}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-md border border-slate-400 bg-white p-1"
        />
        <Input
          id={id}
          placeholder={name === 'brandColorPrimary' ? DEFAULT_BRAND_COLOR_PRIMARY : DEFAULT_BRAND_COLOR_SECONDARY}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...form.register(name)}
        />
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A live sample of the two colours as attendees will meet them. */
function BrandSwatch({ primary, secondary, logoUrl }: { primary: string; secondary: string; logoUrl: string | null }) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-slate-900">Preview</p>
      <div
        className="overflow-hidden rounded-lg border border-slate-200"
        role="img"
        aria-label={`Brand preview: primary ${primary}, secondary ${secondary}`}
      >
        <div className="flex h-14 items-center gap-3 px-4 text-white" style={{ backgroundColor: primary }}>
          {logoUrl && <img src={logoUrl} alt="" className="h-9 w-auto max-w-24 rounded bg-white/90 object-contain p-0.5" />}
          <span className="font-semibold">Thanks for coming to my talk!</span>
        </div>
        <div className="flex items-center justify-between gap-3 bg-white px-4 py-3">
          <span className="text-sm text-slate-700">Rate the session</span>
          <span className="rounded-md px-3 py-1.5 text-sm font-medium text-white" style={{ backgroundColor: secondary }}>
            Get your gift
          </span>
        </div>
      </div>
    </div>
  );
}
