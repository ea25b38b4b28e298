import { describe, expect, it } from 'vitest';
import { EMAIL_PLATFORMS, submitCampaignFeedbackSchema } from '../../../shared/contract/assessment';
import {
  EMAIL_PLATFORM_LABELS,
  EMPTY_FEEDBACK,
  FEEDBACK_MESSAGES,
  checkFeedback,
  feedbackPayload,
  prefillFromQuery,
  typedEmail,
  type CampaignFeedbackDraft,
} from './campaign-feedback-form';

const complete: CampaignFeedbackDraft = {
  speakerName: 'Ann Lee',
  speakerEmail: 'ann@example.com',
  emailPlatform: 'gmail',
  speakerproRating: 5,
  speakerproFeedback: 'Great graphics.',
  speakingChallenge: 'Getting booked.',
};

describe('the nine platforms', () => {
  it('has a label for each platform the server accepts, in the spec order', () => {
    expect(Object.keys(EMAIL_PLATFORM_LABELS)).toEqual([...EMAIL_PLATFORMS]);
    expect(EMAIL_PLATFORMS).toEqual(['gmail', 'outlook', 'apple', 'yahoo', 'zoho', 'mailchimp', 'constant-contact', 'sendinblue', 'other']);
  });
});

describe('prefill and typing', () => {
  it('takes name and e-mail from the query, the e-mail in lower case', () => {
    expect(prefillFromQuery('?name=Ann%20Lee&email=Ann%40Example.com')).toEqual({
      ...EMPTY_FEEDBACK,
      speakerName: 'Ann Lee',
      speakerEmail: 'ann@example.com',
    });
    expect(prefillFromQuery('')).toEqual(EMPTY_FEEDBACK);
    expect(typedEmail('ANN@X.COM')).toBe('ann@x.com');
  });
});

describe('checkFeedback', () => {
  it('accepts a complete form', () => {
    expect(checkFeedback(complete)).toEqual({ message: null, invalid: [] });
  });

  it('names every missing field with the spec sentence', () => {
    expect(checkFeedback(EMPTY_FEEDBACK)).toEqual({
      message: FEEDBACK_MESSAGES.incomplete,
      invalid: ['speakerproRating', 'speakerproFeedback', 'speakingChallenge', 'speakerName', 'speakerEmail', 'emailPlatform'],
    });
    for (const [field, value] of [
      ['speakerName', '  '],
      ['speakerEmail', ''],
      ['emailPlatform', ''],
      ['speakerproRating', 0],
      ['speakerproFeedback', '\n'],
      ['speakingChallenge', ''],
    ] as const) {
      expect(checkFeedback({ ...complete, [field]: value })).toEqual({ message: FEEDBACK_MESSAGES.incomplete, invalid: [field] });
    }
    expect(checkFeedback({ ...complete, speakerproRating: 6 }).invalid).toEqual(['speakerproRating']);
    expect(checkFeedback({ ...complete, emailPlatform: 'hotmail' as never }).invalid).toEqual(['emailPlatform']);
  });

  it('wants an e-mail the server will take', () => {
    expect(checkFeedback({ ...complete, speakerEmail: 'ann@example' })).toEqual({
      message: FEEDBACK_MESSAGES.invalidEmail,
      invalid: ['speakerEmail'],
    });
  });
});

describe('feedbackPayload', () => {
  it('is what the server contract accepts, trimmed, with the campaign source', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const body = feedbackPayload({ ...complete, speakerName: ' Ann Lee ', speakerEmail: ' ann@example.com ' }, now);
    expect(body).toEqual({
      speakerName: 'Ann Lee',
      speakerEmail: 'ann@example.com',
      emailPlatform: 'gmail',
      speakerproRating: 5,
      speakerproFeedback: 'Great graphics.',
      speakingChallenge: 'Getting booked.',
      source: 'qr_campaign',
      submittedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(submitCampaignFeedbackSchema.safeParse(body).success).toBe(true);
  });
});
