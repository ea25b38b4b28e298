import { expect, type Page } from '@playwright/test';
import { ASSESSMENT_QUESTIONS, type AssessmentAnswers } from '../src/shared/domain/assessment';
import { answersForScore } from '../src/web/features/assessment/answers-for-score';

/** The options worth exactly `score` points, from the shared scoring table. */
export function answersWorth(score: number): AssessmentAnswers {
  const answers = answersForScore(score);
  if (!answers) throw new Error(`No set of answers is worth exactly ${score} points`);
  return answers;
}

export function optionLabel(questionId: string, value: string): string {
  const question = ASSESSMENT_QUESTIONS.find((q) => q.id === questionId)!;
  return question.options.find((o) => o.value === value)!.label;
}

/** Opens the assessment and gets past the e-mail step. */
export async function startAssessment(page: Page, email: string, path = '/readiness-assessment'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Speaker Readiness Assessment' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
}

/** Answers the twelve questions as a person would, one screen at a time, ending with 'See Results'. */
export async function answerQuestions(page: Page, answers: AssessmentAnswers): Promise<void> {
  const total = ASSESSMENT_QUESTIONS.length;
  for (const [i, question] of ASSESSMENT_QUESTIONS.entries()) {
    await expect(page.getByText(`Question ${i + 1} of ${total}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: question.question })).toBeVisible();
    await page.getByRole('radio', { name: optionLabel(question.id, answers[question.id]!), exact: true }).check();
    await expect(page.getByText(`${i + 1} of ${total} questions answered`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: i === total - 1 ? 'See Results' : 'Next', exact: true }).click();
  }
}

/**
 * Takes the readiness assessment through the UI with answers worth exactly `score` points and
 * presses 'See Results'. Returns the answers chosen. The caller checks what follows (a pass
 * celebrates and lands on /priority-confirmed; a fail shows the results).
 */
export async function answerAssessmentToScore(
  page: Page,
  { email, score, path }: { email: string; score: number; path?: string },
): Promise<AssessmentAnswers> {
  const answers = answersWorth(score);
  await startAssessment(page, email, path);
  await answerQuestions(page, answers);
  return answers;
}
