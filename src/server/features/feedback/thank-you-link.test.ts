import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness';
import { createOwnTalk, speakerWithProfile } from '../../test/graphics-fixtures';

// The thank-you page has a permanent link: a reload, a reopened tab or the gift e-mail shows the
// gift and its access code again, to the holder of the answer's key and nobody else.
let t: TestContext;
let eventId: number;
beforeAll(async () => {
  t = await createTestApp();
  const speaker = await speakerWithProfile(t.app, t.database, {
    digitalGiftTitle: 'Five-Minute Follow-Up Checklist',
    digitalGiftUrl: 'https://speaker.example/checklist',
    digitalGiftAccessCode: 'STAGE25',
    digitalGiftType: 'external_link',
  });
  eventId = await createOwnTalk(t.app, speaker.cookie);
});
afterAll(async () => {
  await t.close();
});

const submit = (email: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload: { presentationId: eventId, rating: 5, testimonial: 'Superb.', firstName: 'Ada', jobRole: 'CTO', workEmail: email, ...extra },
  });
const thankYou = (answer: unknown, key: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/public/thank-you-pages', payload: { answer, key } });

describe('POST /api/public/thank-you-pages', () => {
  it('gives the answer’s gift, access code and graphic capability again to the holder of its key', async () => {
    const saved = await submit('ada@gift.example', { publishConsent: true });
    expect(saved.statusCode).toBe(201);
    const { id, thankYouKey, graphicToken } = saved.json();
    const res = await thankYou(id, thankYouKey);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      responseId: id,
      presentationId: eventId,
      speakerName: 'Maya Okafor',
      gift: { title: 'Five-Minute Follow-Up Checklist', url: 'https://speaker.example/checklist', accessCode: 'STAGE25' },
      graphicToken,
    });
  });

  it('nobody else: another answer’s key, a made-up key, a missing answer are 404; bad input is 400 naming the field', async () => {
    const mine = (await submit('bea@gift.example')).json();
    const theirs = (await submit('cy@gift.example')).json();
    expect((await thankYou(mine.id, theirs.thankYouKey)).statusCode).toBe(404);
    expect((await thankYou(mine.id, 'x'.repeat(43))).statusCode).toBe(404);
    expect((await thankYou(999_999, mine.thankYouKey)).statusCode).toBe(404);
    // The answer token (which can change the answer) is not a thank-you key, nor the reverse.
    expect((await thankYou(mine.id, mine.answerToken)).statusCode).toBe(404);
    const bad = await thankYou('abc', mine.thankYouKey);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.map((f: { field: string }) => f.field)).toContain('answer');
  });
});
