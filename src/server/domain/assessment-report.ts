import {
  ASSESSMENT_PASS_SCORE,
  ASSESSMENT_QUESTIONS,
  pointsFor,
  scoreAssessment,
  type AssessmentAnswers,
} from '../../shared/domain/assessment';

/**
 * The report the owner reviews and the speaker later downloads as a Word document: a summary,
 * one section per answer (with its tip when it scored under the tip threshold) and the tips
 * gathered at the end. Markdown-like on purpose: the reports feature turns it into headings,
 * paragraphs and bullets for the pages and the .docx.
 */
export function writeReport(name: string, email: string, answers: AssessmentAnswers): string {
  const result = scoreAssessment(answers);
  const tipFor = new Map(result.tips.map((t) => [t.questionId, t.tip]));
  const lines = [
    `# Speaker Readiness Report: ${name}`,
    '',
    `**E-mail:** ${email}`,
    `**Score:** ${result.score} / ${result.maxScore} (${result.percentage}%)`,
    `**Result:** ${result.passed ? 'QUALIFIED' : 'Building momentum'} (${result.level})`,
    '',
    '## Summary',
    result.passed
      ? `You scored ${result.score} of ${result.maxScore} points, at or above the qualifying mark of ${ASSESSMENT_PASS_SCORE}: you are ready to turn every talk into leads.`
      : `You scored ${result.score} of ${result.maxScore} points; ${ASSESSMENT_PASS_SCORE} qualifies. The tips below show where the missing points are.`,
    '',
    '## Your answers',
    ...ASSESSMENT_QUESTIONS.flatMap((q, i) => {
      const value = answers[q.id] ?? '';
      const option = q.options.find((o) => o.value === value);
      const best = Math.max(...q.options.map((o) => o.points));
      const tip = tipFor.get(q.id);
      return [
        '',
        `### ${i + 1}. ${q.question}`,
        `- **Answer:** ${option?.label ?? 'No answer'}`,
        `- **Points:** ${pointsFor(q.id, value) ?? 0} / ${best}`,
        ...(tip ? [`- **Tip:** ${tip}`] : []),
      ];
    }),
    '',
    '## Where to grow',
    ...(result.tips.length ? result.tips.map((t) => `- ${t.tip}`) : ['- Every area scored well. Keep going.']),
  ];
  return lines.join('\n');
}
