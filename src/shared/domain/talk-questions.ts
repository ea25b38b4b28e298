/**
 * The speaker's own questions on a talk (issue 32, item 2; decision 079): up to three per talk,
 * each a 1-5 scale, a 0-10 "would you recommend", a single choice or a short text. The server's
 * checks, the attendee's form and the talk page's charts read the same rules from here.
 */

export const QUESTION_KINDS = ['scale', 'recommend', 'choice', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Active questions a talk may ask at once (retired ones do not count). */
export const TALK_QUESTIONS_MAX = 3;
export const QUESTION_LABEL_MAX_LENGTH = 200;
export const QUESTION_OPTIONS_MIN = 2;
export const QUESTION_OPTIONS_MAX = 6;
export const QUESTION_OPTION_MAX_LENGTH = 80;
export const TEXT_ANSWER_MAX_LENGTH = 500;

/** The numbers each numeric kind accepts, both ends included. */
export const QUESTION_RANGES = { scale: [1, 5], recommend: [0, 10] } as const;

/** What an answer must match: the parts of a question its value is checked against. */
export interface AskedQuestion {
  id: number;
  kind: QuestionKind;
  label: string;
  options: string[] | null;
  required: boolean;
}

export type AnswerValue = number | string;

/**
 * Why a value does not answer the question (a fragment that follows the field's name), or null when
 * it does. An empty text is "not answered", which is a problem only for a required question.
 */
export function answerProblem(question: AskedQuestion, value: AnswerValue | null | undefined): string | null {
  const missing = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  if (missing) return question.required ? 'is required' : null;
  switch (question.kind) {
    case 'scale':
    case 'recommend': {
      const [min, max] = QUESTION_RANGES[question.kind];
      const n = typeof value === 'string' ? Number(value.trim()) : value;
      return Number.isInteger(n) && n >= min && n <= max ? null : `must be a whole number from ${min} to ${max}`;
    }
    case 'choice':
      return typeof value === 'string' && (question.options ?? []).includes(value) ? null : 'must be one of the question’s options';
    case 'text':
      if (typeof value !== 'string') return 'must be text';
      return value.trim().length > TEXT_ANSWER_MAX_LENGTH ? `must be at most ${TEXT_ANSWER_MAX_LENGTH} characters` : null;
  }
}

/** The value as stored: a number for the numeric kinds, trimmed text otherwise; null when not answered. */
export function storedAnswer(
  question: AskedQuestion,
  value: AnswerValue | null | undefined,
): { number: number | null; text: string | null } | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  if (question.kind === 'scale' || question.kind === 'recommend') return { number: Number(value), text: null };
  return { number: null, text: String(value).trim() };
}
