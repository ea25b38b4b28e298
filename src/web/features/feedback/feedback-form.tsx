import { useEffect, useId, useRef, useState } from 'react';
import type { Presentation, SubmitFeedbackResponse } from '../../../shared/contract/feedback';
import { Button } from '../../components/ui/button';
import { TextareaField, TextField } from '../../components/ui/input';
import { submitFeedback, toSubmitBody } from './api/submit-feedback';
import { readableTextColor, safeHexColor } from './brand-colors';
import { browserSessionStorage, loadDraft, saveDraft, type FeedbackDraft } from './feedback-draft';
import {
  createFeedbackSubmitter,
  IDLE_SUBMISSION,
  PROBLEM_MESSAGES,
  type FeedbackSubmitter,
  type SubmissionState,
} from './feedback-submitter';
import { FEEDBACK_MAX_LENGTH, isFeedbackComplete, type FeedbackField } from './feedback-validation';
import { CheckboxField } from './form-fields';
import { DEFAULT_PRIMARY } from './presentation-header';
import { StarRating } from './star-rating';

/**
 * The attendee's answers. Everything typed is kept in sessionStorage per presentation, so a reload
 * or a dropped connection loses nothing; the thank-you only follows the server's confirmation.
 */
export function FeedbackForm({
  presentation,
  onSaved,
}: {
  presentation: Presentation;
  onSaved(response: SubmitFeedbackResponse): void;
}) {
  const presentationId = presentation.id;
  const [draft, setDraft] = useState<FeedbackDraft>(() => loadDraft(browserSessionStorage(), presentationId));
  const [submission, setSubmission] = useState<SubmissionState>(IDLE_SUBMISSION);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const draftRef = useRef(draft);
  const onSavedRef = useRef(onSaved);
  const submitterRef = useRef<FeedbackSubmitter | null>(null);
  const hintId = useId();

  useEffect(() => {
    draftRef.current = draft;
    saveDraft(browserSessionStorage(), presentationId, draft);
  }, [draft, presentationId]);

  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);

  useEffect(() => {
    const submitter = createFeedbackSubmitter({
      send: (d) => submitFeedback(toSubmitBody(presentationId, d)),
      getDraft: () => draftRef.current,
      onState: (state, reason) => {
        setSubmission(state);
        if (reason === 'result' && Object.keys(state.fieldErrors).length > 0) setFocusRequest((n) => n + 1);
      },
      onSaved: (response) => onSavedRef.current(response),
    });
    submitterRef.current = submitter;
    // Back on the network, or back in the tab after the phone slept: retry at once.
    const nudge = () => {
      if (document.visibilityState === 'visible') submitter.nudge();
    };
    window.addEventListener('online', nudge);
    document.addEventListener('visibilitychange', nudge);
    return () => {
      window.removeEventListener('online', nudge);
      document.removeEventListener('visibilitychange', nudge);
      submitter.dispose();
      submitterRef.current = null;
    };
  }, [presentationId]);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(fieldset)')?.focus();
  }, [focusRequest]);

  function update<K extends FeedbackField>(field: K, value: FeedbackDraft[K]) {
    setDraft((d) => ({ ...d, [field]: value }));
    submitterRef.current?.clearFieldError(field);
  }

  const { fieldErrors: errors, sending, problem, formError } = submission;
  const complete = isFeedbackComplete(draft);
  const primary = safeHexColor(presentation.brandColorPrimary, DEFAULT_PRIMARY);

  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={sending}
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        submitterRef.current?.submit();
      }}
    >
      <p className="text-sm text-slate-600">All fields are required unless marked optional.</p>
      <StarRating value={draft.rating} onChange={(v) => update('rating', v)} error={errors.rating} />
      <TextareaField
        label="Your testimonial"
        rows={4}
        required
        maxLength={FEEDBACK_MAX_LENGTH.testimonial}
        placeholder="What did you take away from this talk?"
        value={draft.testimonial}
        onChange={(e) => update('testimonial', e.target.value)}
        error={errors.testimonial}
      />
      <TextField
        label="First name"
        autoComplete="given-name"
        required
        maxLength={FEEDBACK_MAX_LENGTH.firstName}
        value={draft.firstName}
        onChange={(e) => update('firstName', e.target.value)}
        error={errors.firstName}
      />
      <TextField
        label="Job role"
        autoComplete="organization-title"
        required
        maxLength={FEEDBACK_MAX_LENGTH.jobRole}
        value={draft.jobRole}
        onChange={(e) => update('jobRole', e.target.value)}
        error={errors.jobRole}
      />
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
        placeholder="Would your team like to book a talk or workshop?"
        value={draft.businessInquiry}
        onChange={(e) => update('businessInquiry', e.target.value)}
        error={errors.businessInquiry}
      />
      <div className="space-y-3">
        <CheckboxField
          label={`I'm happy for ${presentation.speakerName} to contact me about this talk`}
          errorLabel="Contact consent"
          checked={draft.contactConsent}
          onChange={(e) => update('contactConsent', e.target.checked)}
          error={errors.contactConsent}
        />
        <CheckboxField
          label="You may publish my testimonial (first name and job role) on social media"
          errorLabel="Publish consent"
          checked={draft.publishConsent}
          onChange={(e) => update('publishConsent', e.target.checked)}
          error={errors.publishConsent}
        />
      </div>

      {problem && (
        <div role="alert" className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="text-sm font-medium">{PROBLEM_MESSAGES[problem]}</p>
          <Button variant="outline" size="sm" disabled={sending} onClick={() => submitterRef.current?.submit()}>
            Try again
          </Button>
        </div>
      )}
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      )}

      <div className="space-y-2">
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!complete || sending}
          aria-describedby={complete ? undefined : hintId}
          style={{ backgroundColor: primary, color: readableTextColor(primary) }}
        >
          {sending ? 'Submitting...' : 'Submit Feedback'}
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
