import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_MAX } from '../../shared/contract/common';
import { mailMessages, responses, waitlistEntries } from '../db/schema';
import { createProfile, createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../test/harness';

let ctx: TestContext;
let speakerCookie: string;
let eventId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const s = await signUpSpeaker(ctx.app);
  speakerCookie = s.cookie;
  await createProfile(ctx.database, s.user);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/speaker-admin/events',
    headers: { cookie: s.cookie },
    payload: { eventName: 'Summit', talkTitle: 'A Talk' },
  });
  eventId = res.json().id;
});

afterAll(async () => {
  await ctx?.close();
});

const nulProblem = (part: string, field: string) => ({
  message: `Invalid ${part}: ${field} must not contain NUL characters`,
  code: 'VALIDATION_ERROR',
  details: { fields: [{ field, message: 'must not contain NUL characters' }] },
  requestId: expect.any(String),
});

describe('NUL bytes', () => {
  it('in a body field: 400 naming the field, and no row is written', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: {
        presentationId: eventId,
        rating: 5,
        testimonial: 'Great\u0000talk',
        firstName: 'Ana',
        jobRole: 'CTO',
        workEmail: 'ana@acme.example',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(nulProblem('body', 'testimonial'));
    expect(await ctx.database.db.select().from(responses)).toEqual([]);
  });

  it('deep in the body: the field path goes through arrays', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/free-tier/send-referrals',
      payload: { referrerName: 'Maya', speakerFriends: [{ email: 'ok@example.com' }, { email: 'friend\u0000@example.com' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(nulProblem('body', 'speakerFriends.1.email'));
    const mail = await ctx.database.db.select().from(mailMessages);
    // Neither friend was written to (other tests here mail their own speakers).
    expect(mail.filter((m) => ['ok@example.com', 'friend@example.com'].includes(m.toAddress.replace('\u0000', '')))).toEqual([]);
  });

  it('in an object key, and in several fields at once', async () => {
    const key = await ctx.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { name: 'Maya', email: 'm@example.com', 'x\u0000': 1 },
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().details).toEqual({ fields: [{ field: 'x\\u0000', message: 'must not contain NUL characters' }] });

    const two = await ctx.app.inject({ method: 'POST', url: '/api/waitlist', payload: { name: 'M\u0000', email: 'm\u0000@example.com' } });
    expect(two.statusCode).toBe(400);
    expect(two.json().details.fields.map((f: { field: string }) => f.field)).toEqual(['name', 'email']);
    expect(await ctx.database.db.select().from(waitlistEntries)).toEqual([]);
  });

  it('a bare string body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { 'content-type': 'application/json' },
      payload: '"a\\u0000b"',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(nulProblem('body', 'body'));
  });

  it('in a form-encoded body (one-click unsubscribe)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%00%40example.com&token=x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(nulProblem('body', 'email'));
  });

  it('in the query string, also in keys nobody reads', async () => {
    const admin = await signInAdmin(ctx.app);
    const q = await ctx.app.inject({ method: 'GET', url: '/api/admin/mail-messages?q=%00', headers: { cookie: admin } });
    expect(q.statusCode).toBe(400);
    expect(q.json()).toEqual(nulProblem('query', 'q'));
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/health?x=a%00' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(nulProblem('query', 'x'));
  });

  it('in the URL path: a route param, an unknown API path and a page path', async () => {
    const param = await ctx.app.inject({ method: 'GET', url: '/api/speaker-data/%00abc' });
    expect(param.statusCode).toBe(400);
    expect(param.json()).toEqual(nulProblem('path', 'slug'));

    for (const url of ['/api/nothing-here/%00', '/blog/%00post', '/qr/%00/1']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(nulProblem('path', 'path'));
    }
  });

  it('a body nested far deeper than any schema is refused without exhausting the stack', async () => {
    const depth = 100_000;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].field).toMatch(/^(0\.){99999}0$/);
  });
});

describe('ids in paths and query strings', () => {
  it.each([
    ['2147483648', [`must be at most ${ID_MAX}`]],
    // Beyond 2^53 zod no longer calls it a whole number either.
    ['99999999999999999999', ['must be a whole number', `must be at most ${ID_MAX}`]],
    ['-1', ['must be at least 1']],
    ['0', ['must be at least 1']],
    ['abc', ['must be a number']],
    ['1.5', ['must be a whole number']],
  ])('%s is a 400 naming the id', async (id, messages) => {
    for (const url of [`/api/speaker-admin/events/${id}`, `/api/presentations?speakerId=${id}`, `/api/speakers/${id}`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie: speakerCookie } });
      expect(res.statusCode, url).toBe(400);
      const field = url.includes('speakerId') ? 'speakerId' : 'id';
      expect(res.json().details.fields, url).toEqual(messages.map((message) => ({ field, message })));
    }
  });

  it('the largest int4 id is a plain 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/speaker-admin/events/${ID_MAX}`, headers: { cookie: speakerCookie } });
    expect(res.statusCode).toBe(404);
  });

  it('an id beyond int4 in a JSON body is a 400, not a database error', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: {
        presentationId: ID_MAX + 1,
        rating: 5,
        testimonial: 'Great',
        firstName: 'Ana',
        jobRole: 'CTO',
        workEmail: 'ana@acme.example',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([{ field: 'presentationId', message: `must be at most ${ID_MAX}` }]);
  });
});
