import { ASSESSMENT_MAX_SCORE, ASSESSMENT_QUESTIONS, type AssessmentAnswers } from '../../../shared/domain/assessment';

/**
 * One set of answers worth exactly `target` points, or null when no combination adds up to it.
 * Each question takes the best option that still lets the remaining questions reach the target,
 * so strong answers come first and the weak ones (which earn tips) at the end. Used by tests and
 * demos to drive the assessment to a chosen score.
 */
export function answersForScore(target: number): AssessmentAnswers | null {
  if (!Number.isInteger(target) || target < 0 || target > ASSESSMENT_MAX_SCORE) return null;
  const n = ASSESSMENT_QUESTIONS.length;
  // reachable[i] = the totals questions i..n-1 can add up to.
  const reachable: Set<number>[] = Array.from({ length: n + 1 }, () => new Set<number>());
  reachable[n]!.add(0);
  for (let i = n - 1; i >= 0; i--) {
    for (const rest of reachable[i + 1]!) {
      for (const option of ASSESSMENT_QUESTIONS[i]!.options) reachable[i]!.add(rest + option.points);
    }
  }
  if (!reachable[0]!.has(target)) return null;

  const answers: AssessmentAnswers = {};
  let left = target;
  ASSESSMENT_QUESTIONS.forEach((question, i) => {
    const best = [...question.options].sort((a, b) => b.points - a.points).find((option) => reachable[i + 1]!.has(left - option.points))!;
    answers[question.id] = best.value;
    left -= best.points;
  });
  return answers;
}
