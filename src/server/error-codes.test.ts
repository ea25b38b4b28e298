import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../shared/contract/errors';
import { createTestApp, signUpSpeaker, type TestContext } from './test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('every error answer carries a code from the closed list', () => {
  it('validation, unknown routes, sign-in walls, bad JSON, wrong content types, conflicts and Fastify’s own errors', async () => {
    const speaker = await signUpSpeaker(t.app);
    const answers = [
      await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: { name: '', email: 'x' } }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      await t.app.inject({ method: 'GET', url: '/api/speaker-admin/events' }),
      await t.app.inject({ method: 'GET', url: '/api/admin/leads', headers: { cookie: speaker.cookie } }),
      await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: '{oops', headers: { 'content-type': 'application/json' } }),
      await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: 'name=a', headers: { 'content-type': 'text/plain' } }),
      await t.app.inject({ method: 'POST', url: '/api/speaker-admin/logos', headers: { cookie: speaker.cookie } }),
      await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: { name: 'Wren', email: 'wren.codes@example.com' } }),
      await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: { name: 'Wren', email: 'wren.codes@example.com' } }),
    ];
    const codes = answers.filter((a) => a.statusCode >= 400).map((a) => errorBodySchema.parse(a.json()).code);
    expect(codes).toEqual([
      'VALIDATION_ERROR',
      'NOT_FOUND',
      'UNAUTHORIZED',
      'FORBIDDEN',
      'BAD_REQUEST',
      'UNSUPPORTED_MEDIA_TYPE',
      'BAD_REQUEST',
      'ALREADY_ON_WAITLIST',
    ]);
  });
});
