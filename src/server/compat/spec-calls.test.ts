import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_DIR, specCallsFromSpec } from '../../../scripts/spec-calls';
import { createTestApp, type TestContext } from '../test/harness';
import calls from './spec-calls.json';
import type { SpecCall } from './spec-calls-extract';

// Sample values for the specification's path placeholders.
const PLACEHOLDERS: Record<string, string> = {
  id: '1',
  eventId: '1',
  campaignId: '1',
  emailId: '1',
  graphicId: '1',
  identifier: '1',
  slug: 'maya-okafor',
  speakerSlug: 'maya-okafor',
  name: 'Maya',
  provider: 'gmail',
  logo_key: 'speakerpro_logo',
};

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the specification's API calls", () => {
  it.skipIf(!fs.existsSync(SPEC_DIR))('the list the test calls is the one the specification gives (npx tsx scripts/spec-calls.ts)', () => {
    expect(calls).toEqual(specCallsFromSpec());
  });

  // Whoever calls it, a listed call reaches a route of its own: it may refuse (401, 403, 400) or not
  // find the record (404 with the feature's message), but never answers "no such route".
  it.each((calls as SpecCall[]).map((c) => [c.method, c.path] as const))('%s %s still answers', async (method, template) => {
    const url = template.replace(/\{(\w+)\}/g, (_m, name: string) => PLACEHOLDERS[name] ?? '1');
    const res = await t.app.inject({ method, url, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
    const body = res.headers['content-type']?.toString().includes('json') ? (res.json() as { message?: string }) : {};
    expect(res.statusCode === 404 && (body.message ?? '').startsWith('Not found: '), `${res.statusCode} ${res.body.slice(0, 200)}`).toBe(
      false,
    );
  });

  // Where a row names the body's fields, the route still takes each of them by that name (an
  // ignored one is declared as such), so a tool built against the list is not refused or cut short.
  it('each listed body field is still a field of the route it calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }>>;
    };
    const shape = (p: string) => p.replace(/\{[^}]*\}/g, '{}');
    const missing: string[] = [];
    const withFields = (calls as SpecCall[]).filter((c) => c.fields);
    expect(withFields.length).toBeGreaterThanOrEqual(20);
    for (const call of withFields) {
      const path = Object.keys(doc.paths).find((p) => shape(p) === shape(call.path));
      const properties = path
        ? doc.paths[path]![call.method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema?.properties
        : undefined;
      for (const field of call.fields!) if (!properties || !(field in properties)) missing.push(`${call.method} ${call.path}: ${field}`);
    }
    expect(missing).toEqual([]);
  });
});
