import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_MAX_SCORE,
  ASSESSMENT_QUESTIONS,
  invalidAnswers,
  pointsFor,
  qualifiedTier,
  scoreAssessment,
  type AssessmentAnswers,
} from './assessment';

const SPEC_TABLE: Record<string, Record<string, number>> = {
  frequency: { '10+': 10, '5-9': 8, '3-4': 5, '1-2': 2, first: 0 },
  type: { keynotes: 10, workshops: 8, panels: 5, internal: 2, starting: 0 },
  website: { 'speaker-focused': 10, 'needs-optimization': 6, basic: 3, none: 0 },
  leadMagnets: { professional: 10, basic: 6, cards: 2, nothing: 0 },
  followUp: { none: 10, personal: 8, manual: 6, automated: 0 },
  newsletter: { very: 10, important: 8, somewhat: 5, 'not-very': 2, 'not-important': 0 },
  tracking: { none: 10, agent: 8, informal: 6, comprehensive: 2 },
  testimonials: { none: 10, '1-2': 8, '3-5': 6, '5+': 2 },
  marketing: { minimal: 10, basic: 8, some: 5, full: 2 },
  referrals: { rarely: 10, occasionally: 8, regularly: 6, 'almost-always': 2 },
  income: { '40k+': 10, '20k-39k': 8, '10k-19k': 5, '5k-9k': 2, 'under-5k': 0 },
  investment: { '100+': 10, '50-99': 8, '25-49': 5, '10-24': 2, 'under-10': 0 },
};

const pick = (points: (q: string) => number): AssessmentAnswers =>
  Object.fromEntries(Object.entries(SPEC_TABLE).map(([q, options]) => [q, Object.entries(options).find(([, p]) => p === points(q))![0]]));

describe('assessment scoring', () => {
  it('has exactly the 12 questions and every option of the scoring table', () => {
    expect(ASSESSMENT_QUESTIONS.map((q) => q.id)).toEqual(Object.keys(SPEC_TABLE));
    for (const [q, options] of Object.entries(SPEC_TABLE)) {
      const ours = Object.fromEntries(ASSESSMENT_QUESTIONS.find((x) => x.id === q)!.options.map((o) => [o.value, o.points]));
      expect(ours, q).toEqual(options);
    }
  });

  it('scores 120 for the best answers and 0-ish for the worst, with a tip for every answer under 6', () => {
    const best = scoreAssessment(pick(() => 10));
    expect(best).toMatchObject({ score: ASSESSMENT_MAX_SCORE, passed: true, percentage: 100, level: 'Ready', tips: [] });
    const worst = Object.fromEntries(Object.entries(SPEC_TABLE).map(([q, o]) => [q, Object.entries(o).sort((a, b) => a[1] - b[1])[0]![0]]));
    const low = scoreAssessment(worst);
    // tracking, testimonials, marketing and referrals bottom out at 2 points; the rest at 0.
    expect(low.score).toBe(8);
    expect(low.passed).toBe(false);
    expect(low.level).toBe('Building Great Momentum');
    expect(low.tips).toHaveLength(12);
  });

  it('passes at exactly 80 and fails at 79', () => {
    // 8 answers worth 10 = 80, the rest worth the minimum that keeps the sum exact.
    const eighty = { ...pick(() => 10) };
    const zeroOrTwo: Record<string, string> = { frequency: 'first', type: 'starting', website: 'none', leadMagnets: 'nothing' };
    Object.assign(eighty, zeroOrTwo);
    const r80 = scoreAssessment(eighty);
    expect(r80.score).toBe(80);
    expect(r80.passed).toBe(true);
    expect(r80.percentage).toBe(67);
    expect(r80.tips.map((t) => t.questionId)).toEqual(['frequency', 'type', 'website', 'leadMagnets']);
    // 80 - 5 (marketing 10 -> 5) + 2 (frequency 0 -> 2) + 2 (type 0 -> 2) = 79.
    const seventyNine = scoreAssessment({ ...eighty, marketing: 'some', frequency: '1-2', type: 'internal' });
    expect(seventyNine.score).toBe(79);
    expect(seventyNine.passed).toBe(false);
  });

  it('gives tips exactly below 6 points', () => {
    expect(scoreAssessment({ ...pick(() => 10), website: 'needs-optimization' }).tips).toEqual([]);
    expect(scoreAssessment({ ...pick(() => 10), website: 'basic' }).tips.map((t) => t.questionId)).toEqual(['website']);
  });

  it('reports missing and unknown answers; unknown answers score nothing', () => {
    expect(invalidAnswers(pick(() => 10))).toEqual([]);
    expect(invalidAnswers({ ...pick(() => 10), income: 'a-million' })).toEqual(['income']);
    expect(invalidAnswers({})).toHaveLength(12);
    // The floor of the scale: nothing answered (or nothing recognised) is 0 of 120.
    expect(scoreAssessment({})).toMatchObject({ score: 0, percentage: 0, passed: false });
    expect(pointsFor('income', 'a-million')).toBeUndefined();
  });

  it.each([
    [120, 'Expert'],
    [100, 'Expert'],
    [99, 'Advanced'],
    [90, 'Advanced'],
    [89, 'Qualified'],
    [80, 'Qualified'],
  ])('tier of %i is %s', (score, tier) => {
    expect(qualifiedTier(score)).toBe(tier);
  });
});
