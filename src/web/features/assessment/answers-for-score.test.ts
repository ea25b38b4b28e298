import { describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS, TIP_THRESHOLD, pointsFor, scoreAssessment } from '../../../shared/domain/assessment';
import { answersForScore } from './answers-for-score';

describe('answersForScore', () => {
  it('finds answers worth every score the table can make', () => {
    const found: number[] = [];
    for (let target = 0; target <= 120; target++) {
      const answers = answersForScore(target);
      if (answers === null) continue;
      found.push(target);
      expect(Object.keys(answers)).toEqual(ASSESSMENT_QUESTIONS.map((q) => q.id));
      expect(scoreAssessment(answers).score).toBe(target);
    }
    // Four questions have no option below 2 points, so 8 is the lowest total; 9, 117 and 119 cannot be made.
    const unreachable = new Set([9, 117, 119]);
    expect(found).toEqual(Array.from({ length: 113 }, (_, i) => i + 8).filter((n) => !unreachable.has(n)));
  });

  it('gives exactly 80 with at least one answer that earns a tip', () => {
    const answers = answersForScore(80)!;
    const result = scoreAssessment(answers);
    expect(result).toMatchObject({ score: 80, passed: true, level: 'Ready' });
    expect(ASSESSMENT_QUESTIONS.some((q) => pointsFor(q.id, answers[q.id]!)! < TIP_THRESHOLD)).toBe(true);
  });

  it('refuses impossible targets', () => {
    expect(answersForScore(-1)).toBeNull();
    expect(answersForScore(121)).toBeNull();
    expect(answersForScore(79.5)).toBeNull();
    expect(answersForScore(7)).toBeNull();
    expect(answersForScore(119)).toBeNull();
  });
});
