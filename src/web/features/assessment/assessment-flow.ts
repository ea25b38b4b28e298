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
 * The spec only asks for an '@'; the server wants a real address, so the page checks the usual
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
      return flow.step === EMAIL_STEP && isAssessmentEmail(flow.email)
        ? { ...flow, email: flow.email.trim(), step: 0 }
        : flow;
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
