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

  // Answer fields the product leaves out on purpose, with the reason.
  const WITHHELD: Record<string, string> = {
    'GET /api/speaker-data/{speakerSlug}: giftUrl':
      "The free page's gift link is handed over with an attendee's answer (and on the thank-you page), never to someone who has not answered.",
  };

  // Where a row names the answer's fields, the route's answer (its OpenAPI schema for a success)
  // still has each of them by that name, nested ones under their parent and a list's in its items.
  it("each listed answer field is still in the route's answer", async () => {
    type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>>;
    };
    const shape = (p: string) => p.replace(/\{[^}]*\}/g, '{}');
    // An object's own properties, or its items' when it is a list (a nullable one included).
    const propertiesOf = (schema: Schema | undefined): Record<string, Schema> => {
      if (!schema) return {};
      if (schema.items) return propertiesOf(schema.items);
      if (schema.anyOf) return Object.assign({}, ...schema.anyOf.map(propertiesOf)) as Record<string, Schema>;
      return schema.properties ?? {};
    };
    const missing: string[] = [];
    const withAnswers = (calls as SpecCall[]).filter((c) => c.answers);
    expect(withAnswers.length).toBeGreaterThanOrEqual(20);
    for (const call of withAnswers) {
      // The documented path the call reaches: a placeholder there matches any segment of the call's.
      const reaches = (documented: string) =>
        new RegExp(`^${documented.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]*\\?\}/g, '[^/]+')}$`).test(
          call.path.replace(/\{[^}]*\}/g, 'x'),
        );
      const path = Object.keys(doc.paths).find((p) => shape(p) === shape(call.path)) ?? Object.keys(doc.paths).find(reaches);
      const responses = path ? doc.paths[path]![call.method.toLowerCase()]?.responses : undefined;
      const success = Object.entries(responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
      const schema = success?.content?.['application/json']?.schema;
      for (const field of call.answers!) {
        let at: Schema | undefined = schema;
        for (const part of field.split('.')) at = propertiesOf(at)[part];
        if (!at) missing.push(`${call.method} ${call.path}: ${field}`);
      }
    }
    expect(missing).toEqual(Object.keys(WITHHELD));
  });
});
