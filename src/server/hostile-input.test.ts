import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPRECATED_ALIASES } from './compat/deprecated-aliases';
import { ensureAdmin } from './features/auth/service';
import { createProfile, createTestApp, sessionCookie, signInAdmin, signUpSpeaker, type TestContext } from './test/harness';

/**
 * Walks every operation of the OpenAPI document with hostile input (NUL bytes, ids beyond int4,
 * wrong JSON types, bodies of the wrong shape) as an anonymous visitor, a speaker with a profile
 * and an event, and the admin. Generated from the document, so routes added later are walked too.
 * Whatever the route does with such input, it must answer 4xx (or 2xx/3xx), never 5xx.
 *
 * The walk is some 3000 requests: one test for all of it would take minutes on a slow machine, so it
 * is cut into many tests, each a slice of the operations for one role, run in order (the tests of a
 * file run one after another) and sending the same requests in the same order as one walk would.
 * The totals are checked by the tests after the walk.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  format?: string;
  $ref?: string;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

type Role = 'anonymous' | 'speaker' | 'admin';
type Path = (string | number)[];
interface Variant {
  label: string;
  path: Record<string, string>;
  query: Record<string, string>;
  body?: { raw: string; contentType: string };
  cookie?: string;
}

/**
 * Old paths that answer through their canonical route's handler, guard and schemas unchanged (the
 * admin-guard test proves each does): walking the canonical route walks them. Old paths with a
 * shape of their own (another body or answer schema) are walked like any route.
 */
const SAME_AS_CANONICAL = new Set(DEPRECATED_ALIASES.filter(([, , oldShape]) => !oldShape).map(([old]) => old.replace(/:(\w+)/g, '{$1}')));

const HOSTILE_IDS = ['2147483648', '-1', '99999999999999999999', 'abc', '1.5', '0'];
const NUL_TEXT = 'walk\u0000text';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const ROLES: Role[] = ['anonymous', 'speaker', 'admin'];
/**
 * Slices of the operations per role, one test each. The document is only read in beforeAll, so the
 * number of tests is fixed here and each takes its twelfth of whatever the document lists (a few
 * hundred requests; about 3 s for the longest on the 2-core machine here, under load).
 */
const GROUPS = 12;

let ctx: TestContext;
let doc: OpenApi;
let speaker: { cookie: string; email: string; password: string };
let adminCookie: string;
const ids = { event: 1, response: 1 };
let clientNumber = 0;
let emailNumber = 0;

interface Walked {
  path: string;
  method: string;
  op: Operation;
}
let operations: Walked[] = [];
const keyOf = (o: { method: string; path: string }) => `${o.method} ${o.path}`;
const failures: string[] = [];
let requests = 0;
// Operations that answered 2xx at least once, per role: proof that the walk got past the guards and validation.
const succeeded: Record<Role, Set<string>> = { anonymous: new Set(), speaker: new Set(), admin: new Set() };
// Every operation each slice walked, per role: the slices together must walk each exactly once.
const walked: Record<Role, string[]> = { anonymous: [], speaker: [], admin: [] };

function resolve(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()!]);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return resolve(options.find((o) => resolve(o).type !== 'null') ?? options[0]);
  if (schema.allOf) return resolve(schema.allOf[0]);
  return schema;
}

function typeOf(schema: JsonSchema): string | undefined {
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  return t ?? (schema.properties ? 'object' : undefined);
}

/** A value the schema accepts (as far as a generic generator can), so one hostile field at a time gets past the others. */
function sample(raw: JsonSchema | undefined, name: string): unknown {
  const schema = resolve(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'string': {
      let s = 'walk text';
      if (/email/i.test(name) || schema.format === 'email') s = `walk${++emailNumber}@example.com`;
      else if (/url|link|website/i.test(name) || schema.format === 'uri') s = 'https://example.com/walk';
      else if (/date/i.test(name) || schema.format?.startsWith('date')) s = '2026-05-14';
      else if (/password/i.test(name)) s = 'walk-Password-2026!';
      else if (/colou?r/i.test(name)) s = '#123456';
      if (schema.minLength && s.length < schema.minLength) s = s.padEnd(schema.minLength, 'x');
      return schema.maxLength ? s.slice(0, schema.maxLength) : s;
    }
    case 'integer':
    case 'number': {
      if (/responseId/i.test(name)) return ids.response;
      if (/id$/i.test(name)) return ids.event;
      const min = typeof schema.minimum === 'number' ? schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0) : 1;
      return Math.min(Math.max(min, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sample(schema.items, name));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        // An unconstrained property (z.unknown()) is better left out than guessed.
        if (Object.keys(prop).length === 0 && !schema.required?.includes(key)) continue;
        out[key] = sample(prop, key);
      }
      return out;
    }
    default:
      return undefined;
  }
}

/** Every field of a sampled body with its schema, containers included. */
function fields(raw: JsonSchema | undefined, value: unknown, path: Path = []): { path: Path; schema: JsonSchema }[] {
  const schema = resolve(raw);
  const out = path.length ? [{ path, schema }] : [];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...fields(schema.items, v, [...path, i])));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) out.push(...fields(schema.properties?.[key], v, [...path, key]));
  return out;
}

function replaced(value: unknown, path: Path, next: unknown): unknown {
  if (!path.length) return next;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[path[0]!] = replaced(copy[path[0]!], path.slice(1), next);
  return copy;
}

function wrongTypes(schema: JsonSchema): unknown[] {
  switch (typeOf(schema)) {
    case 'string':
      return [NUL_TEXT, 12345, null];
    case 'integer':
      return ['abc', 2147483648, -1, 1.5, null];
    case 'number':
      return ['abc', 1e308, null];
    case 'boolean':
      return ['yes', null];
    case 'array':
      return [{}, [null], null];
    case 'object':
      return [[], null];
    default:
      return [NUL_TEXT];
  }
}

function variantsOf(op: Operation): Variant[] {
  const params = op.parameters ?? [];
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of params) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const value = String(sample(p.schema, p.name) ?? 'walk');
    if (p.in === 'path') path[p.name] = value;
    else if (p.required || p.schema?.enum || typeOf(resolve(p.schema)) === 'integer') query[p.name] = value;
  }
  const json = op.requestBody?.content['application/json'];
  const bodySchema = json?.schema;
  const body = json ? sample(bodySchema, 'body') : undefined;
  const asJson = (value: unknown) => ({ raw: JSON.stringify(value), contentType: 'application/json' });
  const base = (): Variant => ({ label: 'sample', path: { ...path }, query: { ...query }, ...(json ? { body: asJson(body) } : {}) });

  const variants: Variant[] = [base(), { ...base(), label: 'NUL in an unknown query key', query: { ...query, walk: NUL_TEXT } }];
  for (const p of params) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    for (const hostile of [...HOSTILE_IDS, NUL_TEXT, '\u0000']) {
      const v = base();
      v.label = `${p.in} ${p.name}=${JSON.stringify(hostile)}`;
      (p.in === 'path' ? v.path : v.query)[p.name] = hostile;
      variants.push(v);
    }
  }
  if (json) {
    for (const f of fields(bodySchema, body)) {
      for (const wrong of wrongTypes(f.schema)) {
        variants.push({
          ...base(),
          label: `body ${f.path.join('.')}=${JSON.stringify(wrong)}`,
          body: asJson(replaced(body, f.path, wrong)),
        });
      }
    }
    for (const whole of [NUL_TEXT, 'walk', [], null, 42])
      variants.push({ ...base(), label: `body=${JSON.stringify(whole)}`, body: asJson(whole) });
  }
  return variants;
}

/** A small PDF under each field name an upload route reads, with NUL in the text field and the file name. */
function multipartBodies(): { label: string; body: { raw: string; contentType: string } }[] {
  const boundary = 'walkboundary7MA4YWxkTrZu0gW';
  const pdf = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
  return ['file', 'logo', 'digitalGift'].map((name) => ({
    label: `multipart ${name} with NUL in fields`,
    body: {
      contentType: `multipart/form-data; boundary=${boundary}`,
      raw: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="type"',
        '',
        NUL_TEXT,
        `--${boundary}`,
        `Content-Disposition: form-data; name="${name}"; filename="gi\u0000ft.pdf"`,
        'Content-Type: application/pdf',
        '',
        pdf,
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    },
  }));
}

function urlOf(template: string, v: Variant): string {
  const pathname = template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(v.path[name] ?? 'walk'));
  const qs = new URLSearchParams(v.query).toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

async function send(role: Role, method: string, url: string, v: Variant): Promise<LightMyRequestResponse> {
  const cookie = v.cookie ?? (role === 'speaker' ? speaker.cookie : role === 'admin' ? adminCookie : undefined);
  clientNumber += 1;
  const options: InjectOptions = {
    method: method.toUpperCase() as InjectOptions['method'],
    url,
    // A different client address each time: the per-address rate limits must not stop the walk short of the handlers.
    remoteAddress: `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(v.body ? { 'content-type': v.body.contentType } : {}),
    },
    ...(v.body ? { payload: v.body.raw } : {}),
  };
  return ctx.app.inject(options);
}

async function newSpeaker(): Promise<void> {
  const s = await signUpSpeaker(ctx.app);
  await createProfile(ctx.database, s.user, { slug: `walk-${s.user.id}` });
  const event = await ctx.app.inject({
    method: 'POST',
    url: '/api/speaker-admin/events',
    headers: { cookie: s.cookie },
    payload: { eventName: 'Hybrid Work Summit', talkTitle: 'Teams that stay', status: 'live' },
  });
  if (event.statusCode !== 201 && event.statusCode !== 200) throw new Error(`event: ${event.statusCode} ${event.body}`);
  ids.event = event.json().id;
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload: {
      presentationId: ids.event,
      rating: 5,
      testimonial: 'Clear and practical.',
      firstName: 'Ana',
      jobRole: 'CTO',
      workEmail: 'ana@acme.example',
      contactConsent: true,
      publishConsent: true,
    },
  });
  if (answer.statusCode !== 201) throw new Error(`feedback: ${answer.statusCode} ${answer.body}`);
  ids.response = answer.json().id ?? answer.json().responseId ?? ids.response;
  speaker = { cookie: s.cookie, email: s.body.email, password: s.body.password };
}

/** A hostile request may sign the actor out (logout) or change their password; the walk goes on signed in. */
async function keepSignedIn(role: Role): Promise<void> {
  if (role === 'anonymous') return;
  const cookie = role === 'speaker' ? speaker.cookie : adminCookie;
  const me = await ctx.app.inject({ method: 'GET', url: '/api/speaker-auth/user', headers: { cookie } });
  if (me.statusCode === 200) return;
  if (role === 'admin') {
    await ensureAdmin(ctx.database.db, ctx.config.admin!);
    adminCookie = await signInAdmin(ctx.app);
    return;
  }
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/speaker/login-email',
    payload: { email: speaker.email, password: speaker.password },
  });
  if (login.statusCode === 200) speaker.cookie = sessionCookie(login);
  else await newSpeaker();
}

beforeAll(async () => {
  ctx = await createTestApp({
    FEEDBACK_RATE_LIMIT_PER_MINUTE: '10000',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    // Configured (so the mail-account routes run past "not configured") but pointing nowhere.
    GMAIL_CLIENT_ID: 'walk-client',
    GMAIL_CLIENT_SECRET: 'walk-secret',
    GMAIL_AUTH_URL: 'http://127.0.0.1:9/auth',
    GMAIL_TOKEN_URL: 'http://127.0.0.1:9/token',
    GMAIL_USERINFO_URL: 'http://127.0.0.1:9/userinfo',
    GMAIL_SMTP_URL: 'smtp://127.0.0.1:9',
  });
  doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  await newSpeaker();
  adminCookie = await signInAdmin(ctx.app);
});

afterAll(async () => {
  await ctx?.close();
});

function sliceOf(group: number): Walked[] {
  const size = Math.ceil(operations.length / GROUPS);
  return operations.slice(group * size, (group + 1) * size);
}

/** Walks one slice of the operations as one role; returns the failures it met. */
async function walk(role: Role, slice: Walked[]): Promise<string[]> {
  const found: string[] = [];
  for (const { path, method, op } of slice) {
    const variants = variantsOf(op);
    if (role === 'anonymous') variants.push({ ...variants[0]!, label: 'NUL in the session cookie', cookie: 'sp_session=%00walk' });
    if (method !== 'get' && !op.requestBody) for (const m of multipartBodies()) variants.push({ ...variants[0]!, ...m });
    for (const v of variants) {
      const url = urlOf(path, v);
      const res = await send(role, method, url, v);
      requests += 1;
      if (res.statusCode < 300) succeeded[role].add(keyOf({ method, path }));
      if (res.statusCode >= 500) {
        found.push(
          `${role} ${method.toUpperCase()} ${url} [${v.label}] ${v.body ? v.body.raw.slice(0, 300) : ''} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      }
    }
    await keepSignedIn(role);
    walked[role].push(keyOf({ method, path }));
  }
  failures.push(...found);
  return found;
}

describe('no operation of the API answers 5xx to hostile input, whoever sends it', () => {
  beforeAll(() => {
    operations = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/'))
      .flatMap(([p, ops]) =>
        Object.entries(ops)
          .filter(([m]) => METHODS.includes(m) && !SAME_AS_CANONICAL.has(`${m.toUpperCase()} ${p}`))
          .map(([m, op]) => ({ path: p, method: m, op })),
      );
  });

  it('the document lists the operations to walk', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  for (const role of ROLES) {
    for (let group = 0; group < GROUPS; group++) {
      it(`as ${role}: operations, slice ${group + 1} of ${GROUPS}`, async () => {
        expect(await walk(role, sliceOf(group))).toEqual([]);
      });
    }
  }

  it('walked every operation exactly once as each role', () => {
    const all = operations.map(keyOf);
    for (const role of ROLES) expect(walked[role]).toEqual(all);
  });

  it('sent the whole walk and got past the guards to the handlers', () => {
    expect(requests).toBeGreaterThan(3000);
    // Public routes, the speaker's and the admin's own: if these drop, the walk stopped reaching handlers.
    expect(succeeded.anonymous.size).toBeGreaterThan(10);
    expect(succeeded.speaker.size).toBeGreaterThan(35);
    expect(succeeded.admin.size).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  });
});
