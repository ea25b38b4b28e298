import type { SubmitAnswerResult } from '../../../shared/contract/feedback';
import type { JsonOutcome } from './api/request-json';
import type { FeedbackDraft } from './feedback-draft';
import { readServerProblem, validateFeedback, type FeedbackField, type FieldErrors } from './feedback-validation';
import { retryDelayMs } from './retry-schedule';

/** Why the answers are not stored yet although nothing is wrong with them; the page keeps trying. */
export type TransientProblem = 'network' | 'server' | 'busy';

export interface SubmissionState {
  sending: boolean;
  problem: TransientProblem | null;
  fieldErrors: FieldErrors;
  /** A 4xx message that names no field of the form. */
  formError: string | null;
}

export const IDLE_SUBMISSION: SubmissionState = { sending: false, problem: null, fieldErrors: {}, formError: null };

export const REJECTED_FALLBACK_MESSAGE = 'Please check your answers and try again.';

export interface SubmitterDeps {
  send(draft: FeedbackDraft): Promise<JsonOutcome<SubmitAnswerResult>>;
  /** The answers as they are now: a retry sends what the attendee typed meanwhile. */
  getDraft(): FeedbackDraft;
  /** `reason` is 'result' after an attempt ended or was refused, 'edit' when a field's error was cleared. */
  onState(state: SubmissionState, reason: 'result' | 'edit'): void;
  onSaved(response: SubmitAnswerResult, draft: FeedbackDraft): void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  random?: () => number;
}

export interface FeedbackSubmitter {
  /** The attendee pressed 'Submit Feedback' or 'Try again': send now and start the backoff afresh. */
  submit(): void;
  /** The connection is probably back (online / page visible again): retry now if something is pending. */
  nudge(): void;
  clearFieldError(field: FeedbackField): void;
  dispose(): void;
}

/**
 * Sends the answers and keeps trying through dropped connections, server errors and rate limits
 * until the server confirms it stored them; only then does onSaved run (and the page thank the
 * attendee). 4xx answers stop the retries and put the server's words next to the field they name.
 */
export function createFeedbackSubmitter(deps: SubmitterDeps): FeedbackSubmitter {
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let state = IDLE_SUBMISSION;
  let retries = 0;
  let timer: unknown = null;
  let inFlight = false;
  let disposed = false;

  function set(next: SubmissionState, reason: 'result' | 'edit' = 'result') {
    state = next;
    if (!disposed) deps.onState(next, reason);
  }

  function cancelTimer() {
    if (timer !== null) clearTimer(timer);
    timer = null;
  }

  function keepTrying(problem: TransientProblem, atLeastMs = 0) {
    retries += 1;
    set({ ...state, sending: false, problem });
    timer = setTimer(
      () => {
        timer = null;
        void attempt();
      },
      retryDelayMs(retries, deps.random, atLeastMs),
    );
  }

  async function attempt() {
    if (inFlight || disposed) return;
    cancelTimer();
    const draft = deps.getDraft();
    const problems = validateFeedback(draft);
    if (Object.keys(problems).length > 0) {
      // Edited into an invalid state while waiting for a retry: stop and show what to fix.
      retries = 0;
      set({ sending: false, problem: null, fieldErrors: problems, formError: null });
      return;
    }
    inFlight = true;
    // A pending problem stays on screen while the retry is under way.
    set({ ...state, sending: true, fieldErrors: {}, formError: null });
    const outcome = await deps.send(draft);
    inFlight = false;
    if (disposed) return;
    switch (outcome.kind) {
      case 'ok':
        retries = 0;
        set(IDLE_SUBMISSION);
        deps.onSaved(outcome.data, draft);
        return;
      case 'client-error':
        if (outcome.error.code === 'RATE_LIMITED') {
          keepTrying('busy', outcome.retryAfterMs ?? 0);
          return;
        }
        retries = 0;
        {
          const problem = readServerProblem(outcome.error, REJECTED_FALLBACK_MESSAGE);
          set({ sending: false, problem: null, fieldErrors: problem.fields, formError: problem.message });
        }
        return;
      case 'server-error':
        keepTrying('server');
        return;
      case 'network':
        keepTrying('network');
        return;
      case 'aborted':
        set({ ...state, sending: false });
        return;
    }
  }

  return {
    submit() {
      retries = 0;
      void attempt();
    },
    nudge() {
      if (state.problem === null || inFlight) return;
      retries = 0;
      void attempt();
    },
    clearFieldError(field) {
      if (!state.fieldErrors[field]) return;
      const { [field]: _cleared, ...rest } = state.fieldErrors;
      set({ ...state, fieldErrors: rest }, 'edit');
    },
    dispose() {
      disposed = true;
      cancelTimer();
    },
  };
}
