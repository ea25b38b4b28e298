import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness';
import { registerSecurityHeaders, securityHeaderOptions } from './security-headers';

/** The headers a response has beyond what fastify sets itself. */
function securityHeaders(headers: Record<string, unknown>) {
  const { date: _date, connection: _connection, 'content-type': _type, 'content-length': _length, ...rest } = headers;
  return rest;
}

/** A small app with two routes (one setting its own Referrer-Policy) and the security headers made by `register`. */
async function appWith(register: (app: FastifyInstance) => PromiseLike<unknown>) {
  const app = Fastify();
  await register(app);
  app.get('/plain', async () => ({ ok: true }));
  app.get('/own-referrer-policy', async (_request, reply) => reply.header('referrer-policy', 'same-origin').send('page'));
  // A page other sites may frame, as the testimonial wall's, and one with no security headers at all.
  app.get(
    '/framed',
    { helmet: { xFrameOptions: false, contentSecurityPolicy: { directives: { frameAncestors: ['*'], imgSrc: ["'self'", 'data:'] } } } },
    async () => 'framed',
  );
  app.get('/bare', { helmet: false }, async () => 'bare');
  await app.ready();
  return app;
}

describe('security headers', () => {
  for (const https of [false, true]) {
    it(`are the headers @fastify/helmet sets, made once (${https ? 'https' : 'http'} site)`, async () => {
      const options = securityHeaderOptions(https);
      const reference = await appWith((app) => app.register(helmet, options));
      const once = await appWith((app) => registerSecurityHeaders(app, options));
      try {
        for (const url of ['/plain', '/own-referrer-policy', '/no-such-path', '/framed', '/framed', '/bare']) {
          const expected = await reference.inject(url);
          const actual = await once.inject(url);
          expect(actual.statusCode).toBe(expected.statusCode);
          expect(securityHeaders(actual.headers)).toEqual(securityHeaders(expected.headers));
        }
        const csp = (await once.inject('/plain')).headers['content-security-policy'];
        expect(csp).toContain("img-src 'self' data: blob:");
        expect(String(csp).includes('upgrade-insecure-requests')).toBe(https);
        expect((await once.inject('/own-referrer-policy')).headers['referrer-policy']).toBe('same-origin');
        const framed = (await once.inject('/framed')).headers;
        expect(framed['content-security-policy']).toContain('frame-ancestors *');
        expect(framed['x-frame-options']).toBeUndefined();
        expect((await once.inject('/bare')).headers['content-security-policy']).toBeUndefined();
      } finally {
        await reference.close();
        await once.close();
      }
    });
  }

  describe('in the app', () => {
    let t: TestContext;
    let reference: FastifyInstance;
    beforeAll(async () => {
      t = await createTestApp();
      reference = await appWith((app) => app.register(helmet, securityHeaderOptions(t.config.secureCookies)));
    });
    afterAll(async () => {
      await reference.close();
      await t.close();
    });

    it("are on API answers, pages and not-found answers, as @fastify/helmet's", async () => {
      const expected = securityHeaders((await reference.inject('/plain')).headers);
      for (const url of ['/api/health', '/api/no-such-call', '/speaker/signup', '/no-such-page']) {
        const res = await t.app.inject(url);
        for (const [name, value] of Object.entries(expected)) expect([url, name, res.headers[name]]).toEqual([url, name, value]);
      }
    });
  });
});
