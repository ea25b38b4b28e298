import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import type { SubmitFeedbackResponse } from '../../../shared/contract/feedback';
import type { JsonOutcome } from './api/request-json';
import { EMPTY_DRAFT, type FeedbackDraft } from './feedback-draft';
import { toSubmitBody } from './api/submit-feedback';
import { createFeedbackSubmitter, IDLE_SUBMISSION, type SubmissionState } from './feedback-submitter';

const filled: FeedbackDraft = {
  ...EMPTY_DRAFT,
  rating: 4,
  testimonial: 'Clear and useful',
  firstName: 'Ada',
  jobRole: 'CTO',
  workEmail: 'ada@example.com',
};
const saved: SubmitFeedbackResponse = { id: 1, updated: false, gift: null, answerToken: 'token-1', thankYouKey: 'key-1' };

type Outcome = JsonOutcome<SubmitFeedbackResponse>;

/** A submitter wired to scripted answers and a manual clock. */
function setup(outcomes: Outcome[], draft: FeedbackDraft = filled) {
  const sent: FeedbackDraft[] = [];
  const states: SubmissionState[] = [];
  const savedWith: FeedbackDraft[] = [];
  const timers: { fn: () => void; ms: number; cleared: boolean }[] = [];
  let current = draft;
  const submitter = createFeedbackSubmitter({
    send: async (d) => {
      sent.push(d);
      const next = outcomes.shift();
      if (!next) throw new Error('no scripted outcome left');
      return next;
    },
    getDraft: () => current,
    onState: (s) => states.push(s),
    onSaved: (_r, d) => savedWith.push(d),
    setTimer: (fn, ms) => {
      const t = { fn, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => {
      (t as { cleared: boolean }).cleared = true;
    },
    random: () => 0,
  });
  const flush = () => new Promise((r) => setTimeout(r, 0));
  const fireNextTimer = async () => {
    const t = timers.find((x) => !x.cleared);
    if (!t) throw new Error('no timer pending');
    t.cleared = true;
    t.fn();
    await flush();
  };
  return {
    submitter,
    sent,
    states,
    savedWith,
    timers,
    flush,
    fireNextTimer,
    edit: (d: FeedbackDraft) => {
      current = d;
    },
    last: () => states[states.length - 1],
  };
}

describe('feedback submitter', () => {
  it('thanks only once the server stored the answer', async () => {
    const t = setup([{ kind: 'ok', status: 201, data: saved }]);
    t.submitter.submit();
    expect(t.last()?.sending).toBe(true);
    expect(t.savedWith).toHaveLength(0);
    await t.flush();
    expect(t.savedWith).toEqual([filled]);
    expect(t.last()).toEqual(IDLE_SUBMISSION);
  });

  it('keeps trying through a dropped connection with growing delays, sending what was typed meanwhile', async () => {
    const t = setup([
      { kind: 'network' },
      { kind: 'network' },
      { kind: 'server-error', status: 503 },
      { kind: 'ok', status: 201, data: saved },
    ]);
    t.submitter.submit();
    await t.flush();
    expect(t.last()).toMatchObject({ sending: false, problem: 'network' });
    expect(t.savedWith).toHaveLength(0);
    t.edit({ ...filled, testimonial: 'Clear, useful and funny' });
    await t.fireNextTimer();
    await t.fireNextTimer();
    expect(t.last()).toMatchObject({ problem: 'server' });
    await t.fireNextTimer();
    expect(t.timers.map((x) => x.ms)).toEqual([1000, 2000, 4000]);
    expect(t.sent).toHaveLength(4);
    expect(t.savedWith).toEqual([{ ...filled, testimonial: 'Clear, useful and funny' }]);
  });

  it('an offline retry sends the optional answers too, as the body the API takes', async () => {
    const optional: FeedbackDraft = {
      ...filled,
      takeaway: 'Ask one question before every demo',
      booksSpeakers: true,
      referralName: 'Sam',
      referralEmail: 'sam@events.example',
      referralConsent: true,
    };
    const t = setup([{ kind: 'network' }, { kind: 'ok', status: 201, data: saved }], optional);
    t.submitter.submit();
    await t.flush();
    expect(t.last()).toMatchObject({ problem: 'network' });
    await t.fireNextTimer();
    expect(t.sent).toEqual([optional, optional]);
    expect(toSubmitBody(7, t.sent[1]!)).toMatchObject({
      takeaway: 'Ask one question before every demo',
      booksSpeakers: true,
      referralName: 'Sam',
      referralEmail: 'sam@events.example',
      referralConsent: true,
    });
  });

  it('sends an unanswered optional question as an older client would: not at all; "no" is sent as false', () => {
    const body = toSubmitBody(7, filled);
    for (const key of ['takeaway', 'booksSpeakers', 'referralName', 'referralEmail', 'referralConsent'])
      expect(body).not.toHaveProperty(key);
    expect(toSubmitBody(7, { ...filled, booksSpeakers: false })).toMatchObject({ booksSpeakers: false });
  });

  it("starts the backoff afresh on 'Try again' and when the browser is back online", async () => {
    const t = setup([{ kind: 'network' }, { kind: 'network' }, { kind: 'network' }, { kind: 'ok', status: 201, data: saved }]);
    t.submitter.submit();
    await t.flush();
    await t.fireNextTimer();
    expect(t.timers.at(-1)?.ms).toBe(2000);
    t.submitter.submit();
    await t.flush();
    expect(t.timers.filter((x) => !x.cleared)).toHaveLength(1);
    expect(t.timers.at(-1)?.ms).toBe(1000);
    t.submitter.nudge();
    await t.flush();
    expect(t.savedWith).toHaveLength(1);
    expect(t.timers.every((x) => x.cleared)).toBe(true);
  });

  it('does not nudge when nothing is pending', async () => {
    const t = setup([]);
    t.submitter.nudge();
    await t.flush();
    expect(t.sent).toHaveLength(0);
  });

  it('shows a 400 next to the field it names and stops retrying', async () => {
    const body = {
      message: 'Invalid body: workEmail must be a valid e-mail address',
      details: { fields: [{ field: 'workEmail', message: 'must be a valid e-mail address' }] },
    };
    const t = setup([{ kind: 'client-error', error: ApiError.fromBody(400, JSON.stringify(body)), retryAfterMs: null }]);
    t.submitter.submit();
    await t.flush();
    expect(t.last()).toEqual({
      sending: false,
      problem: null,
      fieldErrors: { workEmail: 'must be a valid e-mail address' },
      formError: null,
    });
    expect(t.timers).toHaveLength(0);
    t.submitter.clearFieldError('workEmail');
    expect(t.last()?.fieldErrors).toEqual({});
  });

  it('shows a 4xx message that names no field above the button', async () => {
    const t = setup([
      { kind: 'client-error', error: ApiError.fromBody(404, JSON.stringify({ message: 'Talk not found' })), retryAfterMs: null },
    ]);
    t.submitter.submit();
    await t.flush();
    expect(t.last()).toMatchObject({ formError: 'Talk not found', problem: null });
  });

  it("waits out a 429 for at least the server's Retry-After", async () => {
    const t = setup([
      { kind: 'client-error', error: ApiError.fromBody(429, JSON.stringify({ message: 'Too many requests' })), retryAfterMs: 20_000 },
    ]);
    t.submitter.submit();
    await t.flush();
    expect(t.last()?.problem).toBe('busy');
    expect(t.timers[0]?.ms).toBe(20_000);
  });

  it('checks the answers before sending, also before an automatic retry', async () => {
    const t = setup([{ kind: 'network' }], { ...filled, workEmail: 'not-an-email' });
    t.submitter.submit();
    await t.flush();
    expect(t.sent).toHaveLength(0);
    expect(t.last()?.fieldErrors).toEqual({ workEmail: 'must be a valid e-mail address' });

    const u = setup([{ kind: 'network' }]);
    u.submitter.submit();
    await u.flush();
    u.edit({ ...filled, firstName: ' ' });
    await u.fireNextTimer();
    expect(u.sent).toHaveLength(1);
    expect(u.last()).toMatchObject({ problem: null, fieldErrors: { firstName: 'is required' } });
  });

  it('stops everything once disposed', async () => {
    const t = setup([{ kind: 'network' }]);
    t.submitter.submit();
    await t.flush();
    const count = t.states.length;
    t.submitter.dispose();
    expect(t.timers.every((x) => x.cleared)).toBe(true);
    t.submitter.submit();
    await t.flush();
    expect(t.states).toHaveLength(count);
  });
});
