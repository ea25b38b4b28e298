import { describe, expect, it } from 'vitest';
import type { Assessment } from '../../../shared/contract/assessment';
import { ASSESSMENT_QUESTIONS } from '../../../shared/domain/assessment';
import {
  EMAIL_STEP,
  INITIAL_FLOW,
  LAST_QUESTION,
  answeredCount,
  assessmentReducer,
  canGoForward,
  isAssessmentEmail,
  isReadyToSubmit,
  ASSESSMENT_DRAFT_KEY,
  loadAssessmentDraft,
  saveAssessmentDraft,
  type AssessmentAction,
  type AssessmentFlow,
} from './assessment-flow';

function run(actions: AssessmentAction[], from: AssessmentFlow = INITIAL_FLOW): AssessmentFlow {
  return actions.reduce(assessmentReducer, from);
}

/** Starts with an e-mail and answers every question with its first option. */
function answerAll(): AssessmentFlow {
  const actions: AssessmentAction[] = [{ type: 'email', email: ' ada@example.com ' }, { type: 'start' }];
  ASSESSMENT_QUESTIONS.forEach((q, i) => {
    actions.push({ type: 'answer', value: q.options[0]!.value });
    if (i < LAST_QUESTION) actions.push({ type: 'next' });
  });
  return run(actions);
}

const record = (passed: boolean): Assessment => ({
  id: 7,
  name: null,
  email: 'ada@example.com',
  score: passed ? 80 : 40,
  maxScore: 120,
  passed,
  percentage: passed ? 67 : 33,
  level: passed ? 'Ready' : 'Building Great Momentum',
  tips: [],
  answers: {},
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('the e-mail step', () => {
  it('needs an e-mail before Start, and a real-looking one to move on', () => {
    expect(canGoForward(INITIAL_FLOW)).toBe(false);
    const typed = run([{ type: 'email', email: 'ada' }]);
    expect(canGoForward(typed)).toBe(true);
    expect(run([{ type: 'start' }], typed).step).toBe(EMAIL_STEP);
    const started = run([{ type: 'email', email: ' ada@example.com ' }, { type: 'start' }]);
    expect(started).toMatchObject({ step: 0, email: 'ada@example.com' });
  });

  it('checks the address shape', () => {
    expect(isAssessmentEmail('ada@example.com')).toBe(true);
    expect(isAssessmentEmail('  ada@example.com ')).toBe(true);
    expect(isAssessmentEmail('')).toBe(false);
    expect(isAssessmentEmail('ada')).toBe(false);
    expect(isAssessmentEmail('ada@example')).toBe(false);
    expect(isAssessmentEmail('a da@example.com')).toBe(false);
  });

  it('has no Previous', () => {
    expect(run([{ type: 'previous' }])).toEqual(INITIAL_FLOW);
  });
});

describe('the questions', () => {
  it('needs an answer before Next and ignores options of other questions', () => {
    const started = run([{ type: 'email', email: 'ada@example.com' }, { type: 'start' }]);
    expect(canGoForward(started)).toBe(false);
    expect(run([{ type: 'next' }], started).step).toBe(0);
    expect(run([{ type: 'answer', value: 'keynotes' }], started).answers).toEqual({});
    const answered = run([{ type: 'answer', value: '10+' }], started);
    expect(canGoForward(answered)).toBe(true);
    expect(run([{ type: 'next' }], answered).step).toBe(1);
  });

  it('keeps answers when going back, down to the e-mail step', () => {
    const flow = run([
      { type: 'email', email: 'ada@example.com' },
      { type: 'start' },
      { type: 'answer', value: '10+' },
      { type: 'next' },
      { type: 'previous' },
    ]);
    expect(flow).toMatchObject({ step: 0, answers: { frequency: '10+' } });
    expect(canGoForward(flow)).toBe(true);
    expect(run([{ type: 'previous' }], flow).step).toBe(EMAIL_STEP);
  });

  it('counts answered questions and stops at the last one', () => {
    const flow = answerAll();
    expect(flow.step).toBe(LAST_QUESTION);
    expect(answeredCount(flow.answers)).toBe(12);
    expect(answeredCount({ frequency: '10+', type: 'nonsense' })).toBe(1);
    expect(run([{ type: 'next' }], flow).step).toBe(LAST_QUESTION);
    expect(isReadyToSubmit(flow)).toBe(true);
  });
});

describe('saving', () => {
  it('only saves a complete set from the last question', () => {
    const started = run([{ type: 'email', email: 'ada@example.com' }, { type: 'start' }]);
    expect(run([{ type: 'saving' }], started).phase).toBe('answering');
    expect(run([{ type: 'saving' }], answerAll()).phase).toBe('saving');
  });

  it('keeps the answers when saving fails, and locks them while saving', () => {
    const saving = run([{ type: 'saving' }], answerAll());
    expect(canGoForward(saving)).toBe(false);
    expect(run([{ type: 'previous' }], saving).step).toBe(LAST_QUESTION);
    const failed = run([{ type: 'saveFailed' }], saving);
    expect(failed).toMatchObject({ phase: 'answering', saveFailed: true, step: LAST_QUESTION });
    expect(failed.answers).toEqual(answerAll().answers);
    expect(run([{ type: 'saving' }], failed)).toMatchObject({ phase: 'saving', saveFailed: false });
  });

  it('celebrates a pass and goes straight to the results otherwise', () => {
    const saving = run([{ type: 'saving' }], answerAll());
    expect(run([{ type: 'saved', result: record(true) }], saving).phase).toBe('celebrating');
    expect(run([{ type: 'saved', result: record(false) }], saving).phase).toBe('results');
  });

  it('Retake resets everything', () => {
    const done = run([{ type: 'saving' }, { type: 'saved', result: record(false) }], answerAll());
    expect(run([{ type: 'reset' }], done)).toEqual(INITIAL_FLOW);
  });
});

describe('the assessment across a reload', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      map,
    };
  };

  it('comes back on the same question with the e-mail and every answer', () => {
    const storage = memory();
    const [q0, q1] = ASSESSMENT_QUESTIONS;
    const flow = {
      ...INITIAL_FLOW,
      step: 2,
      email: 'ada@example.com',
      answers: { [q0!.id]: q0!.options[0]!.value, [q1!.id]: q1!.options[1]!.value },
    };
    saveAssessmentDraft(storage, flow);
    expect(loadAssessmentDraft(storage)).toEqual(flow);
  });

  it('drops what it cannot trust and forgets a finished assessment', () => {
    const storage = memory();
    storage.setItem(
      ASSESSMENT_DRAFT_KEY,
      JSON.stringify({ step: 99, email: 'ada@example.com', answers: { frequency: 'never-an-option', nope: 'x' } }),
    );
    expect(loadAssessmentDraft(storage)).toEqual({ ...INITIAL_FLOW, email: 'ada@example.com' });
    storage.setItem(ASSESSMENT_DRAFT_KEY, JSON.stringify({ step: 3, email: 'not-an-address', answers: {} }));
    expect(loadAssessmentDraft(storage).step).toBe(EMAIL_STEP);
    // A step past the first unanswered question comes back to that question.
    const [q0] = ASSESSMENT_QUESTIONS;
    storage.setItem(
      ASSESSMENT_DRAFT_KEY,
      JSON.stringify({ step: 9, email: 'ada@example.com', answers: { [q0!.id]: q0!.options[0]!.value } }),
    );
    expect(loadAssessmentDraft(storage).step).toBe(1);
    storage.setItem(ASSESSMENT_DRAFT_KEY, '{broken');
    expect(loadAssessmentDraft(storage)).toEqual(INITIAL_FLOW);
    saveAssessmentDraft(storage, { ...INITIAL_FLOW, email: 'ada@example.com', phase: 'results' });
    expect(storage.map.has(ASSESSMENT_DRAFT_KEY)).toBe(false);
  });
});
