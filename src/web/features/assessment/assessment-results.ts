import type { Assessment } from '../../../shared/contract/assessment';
import { ASSESSMENT_QUESTIONS } from '../../../shared/domain/assessment';

export interface Improvement {
  questionId: string;
  question: string;
  /** The option the speaker chose, as the page showed it. */
  answer: string;
  points: number;
  tip: string;
}

export interface ResultSummary {
  passed: boolean;
  level: Assessment['level'];
  score: number;
  maxScore: number;
  percentage: number;
  improvements: Improvement[];
}

/**
 * What the results screen shows, all from the server's record (score, level, percentage and the
 * tips it chose); the shared table only adds the question's wording and the answer's label.
 */
export function summarizeResult(record: Assessment): ResultSummary {
  const improvements = record.tips.flatMap((tip): Improvement[] => {
    const question = ASSESSMENT_QUESTIONS.find((q) => q.id === tip.questionId);
    if (!question) return [];
    const value = record.answers[question.id] ?? '';
    const option = question.options.find((o) => o.value === value);
    return [
      {
        questionId: question.id,
        question: question.question,
        answer: option?.label ?? 'No answer',
        points: option?.points ?? 0,
        tip: tip.tip,
      },
    ];
  });
  return {
    passed: record.passed,
    level: record.level,
    score: record.score,
    maxScore: record.maxScore,
    percentage: record.percentage,
    improvements,
  };
}
