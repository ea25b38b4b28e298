import { describe, expect, it } from 'vitest';
import type { Assessment } from '../../../shared/contract/assessment';
import { scoreAssessment } from '../../../shared/domain/assessment';
import { answersForScore } from './answers-for-score';
import { summarizeResult } from './assessment-results';

/** A record shaped like the server's answer for these answers. */
function recordFor(answers: Record<string, string>): Assessment {
  const { score, maxScore, passed, percentage, level, tips } = scoreAssessment(answers);
  return {
    id: 12,
    name: null,
    email: 'ada.lovelace@example.com',
    score,
    maxScore,
    passed,
    percentage,
    level,
    tips,
    answers,
    createdAt: '',
  };
}

describe('summarizeResult', () => {
  it('shows the server record and a tip for every answer under 6 points', () => {
    const answers = answersForScore(40)!;
    const summary = summarizeResult(recordFor(answers));
    expect(summary).toMatchObject({ passed: false, level: 'Building Great Momentum', score: 40, maxScore: 120, percentage: 33 });
    expect(summary.improvements.length).toBeGreaterThan(0);
    for (const item of summary.improvements) {
      expect(item.points).toBeLessThan(6);
      expect(item.question).toMatch(/\?$/);
      expect(item.tip.length).toBeGreaterThan(10);
      expect(item.answer).not.toBe('No answer');
    }
    expect(summary.improvements.map((i) => i.questionId)).toEqual(scoreAssessment(answers).tips.map((t) => t.questionId));
  });

  it('trusts the server, not a computation of its own', () => {
    const record = { ...recordFor(answersForScore(120)!), score: 81, percentage: 68, passed: true, level: 'Ready' as const };
    expect(summarizeResult(record)).toMatchObject({ score: 81, percentage: 68, level: 'Ready', improvements: [] });
  });

  it('skips tips for questions the page does not know', () => {
    const record = { ...recordFor(answersForScore(120)!), tips: [{ questionId: 'unknown', tip: 'x' }] };
    expect(summarizeResult(record).improvements).toEqual([]);
  });
});
