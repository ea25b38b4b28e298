import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness';
import { READY_PING_TIMEOUT_MS } from './routes';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health and /api/ready', () => {
  it('runs on the database this suite was asked for', () => {
    expect(t.database.kind).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  });

  it('answers 200 on both while the database answers', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('when the database is gone: still alive (health 200), not ready (503)', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const health = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await broken.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    await broken.app.close();
  });

  it('readiness gives up on a database that does not answer after about 2 s', async () => {
    const stuck = await createTestApp();
    const ping = stuck.database.ping;
    stuck.database.ping = () => new Promise<void>(() => undefined);
    try {
      const started = performance.now();
      const ready = await stuck.app.inject({ method: 'GET', url: '/api/ready' });
      const elapsed = performance.now() - started;
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
      // It waited for the ping's limit, then gave up on a ping that never settles: an answer at all
      // proves the giving up (how soon after the limit depends on the machine, not on the app).
      expect(elapsed).toBeGreaterThanOrEqual(READY_PING_TIMEOUT_MS - 50);
      // Liveness never waits on the database.
      expect((await stuck.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      stuck.database.ping = ping;
      await stuck.close();
    }
  });
});

describe('unknown paths and the API document', () => {
  it('an unknown /api path is a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Not found: GET /api/no-such-thing', code: 'NOT_FOUND', requestId: res.headers['x-request-id'] });
    const post = await t.app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('serves an OpenAPI document generated from the route schemas, and its UI', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/speaker/signup', '/api/speaker/login-email', '/api/analytics/track', '/api/settings']),
    );
    const signupBody = spec.paths['/api/speaker/signup'].post.requestBody.content['application/json'].schema;
    expect(signupBody.required).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'password']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
