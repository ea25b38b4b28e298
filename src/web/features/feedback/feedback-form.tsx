import { useEffect, useId, useRef, useState } from 'react';
import type { Presentation, SubmitAnswerResult } from '../../../shared/contract/feedback';
import { consentWording, CURRENT_CONSENT } from '../../../shared/domain/consents';
import { Button } from '../../components/ui/button';
import { ensureAnswerToken } from './answer-tokens';
import { submitFeedback, toSubmitBody } from './api/submit-feedback';
import { readableTextColor, safeHexColor } from '../../../shared/domain/brand-colors';
import { loadDraft, saveDraft, type FeedbackDraft } from './feedback-draft';
import { browserLocalStorage, browserSessionStorage } from '../../lib/browser-storage';
import {
  createFeedbackSubmitter,
  IDLE_SUBMISSION,
  PROBLEM_MESSAGES,
  type FeedbackSubmitter,
  type SubmissionState,
} from './feedback-submitter';
import { isFeedbackComplete, type FeedbackField } from './feedback-validation';
import { AnswerFields } from './answer-fields';
import { OptionalQuestions } from './optional-questions';
import { askedOnly } from '../../../shared/domain/answer-form';
import { DEFAULT_PRIMARY } from './presentation-header';

/**
 * The attendee's answers. Everything typed is kept in sessionStorage per presentation, so a reload
 * or a dropped connection loses nothing; the thank-you only follows the server's confirmation.
 */
export function FeedbackForm({ presentation, onSaved }: { presentation: Presentation; onSaved(response: SubmitAnswerResult): void }) {
  const presentationId = presentation.id;
  const [draft, setDraft] = useState<FeedbackDraft>(() => loadDraft(browserSessionStorage(), presentationId));
  const [submission, setSubmission] = useState<SubmissionState>(IDLE_SUBMISSION);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const draftRef = useRef(draft);
  const onSavedRef = useRef(onSaved);
  const presentationRef = useRef(presentation);
  const submitterRef = useRef<FeedbackSubmitter | null>(null);
  const hintId = useId();

  useEffect(() => {
    draftRef.current = draft;
    saveDraft(browserSessionStorage(), presentationId, draft);
  }, [draft, presentationId]);

  useEffect(() => {
    onSavedRef.current = onSaved;
    presentationRef.current = presentation;
  }, [onSaved, presentation]);

  useEffect(() => {
    const submitter = createFeedbackSubmitter({
      send: (d) => submitFeedback(toSubmitBody(presentationId, d, ensureAnswerToken(browserLocalStorage(), presentationId))),
      // Answers to a question the talk does not ask (an older draft's) are neither checked nor sent.
      getDraft: () => askedOnly(draftRef.current, presentationRef.current),
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
      <AnswerFields
        draft={draft}
        update={update}
        errors={errors}
        contactLabel={consentWording(CURRENT_CONSENT.contact, presentation.speakerName)}
        testimonialPlaceholder="What did you take away from this talk?"
        inquiryPlaceholder="Would your team like to book a talk or workshop?"
        optionalQuestions={
          <OptionalQuestions asked={presentation} speakerName={presentation.speakerName} draft={draft} update={update} errors={errors} />
        }
      />

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
