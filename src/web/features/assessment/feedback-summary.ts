import { HOT_LEAD_MIN_RATING } from '../../../shared/domain/constants';

export interface FeedbackSummary {
  totalResponses: number;
  /** Ratings of 4 or 5. */
  highRatings: number;
  /** One decimal, out of 5; null without responses. */
  averageRating: number | null;
  /** Distinct e-mail platforms among the responses. */
  emailPlatforms: number;
}

/** The four tiles of /speaker-feedback. */
export function summarizeFeedback(responses: { speakerproRating: number; emailPlatform: string }[]): FeedbackSummary {
  const total = responses.length;
  const sum = responses.reduce((s, r) => s + r.speakerproRating, 0);
  return {
    totalResponses: total,
    highRatings: responses.filter((r) => r.speakerproRating >= HOT_LEAD_MIN_RATING).length,
    averageRating: total === 0 ? null : Math.round((sum / total) * 10) / 10,
    emailPlatforms: new Set(responses.map((r) => r.emailPlatform)).size,
  };
}
