import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FreeTierFeedback, FreeTierFeedbackResponse, SpeakerData } from '../../../shared/contract/free-tier';
import type { PendingAnswerResponse } from '../../../shared/contract/feedback';
import { consentWording, CURRENT_CONSENT } from '../../../shared/domain/consents';
import { Button } from '../../components/ui/button';
import { trackEvent } from '../../lib/analytics';
import { requestJson } from './api/request-json';
import { clearDraft, loadDraft, saveDraft, type FeedbackDraft } from './feedback-draft';
import { browserLocalStorage, browserSessionStorage } from '../../lib/browser-storage';
import { isFeedbackComplete, readServerProblem, validateFeedback, type FeedbackField, type FieldErrors } from './feedback-validation';
import { AnswerFields } from './answer-fields';
import { ensureAnswerToken, rememberAnswerToken } from './answer-tokens';
import { saveThankYouRecord, thankYouPath, type ThankYouRecord } from '../../lib/thank-you-store';

export const FREE_TIER_FEEDBACK_URL = '/api/public/free-tier-feedback';

export function toFreeTierFeedbackBody(speaker: SpeakerData, d: FeedbackDraft): FreeTierFeedback {
  return {
    speakerName: speaker.name,
    speakerSlug: speaker.speakerSlug,
    firstName: d.firstName,
    workEmail: d.workEmail,
    rating: d.rating,
    testimonial: d.testimonial,
    jobRole: d.jobRole,
    businessInquiry: d.businessInquiry.trim() === '' ? null : d.businessInquiry,
    contactConsent: d.contactConsent,
    publishConsent: d.publishConsent,
    // The wording the page shows (its labels come from the same versions), kept as the receipt.
    contactConsentVersion: CURRENT_CONSENT.pageContact,
    publishConsentVersion: CURRENT_CONSENT.publish,
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
    const answerToken = ensureAnswerToken(browserLocalStorage(), speaker.presentationId);
    const outcome = await requestJson<FreeTierFeedbackResponse | PendingAnswerResponse>('POST', FREE_TIER_FEEDBACK_URL, {
      body: { ...toFreeTierFeedbackBody(speaker, draft), answerToken },
    });
    setSending(false);
    if (outcome.kind === 'ok') {
      const storage = browserSessionStorage();
      clearDraft(storage, key);
      const data = outcome.data;
      if (!('pending' in data)) rememberAnswerToken(browserLocalStorage(), data.presentationId, data.answerToken);
      const record: ThankYouRecord = {
        presentationId: data.presentationId,
        speakerName: speaker.name,
        gift: data.gift,
        ...('pending' in data ? { notice: data.message } : {}),
      };
      saveThankYouRecord(storage, record);
      trackEvent({ eventType: 'feedback_submit', pagePath: pathname, elementId: `speaker-${speaker.speakerSlug}` });
      navigate(thankYouPath(data.presentationId, 'pending' in data ? undefined : data), { state: record });
      return;
    }
    if (outcome.kind === 'client-error' && outcome.error.code !== 'RATE_LIMITED') {
      const problem = readServerProblem(outcome.error, 'Your feedback could not be sent. Please check your answers.');
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
      <AnswerFields
        draft={draft}
        update={update}
        errors={errors}
        contactLabel={consentWording(CURRENT_CONSENT.pageContact, speaker.name)}
        testimonialPlaceholder="What did you take away?"
      />
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
