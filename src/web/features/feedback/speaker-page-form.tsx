import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FreeTierFeedback, FreeTierFeedbackResponse, SpeakerData } from '../../../shared/contract/free-tier';
import { Button } from '../../components/ui/button';
import { TextareaField, TextField } from '../../components/ui/input';
import { trackEvent } from '../../lib/analytics';
import { requestJson } from './api/request-json';
import { browserSessionStorage, clearDraft, loadDraft, saveDraft, type FeedbackDraft } from './feedback-draft';
import {
  FEEDBACK_MAX_LENGTH,
  isFeedbackComplete,
  readServerProblem,
  validateFeedback,
  type FeedbackField,
  type FieldErrors,
} from './feedback-validation';
import { CheckboxField } from './form-fields';
import { StarRating } from './star-rating';
import { saveThankYouRecord, type ThankYouRecord } from './thank-you-store';

export const FREE_TIER_FEEDBACK_URL = '/api/free-tier-feedback';

// The server names two fields as the spec's speaker-slug payload does.
const SERVER_FIELD_NAMES: Record<string, FeedbackField> = { attendeeName: 'firstName', attendeeEmail: 'workEmail' };

function renameServerFields(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const b = body as { details?: { fields?: { field?: string; message?: string }[] } };
  const fields = b.details?.fields?.map((f) => ({ ...f, field: (f.field && SERVER_FIELD_NAMES[f.field]) ?? f.field }));
  return fields ? { ...b, details: { ...b.details, fields } } : body;
}

export function toFreeTierFeedbackBody(speaker: SpeakerData, d: FeedbackDraft): FreeTierFeedback {
  return {
    speakerName: speaker.name,
    speakerSlug: speaker.speakerSlug,
    attendeeName: d.firstName,
    attendeeEmail: d.workEmail,
    rating: d.rating,
    testimonial: d.testimonial,
    jobRole: d.jobRole,
    businessInquiry: d.businessInquiry.trim() === '' ? null : d.businessInquiry,
    contactConsent: d.contactConsent,
    publishConsent: d.publishConsent,
    giftTitle: speaker.giftTitle,
  };
}

/** The attendee's answers on a free page; a failure is said plainly and the answers are kept for a retry. */
export function SpeakerPageForm({ speaker }: { speaker: SpeakerData }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const key = speaker.presentationId;
  const [draft, setDraft] = useState<FeedbackDraft>(() => loadDraft(browserSessionStorage(), key));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const hintId = useId();

  useEffect(() => {
    saveDraft(browserSessionStorage(), key, draft);
  }, [draft, key]);

  function update<K extends FeedbackField>(field: K, value: FeedbackDraft[K]) {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function focusFirstError() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(fieldset)')?.focus());
  }

  async function submit() {
    const problems = validateFeedback(draft);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      focusFirstError();
      return;
    }
    setSending(true);
    setFormError(null);
    const outcome = await requestJson<FreeTierFeedbackResponse>('POST', FREE_TIER_FEEDBACK_URL, { body: toFreeTierFeedbackBody(speaker, draft) });
    setSending(false);
    if (outcome.kind === 'ok') {
      const storage = browserSessionStorage();
      clearDraft(storage, key);
      const record: ThankYouRecord = { presentationId: outcome.data.presentationId, speakerName: speaker.name, gift: outcome.data.gift };
      saveThankYouRecord(storage, record);
      trackEvent({ event_type: 'feedback_submit', page_path: pathname, element_id: `speaker-${speaker.speakerSlug}` });
      navigate(`/thank-you/${outcome.data.presentationId}`, { state: record });
      return;
    }
    if (outcome.kind === 'client-error' && outcome.status !== 429) {
      const problem = readServerProblem(renameServerFields(outcome.body), 'Your feedback could not be sent. Please check your answers.');
      setErrors(problem.fields);
      setFormError(problem.message);
      focusFirstError();
      return;
    }
    if (outcome.kind === 'aborted') return;
    setFormError(
      outcome.kind === 'network'
        ? 'No connection: your feedback was not sent yet. Your answers are kept; try again when you are back online.'
        : 'Your feedback was not sent yet. Your answers are kept; please try again in a moment.',
    );
  }

  const complete = isFeedbackComplete(draft);
  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={sending}
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-slate-600">All fields are required unless marked optional.</p>
      <StarRating value={draft.rating} onChange={(v) => update('rating', v)} error={errors.rating} />
      <TextareaField
        label="Your testimonial"
        required
        maxLength={FEEDBACK_MAX_LENGTH.testimonial}
        placeholder="What did you take away?"
        value={draft.testimonial}
        onChange={(e) => update('testimonial', e.target.value)}
        error={errors.testimonial}
      />
      <TextField label="First name" autoComplete="given-name" required maxLength={FEEDBACK_MAX_LENGTH.firstName} value={draft.firstName} onChange={(e) => update('firstName', e.target.value)} error={errors.firstName} />
      <TextField label="Job role" autoComplete="organization-title" required maxLength={FEEDBACK_MAX_LENGTH.jobRole} value={draft.jobRole} onChange={(e) => update('jobRole', e.target.value)} error={errors.jobRole} />
      <TextField
        label="Work email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={FEEDBACK_MAX_LENGTH.workEmail}
        value={draft.workEmail}
        onChange={(e) => update('workEmail', e.target.value)}
        error={errors.workEmail}
      />
      <TextareaField
        label="Business inquiry (optional)"
        rows={3}
        maxLength={FEEDBACK_MAX_LENGTH.businessInquiry}
        value={draft.businessInquiry}
        onChange={(e) => update('businessInquiry', e.target.value)}
        error={errors.businessInquiry}
      />
      <div className="space-y-3">
        <CheckboxField
          label={`I'm happy for ${speaker.name} to contact me`}
          errorLabel="Contact consent"
          checked={draft.contactConsent}
          onChange={(e) => update('contactConsent', e.target.checked)}
        />
        <CheckboxField
          label="You may publish my testimonial (first name and job role) on social media"
          errorLabel="Publish consent"
          checked={draft.publishConsent}
          onChange={(e) => update('publishConsent', e.target.checked)}
        />
      </div>
      {formError && (
        <div role="alert" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="text-sm font-medium">{formError}</p>
        </div>
      )}
      <div className="space-y-2">
        <Button type="submit" size="lg" className="w-full" disabled={!complete || sending} aria-describedby={complete ? undefined : hintId}>
          {sending ? 'Submitting...' : formError ? 'Try again' : 'Submit Feedback'}
        </Button>
        {!complete && (
          <p id={hintId} className="text-center text-sm text-slate-600">
            Choose a star rating and fill in the required fields to submit.
          </p>
        )}
      </div>
    </form>
  );
}
