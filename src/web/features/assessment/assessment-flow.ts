import type { Assessment } from '../../../shared/contract/assessment';
import { ASSESSMENT_QUESTIONS, pointsFor, type AssessmentAnswers } from '../../../shared/domain/assessment';

/** -1 is the e-mail step; 0..11 are the questions. */
export const EMAIL_STEP = -1;
export const LAST_QUESTION = ASSESSMENT_QUESTIONS.length - 1;

export type AssessmentPhase = 'answering' | 'saving' | 'celebrating' | 'results';

export interface AssessmentFlow {
  step: number;
  email: string;
  answers: AssessmentAnswers;
  phase: AssessmentPhase;
  /** The stored record as the server scored it. */
  result: Assessment | null;
  /** The last save did not reach the server; the answers are kept for another try. */
  saveFailed: boolean;
}

export type AssessmentAction =
  | { type: 'email'; email: string }
  | { type: 'start' }
  | { type: 'answer'; value: string }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'saving' }
  | { type: 'saved'; result: Assessment }
  | { type: 'saveFailed' }
  | { type: 'reset' };

export const INITIAL_FLOW: AssessmentFlow = {
  step: EMAIL_STEP,
  email: '',
  answers: {},
  phase: 'answering',
  result: null,
  saveFailed: false,
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The server wants a real address (not just something with an '@'), so the page checks the usual
 * shape up front rather than failing after the twelfth question.
 */
export function isAssessmentEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export function currentQuestion(flow: AssessmentFlow) {
  return flow.step >= 0 ? ASSESSMENT_QUESTIONS[flow.step] : undefined;
}

/** How many questions have a valid answer (the 'N of 12 questions answered' counter). */
export function answeredCount(answers: AssessmentAnswers): number {
  return ASSESSMENT_QUESTIONS.filter((q) => pointsFor(q.id, answers[q.id] ?? '') !== undefined).length;
}

/** Start needs an e-mail; Next (and See Results) need an answer to the question on screen. */
export function canGoForward(flow: AssessmentFlow): boolean {
  if (flow.phase !== 'answering') return false;
  if (flow.step === EMAIL_STEP) return flow.email.trim() !== '';
  const question = currentQuestion(flow);
  return question !== undefined && pointsFor(question.id, flow.answers[question.id] ?? '') !== undefined;
}

export function isReadyToSubmit(flow: AssessmentFlow): boolean {
  return flow.step === LAST_QUESTION && answeredCount(flow.answers) === ASSESSMENT_QUESTIONS.length;
}

export function assessmentReducer(flow: AssessmentFlow, action: AssessmentAction): AssessmentFlow {
  switch (action.type) {
    case 'email':
      return flow.step === EMAIL_STEP ? { ...flow, email: action.email } : flow;
    case 'start':
      return flow.step === EMAIL_STEP && isAssessmentEmail(flow.email) ? { ...flow, email: flow.email.trim(), step: 0 } : flow;
    case 'answer': {
      const question = currentQuestion(flow);
      if (!question || flow.phase !== 'answering' || pointsFor(question.id, action.value) === undefined) return flow;
      return { ...flow, answers: { ...flow.answers, [question.id]: action.value } };
    }
    case 'next':
      return flow.step >= 0 && flow.step < LAST_QUESTION && canGoForward(flow) ? { ...flow, step: flow.step + 1 } : flow;
    case 'previous':
      return flow.phase === 'answering' && flow.step > EMAIL_STEP ? { ...flow, step: flow.step - 1 } : flow;
    case 'saving':
      return isReadyToSubmit(flow) && flow.phase === 'answering' ? { ...flow, phase: 'saving', saveFailed: false } : flow;
    case 'saved':
      return { ...flow, phase: action.result.passed ? 'celebrating' : 'results', result: action.result, saveFailed: false };
    case 'saveFailed':
      return { ...flow, phase: 'answering', saveFailed: true };
    case 'reset':
      return INITIAL_FLOW;
  }
}

// ---------------------------------------------------------------------------------------------
// Progress kept across a reload

/** Versioned: a later shape of the saved progress gets a new key instead of misreading this one. */
export const ASSESSMENT_DRAFT_KEY = 'speakerpro.assessmentDraft.v1';

interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The flow as it was before a reload: the same step, the e-mail and every valid answer. Anything
 * unreadable or out of range starts over; a finished or saving flow is not kept.
 */
export function loadAssessmentDraft(storage: DraftStorage | null): AssessmentFlow {
  try {
    const raw = storage?.getItem(ASSESSMENT_DRAFT_KEY);
    if (!raw) return INITIAL_FLOW;
    const v = JSON.parse(raw) as { step?: unknown; email?: unknown; answers?: unknown };
    const answers: AssessmentAnswers = {};
    if (v.answers && typeof v.answers === 'object') {
      for (const [id, value] of Object.entries(v.answers as Record<string, unknown>)) {
        if (typeof value === 'string' && pointsFor(id, value) !== undefined) answers[id] = value;
      }
    }
    const email = typeof v.email === 'string' ? v.email.slice(0, 254) : '';
    const stored =
      typeof v.step === 'number' && Number.isInteger(v.step) && v.step >= EMAIL_STEP && v.step <= LAST_QUESTION ? v.step : EMAIL_STEP;
    // Never past the first unanswered question: the way there needs an answer to each one before.
    const firstUnanswered = ASSESSMENT_QUESTIONS.findIndex((q) => answers[q.id] === undefined);
    const step = firstUnanswered === -1 ? stored : Math.min(stored, firstUnanswered);
    // A question is only reachable with a valid e-mail, as on the way there.
    return { ...INITIAL_FLOW, email, answers, step: isAssessmentEmail(email) ? step : EMAIL_STEP };
  } catch {
    return INITIAL_FLOW;
  }
}

export function saveAssessmentDraft(storage: DraftStorage | null, flow: AssessmentFlow): void {
  try {
    if (flow.phase === 'answering' && (flow.email !== '' || answeredCount(flow.answers) > 0)) {
      storage?.setItem(ASSESSMENT_DRAFT_KEY, JSON.stringify({ step: flow.step, email: flow.email, answers: flow.answers }));
    } else if (flow.phase !== 'saving') {
      storage?.removeItem(ASSESSMENT_DRAFT_KEY);
    }
  } catch {
    // Storage blocked or full: the assessment still works, a reload would start over.
  }
}
