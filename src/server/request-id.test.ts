import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggerOptions } from './logging';
import { createTestApp, type TestContext } from './test/harness';
import { LIMITS } from './test/limits';

// Every answer names its request (x-request-id), every error body repeats it, and every line the
// request logs carries it. A proxy's own id is kept only when TRUST_PROXY says that peer is ours.

let t: TestContext | undefined;
let lines: Record<string, unknown>[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  lines = [];
});

async function appWith(env: Record<string, string> = {}) {
  t = await createTestApp(env, {
    logger: loggerOptions('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }),
  });
  return t;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const linesOf = (id: string) => lines.filter((l) => l.reqId === id);
/** The messages logged under `id`, once its last line ("request completed", written after the answer) is in. */
async function messagesOf(id: string): Promise<unknown[]> {
  await vi.waitFor(() => expect(linesOf(id).map((l) => l.msg)).toContain('request completed'), { timeout: LIMITS.backgroundWorkMs });
  return linesOf(id).map((l) => l.msg);
}

describe('request ids', () => {
  it('makes an id for every request, answers it, and logs each line of the request with it', async () => {
    const { app } = await appWith();
    const first = await app.inject({ method: 'GET', url: '/api/health' });
    const second = await app.inject({ method: 'GET', url: '/api/health' });
    const id = String(first.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(String(second.headers['x-request-id'])).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(id);
    // Fastify's "incoming request" and "request completed" lines, both under this request's id.
    expect(await messagesOf(id)).toEqual(['incoming request', 'request completed']);
  });

  it('carries the id in error bodies, the 404, a validation error and a 500 whose log line has it too', async () => {
    const { app, database } = await appWith();
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', requestId: missing.headers['x-request-id'] });

    const invalid = await app.inject({ method: 'POST', url: '/api/speaker/signup', payload: { email: 'not-an-address' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR', requestId: invalid.headers['x-request-id'] });

    await database.db.execute(sql`alter table users add constraint request_id_test_refuse check (first_name <> 'Refused')`);
    const failed = await app.inject({
      method: 'POST',
      url: '/api/speaker/signup',
      payload: { firstName: 'Refused', lastName: 'Row', email: 'refused-row@example.com', password: 'keynote-2026-refused' },
    });
    expect(failed.statusCode).toBe(500);
    const id = String(failed.headers['x-request-id']);
    expect(failed.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL', requestId: id });
    expect(await messagesOf(id)).toEqual(['incoming request', 'unhandled error', 'request completed']);
  });

  it('replaces the id a client sends when no proxy is trusted', async () => {
    const { app } = await appWith({ NODE_ENV: 'production' });
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'chosen-by-the-client' } });
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(await messagesOf(String(res.headers['x-request-id']))).toEqual(['incoming request', 'request completed']);
    expect(linesOf('chosen-by-the-client')).toEqual([]);
  });

  it("keeps a trusted proxy's well-formed id, in the answer, the error body and the log lines", async () => {
    const { app } = await appWith({ NODE_ENV: 'production', TRUST_PROXY: '1' });
    const proxyId = 'Root=1-67891233-abcdef012345678912345678';
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-request-id': proxyId } });
    expect(res.headers['x-request-id']).toBe(proxyId);
    expect(res.json()).toMatchObject({ requestId: proxyId });
    expect(await messagesOf(proxyId)).toEqual(['incoming request', 'request completed']);
  });

  it("replaces a trusted proxy's id that is too long, has spaces or line breaks, or is empty", async () => {
    const { app } = await appWith({ NODE_ENV: 'production', TRUST_PROXY: '1' });
    for (const bad of ['a'.repeat(129), 'two words', 'line\\nbreak', '-starts-with-a-dash', '']) {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id'], bad).toMatch(UUID);
    }
    const longest = 'b'.repeat(128);
    expect((await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': longest } })).headers['x-request-id']).toBe(
      longest,
    );
  });

  it('with TRUST_PROXY as an address list, keeps the id only from those addresses', async () => {
    const { app } = await appWith({ NODE_ENV: 'production', TRUST_PROXY: '10.0.0.0/8,192.0.2.7' });
    const headers = { 'x-request-id': 'from-the-balancer-42' };
    const from = async (remoteAddress: string) =>
      (await app.inject({ method: 'GET', url: '/api/health', headers, remoteAddress })).headers['x-request-id'];
    expect(await from('10.1.2.3')).toBe('from-the-balancer-42');
    expect(await from('192.0.2.7')).toBe('from-the-balancer-42');
    expect(await from('::ffff:10.9.9.9')).toBe('from-the-balancer-42');
    expect(await from('127.0.0.1')).toMatch(UUID);
    expect(await from('192.0.2.8')).toMatch(UUID);
  });
});
