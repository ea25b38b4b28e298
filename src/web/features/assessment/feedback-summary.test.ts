import { describe, expect, it } from 'vitest';
import { summarizeFeedback } from './feedback-summary';

describe('summarizeFeedback', () => {
  it('counts responses, 4-5 ratings, the one-decimal average and distinct platforms', () => {
    const responses = [
      { speakerproRating: 5, emailPlatform: 'gmail' },
      { speakerproRating: 4, emailPlatform: 'gmail' },
      { speakerproRating: 3, emailPlatform: 'outlook' },
      { speakerproRating: 1, emailPlatform: 'constant-contact' },
    ];
    expect(summarizeFeedback(responses)).toEqual({ totalResponses: 4, highRatings: 2, averageRating: 3.3, emailPlatforms: 3 });
  });

  it('rounds the average to one decimal', () => {
    expect(
      summarizeFeedback([
        { speakerproRating: 4, emailPlatform: 'a' },
        { speakerproRating: 5, emailPlatform: 'a' },
      ]).averageRating,
    ).toBe(4.5);
    const thirds = [5, 5, 4].map((r) => ({ speakerproRating: r, emailPlatform: 'x' }));
    expect(summarizeFeedback(thirds).averageRating).toBe(4.7);
  });

  it('has no average without responses', () => {
    expect(summarizeFeedback([])).toEqual({ totalResponses: 0, highRatings: 0, averageRating: null, emailPlatforms: 0 });
  });
});
