import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness';
import { speakerWithProfile } from '../../test/graphics-fixtures';
import { buildPayload } from './payloads';

// A webhook about an answer carries the answers to the speaker's own questions (decision 079):
// numbers and options always, a text answer's words only under the testimonial's rule.
let t: TestContext;
let maya: Awaited<ReturnType<typeof speakerWithProfile>>;

beforeAll(async () => {
  t = await createTestApp();
  maya = await speakerWithProfile(t.app, t.database);
});
afterAll(async () => {
  await t.close();
});

const QUESTIONS = [
  { kind: 'recommend', label: 'Would you recommend this talk?', required: true },
  { kind: 'choice', label: 'Most useful part', options: ['Stories', 'Checklist'], required: false },
  { kind: 'text', label: 'What should come next?', required: false },
];

describe('webhook payloads', () => {
  it.each([
    ['with publication agreed, the text too', true, 'Pricing'],
    ['without it, the text is withheld', false, null],
  ])('carry each answer by its question: %s', async (_what, publishConsent, text) => {
    const talk = await t.app.inject({
      method: 'POST',
      url: '/api/speaker-admin/events',
      headers: { cookie: maya.cookie },
      payload: { eventName: 'Growth Summit', talkTitle: 'Stories That Sell', questions: QUESTIONS },
    });
    const [recommend, choice, words] = talk.json().questions;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/feedback',
      payload: {
        presentationId: talk.json().id,
        rating: 5,
        testimonial: 'Practical.',
        firstName: 'Lena',
        jobRole: 'Head of Events',
        workEmail: `lena.${publishConsent}@brightline.example`,
        publishConsent,
        answers: [
          { questionId: recommend.id, value: 9 },
          { questionId: choice.id, value: 'Stories' },
          { questionId: words.id, value: 'Pricing' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const outcome = await buildPayload(t.database.db, t.config, maya.user.id, {
      eventId: 'evt_1',
      eventType: 'response.created',
      eventCreatedAt: new Date(),
      test: false,
      responseId: res.json().id,
      graphicId: null,
    });
    expect('payload' in outcome && outcome.payload.data.response.answers).toEqual([
      { questionId: recommend.id, question: 'Would you recommend this talk?', kind: 'recommend', retired: false, value: 9 },
      { questionId: choice.id, question: 'Most useful part', kind: 'choice', retired: false, value: 'Stories' },
      { questionId: words.id, question: 'What should come next?', kind: 'text', retired: false, value: text },
    ]);
  });
});
