import { clsx } from 'clsx';
import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import {
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  FREE_TIER_MESSAGES as M,
  isValidPhone,
  type ContentType,
} from '../../../shared/domain/free-tier';
import { SIMPLE_EMAIL_PATTERN } from '../../../shared/domain/waitlist';
import { MARKETING_CONSENT_WORDING } from '../../../shared/domain/audiences';
import { CheckboxField } from '../../components/form-fields';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { freeTierPaths as p } from './free-tier-paths';
import { useWizardState } from './use-wizard-state';
import { missingStepFor } from './wizard-state';
import { StepError, WizardShell } from './wizard-shell';

const SETUP_BENEFITS = [
  'Your own feedback page with your name and your content',
  'A QR code to show at the end of every appearance',
  'Star ratings and testimonials you can reuse in your marketing',
  'Your free gift sent to everyone who gives feedback',
];

/** Step 1, /free-qr-setup: what the speaker gets. */
export function SetupStep() {
  const navigate = useNavigate();
  return (
    <WizardShell
      step={1}
      title="Your Free QR Feedback Page"
      description="Set it up in a few minutes. Here's what you get:"
      back={p.landing}
    >
      <ul className="space-y-3">
        {SETUP_BENEFITS.map((text) => (
          <li key={text} className="flex items-start gap-3">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
            <span className="text-slate-800">{text}</span>
          </li>
        ))}
      </ul>
      <Button size="lg" className="w-full" onClick={() => navigate(p.details)}>
        Continue
      </Button>
    </WizardShell>
  );
}

/** Step 2, /free-qr-details: exactly one place where the QR code is used. */
export function DetailsStep() {
  const navigate = useNavigate();
  const [state, commit] = useWizardState();
  const [selected, setSelected] = useState<ContentType | null>(state.contentType);
  const [error, setError] = useState(false);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!selected) {
      setError(true);
      toast({ title: M.missingInformation, description: M.selectUsagePlace, variant: 'destructive' });
      return;
    }
    commit({ contentType: selected });
    navigate(p.personal);
  }

  return (
    <WizardShell step={2} title="Where will you use your QR code?" description="Choose the one you do most." back={p.setup}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? 'usage-error' : undefined}>
          <legend className="sr-only">Where will you use your QR code?</legend>
          <div className="grid grid-cols-2 gap-3">
            {CONTENT_TYPES.map((type) => (
              <label
                key={type}
                className={clsx(
                  'flex min-h-16 cursor-pointer items-center justify-center rounded-xl border-2 bg-white p-3 text-center font-medium',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600',
                  selected === type ? 'border-indigo-700 bg-indigo-50 text-indigo-900' : 'border-slate-200 text-slate-800',
                )}
              >
                <input
                  type="radio"
                  name="contentType"
                  value={type}
                  checked={selected === type}
                  onChange={() => {
                    setSelected(type);
                    setError(false);
                  }}
                  className="sr-only"
                />
                {CONTENT_TYPE_LABELS[type]}
              </label>
            ))}
          </div>
        </fieldset>
        {error && (
          <p id="usage-error" role="alert" className="text-sm font-medium text-red-700">
            {M.selectAnOption}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full">
          Continue
        </Button>
      </form>
    </WizardShell>
  );
}

type PersonalField = 'name' | 'email' | 'phone';

/** Step 3, /free-qr-personal: name, e-mail and mobile, all required. */
export function PersonalStep() {
  const navigate = useNavigate();
  const [state, commit] = useWizardState();
  const [values, setValues] = useState(state.personal ?? { name: '', email: '', phone: '' });
  const [marketingConsent, setMarketingConsent] = useState(state.marketingConsent);
  const [formError, setFormError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<PersonalField, string>>>({});
  const redirect = missingStepFor(state, 3);
  if (redirect) return <Navigate to={redirect} replace />;

  function update(field: PersonalField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(null);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const personal = {
      name: values.name.trim().replace(/\s+/g, ' '),
      email: values.email.trim().toLowerCase(),
      phone: values.phone.trim(),
    };
    const blank = (Object.keys(personal) as PersonalField[]).filter((f) => personal[f] === '');
    if (blank.length > 0) {
      setErrors(Object.fromEntries(blank.map((f) => [f, 'is required'])));
      setFormError(M.fillRequiredFields);
      return;
    }
    const problems: Partial<Record<PersonalField, string>> = {};
    if (!SIMPLE_EMAIL_PATTERN.test(personal.email)) problems.email = M.invalidEmail;
    if (!isValidPhone(personal.phone)) problems.phone = M.invalidPhone;
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    commit({ personal, marketingConsent });
    navigate(p.giftSelection);
  }

  return (
    <WizardShell step={3} title="Your Details" description="We'll e-mail your QR code to this address." back={p.details}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label="Name"
          autoComplete="name"
          maxLength={100}
          value={values.name}
          onChange={(e) => update('name', e.target.value)}
          error={errors.name}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
          error={errors.email}
        />
        <TextField
          label="Mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          value={values.phone}
          onChange={(e) => update('phone', e.target.value)}
          error={errors.phone}
        />
        <CheckboxField
          label={MARKETING_CONSENT_WORDING}
          errorLabel="Marketing e-mail"
          checked={marketingConsent}
          onChange={(e) => setMarketingConsent(e.target.checked)}
        />
        {formError && <StepError>{formError}</StepError>}
        <Button type="submit" size="lg" className="w-full">
          Continue
        </Button>
      </form>
    </WizardShell>
  );
}
