import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AUDIENCE_SIZE_MAX, EVENT_TYPES, type EventType, type InquiryReceived } from '../../../shared/contract/inquiries';
import { MARKETING_CONSENT_WORDING } from '../../../shared/domain/audiences';
import { CheckboxField } from '../../components/form-fields';
import { Button } from '../../components/ui/button';
import { fieldErrorText, TextareaField, TextField } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { serverFieldErrors } from './server-field-errors';
import { useCreateInquiry } from './api/create-inquiry';

type Field = 'name' | 'email' | 'company' | 'eventType' | 'eventDate' | 'audienceSize' | 'description';

const EMPTY = { name: '', email: '', company: '', eventType: '' as EventType | '', eventDate: '', audienceSize: '', description: '' };

/** 'Tell Us About Your Event': name and event type required; success goes to /success. */
export function InquiryForm() {
  const navigate = useNavigate();
  const create = useCreateInquiry();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [marketingConsent, setMarketingConsent] = useState(false);
  const typeId = useId();
  const canSubmit = values.name.trim() !== '' && values.eventType !== '' && !create.isPending;

  function update<K extends keyof typeof EMPTY>(field: K, value: (typeof EMPTY)[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!canSubmit || values.eventType === '') return;
    const size = values.audienceSize.trim();
    if (size !== '' && !/^-?\d+$/.test(size)) {
      setErrors({ audienceSize: 'must be a whole number' });
      return;
    }
    // The same words as the server: -5 is a whole number, just not an audience.
    if (size !== '' && Number(size) < 1) {
      setErrors({ audienceSize: 'must be at least 1' });
      return;
    }
    create.mutate(
      {
        name: values.name,
        email: values.email.trim() || null,
        company: values.company,
        eventType: values.eventType,
        eventDate: values.eventDate || null,
        audienceSize: size === '' ? null : Number(size),
        description: values.description,
        // The yes needs an address to mean anything.
        marketingConsent: values.email.trim() !== '' && marketingConsent,
      },
      {
        onSuccess: (res) => {
          toast({ title: 'Inquiry submitted successfully!', description: "We'll connect you with the perfect speaker for your event." });
          const received: InquiryReceived = { email: values.email.trim() || null, confirmationEmail: res.confirmationEmail };
          navigate('/success?for=organiser', { state: received });
        },
        onError: (err) => {
          setErrors(serverFieldErrors(err));
          toast({ title: 'Submission failed', description: 'Please try again or contact us directly.', variant: 'destructive' });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={create.isPending} className="space-y-4">
      <TextField
        label="Your name"
        required
        autoComplete="name"
        maxLength={100}
        value={values.name}
        onChange={(e) => update('name', e.target.value)}
        error={errors.name}
      />
      <TextField
        label="Your e-mail (for our reply and your copy)"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={values.email}
        onChange={(e) => update('email', e.target.value)}
        error={errors.email}
      />
      {values.email.trim() !== '' && (
        <CheckboxField
          label={MARKETING_CONSENT_WORDING}
          errorLabel="Marketing e-mail"
          checked={marketingConsent}
          onChange={(e) => setMarketingConsent(e.target.checked)}
        />
      )}
      <TextField
        label="Company (optional)"
        autoComplete="organization"
        maxLength={200}
        value={values.company}
        onChange={(e) => update('company', e.target.value)}
        error={errors.company}
      />
      <div className="space-y-1.5">
        <Label htmlFor={typeId}>Event type</Label>
        <select
          id={typeId}
          required
          value={values.eventType}
          aria-invalid={errors.eventType ? true : undefined}
          onChange={(e) => update('eventType', e.target.value as EventType | '')}
          className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
        >
          <option value="">Select an event type</option>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        {errors.eventType && <p className="text-sm font-medium text-red-700">{fieldErrorText('Event type', errors.eventType)}</p>}
      </div>
      <TextField
        label="Event date (optional)"
        type="date"
        value={values.eventDate}
        onChange={(e) => update('eventDate', e.target.value)}
        error={errors.eventDate}
      />
      <TextField
        label="Audience size (optional)"
        type="number"
        inputMode="numeric"
        min={1}
        max={AUDIENCE_SIZE_MAX}
        step={1}
        value={values.audienceSize}
        onChange={(e) => update('audienceSize', e.target.value)}
        error={errors.audienceSize}
      />
      <TextareaField
        label="Tell us about your event (optional)"
        maxLength={5000}
        value={values.description}
        onChange={(e) => update('description', e.target.value)}
        error={errors.description}
      />
      <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
        {create.isPending ? 'Submitting...' : 'Submit Inquiry'}
      </Button>
      {!canSubmit && !create.isPending && (
        <p className="text-center text-sm text-slate-600">Enter your name and choose an event type to submit.</p>
      )}
    </form>
  );
}
