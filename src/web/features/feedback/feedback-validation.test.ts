import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { EMPTY_DRAFT, type FeedbackDraft } from './feedback-draft';
import { isFeedbackComplete, lengthHint, readServerProblem, validateFeedback } from './feedback-validation';

/** A 400 answer with `body`, as the client reads it. */
const refusal = (body: unknown) => ApiError.fromBody(400, JSON.stringify(body));

const filled: FeedbackDraft = {
  ...EMPTY_DRAFT,
  rating: 5,
  testimonial: 'Loved it',
  firstName: 'Ada',
  jobRole: 'CTO',
  workEmail: 'ada@example.com',
};

describe('isFeedbackComplete', () => {
  it('needs a rating and the four required fields', () => {
    expect(isFeedbackComplete(filled)).toBe(true);
    expect(isFeedbackComplete({ ...filled, rating: 0 })).toBe(false);
    expect(isFeedbackComplete({ ...filled, jobRole: '  ' })).toBe(false);
    expect(isFeedbackComplete({ ...filled, testimonial: '' })).toBe(false);
    expect(isFeedbackComplete({ ...filled, businessInquiry: '' })).toBe(true);
  });
});

describe('validateFeedback', () => {
  it('accepts a complete answer', () => {
    expect(validateFeedback(filled)).toEqual({});
  });

  it('words problems like the server', () => {
    expect(validateFeedback({ ...EMPTY_DRAFT })).toEqual({
      rating: 'is required',
      testimonial: 'is required',
      firstName: 'is required',
      jobRole: 'is required',
      workEmail: 'is required',
    });
    expect(validateFeedback({ ...filled, workEmail: 'ada@example' }).workEmail).toBe('must be a valid e-mail address');
    expect(validateFeedback({ ...filled, firstName: 'x'.repeat(101) }).firstName).toBe('must be at most 100 characters');
    expect(validateFeedback({ ...filled, businessInquiry: 'x'.repeat(2001) }).businessInquiry).toBe('must be at most 2000 characters');
  });
});

describe('the optional questions', () => {
  it("are checked only when answered, with the server's words", () => {
    expect(validateFeedback({ ...filled, takeaway: 'x'.repeat(500), booksSpeakers: false })).toEqual({});
    expect(validateFeedback({ ...filled, takeaway: 'x'.repeat(501) }).takeaway).toBe('must be at most 500 characters');
    expect(validateFeedback({ ...filled, referralEmail: 'sam@', referralConsent: true }).referralEmail).toBe(
      'must be a valid e-mail address',
    );
  });

  it('keep a referral only with an address and the ticked box', () => {
    expect(validateFeedback({ ...filled, referralName: 'Sam' })).toEqual({ referralEmail: 'is required when you give a name' });
    expect(validateFeedback({ ...filled, referralEmail: 'sam@events.example' })).toEqual({
      referralConsent: 'is needed before we pass on their e-mail: tick the box, or leave their details empty',
    });
    expect(validateFeedback({ ...filled, referralName: 'Sam', referralEmail: 'sam@events.example', referralConsent: true })).toEqual({});
    // A ticked box alone passes nobody on: nothing to refuse.
    expect(validateFeedback({ ...filled, referralConsent: true })).toEqual({});
  });

  it("reads the server's problems with them onto their fields", () => {
    const body = { message: 'x', details: { fields: [{ field: 'referralConsent', message: 'is needed' }] } };
    expect(readServerProblem(refusal(body), 'x')).toEqual({ fields: { referralConsent: 'is needed' }, message: null });
  });
});

describe('readServerProblem', () => {
  it('puts field problems next to their fields', () => {
    const body = {
      message: 'Invalid body: workEmail must be a valid e-mail address',
      details: { fields: [{ field: 'workEmail', message: 'must be a valid e-mail address' }] },
    };
    expect(readServerProblem(refusal(body), 'x')).toEqual({ fields: { workEmail: 'must be a valid e-mail address' }, message: null });
  });

  it('keeps the server message when a problem names no form field', () => {
    const body = {
      message: 'Invalid body: presentationId must be positive',
      details: { fields: [{ field: 'presentationId', message: 'must be positive' }] },
    };
    expect(readServerProblem(refusal(body), 'x')).toEqual({ fields: {}, message: 'Invalid body: presentationId must be positive' });
    expect(readServerProblem(refusal({ message: 'Talk not found' }), 'x')).toEqual({
      fields: {},
      message: 'Talk not found',
    });
  });

  it('falls back when the body is not the API error shape', () => {
    expect(readServerProblem(ApiError.fromBody(400, '<html>'), 'Please check your answers.')).toEqual({
      fields: {},
      message: 'Please check your answers.',
    });
  });
});

describe('the testimonial length hint', () => {
  it('counts up to the limit and says how much to cut past it (nothing is cut silently)', () => {
    expect(lengthHint('x'.repeat(120), 2000)).toBe('120 of 2000 characters');
    expect(lengthHint('x'.repeat(2150), 2000)).toBe('2150 of 2000 characters: please shorten it by 150.');
  });
});
