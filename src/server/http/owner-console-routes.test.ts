import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../shared/contract/catalogue';
import { operationUrl, type Operation } from '../../shared/contract/operation';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../test/harness';

/*
 * The owner's console as the catalogue declares it: each of its operations is the owner's alone
 * (anonymous 401, a speaker 403, an API key refused), the lists answer what the public forms
 * wrote, the verb and oddly placed paths it had are gone, and the first addresses still answer,
 * saying what replaced them. Rows are written through the specification's own calls, which keep
 * their addresses whatever the public routes are renamed to.
 */

const CONSOLE_OPERATIONS = [
  'getAnalyticsDashboard',
  'listWaitlist',
  'getSetting',
  'saveSetting',
  'saveDefaultGift',
  'withdrawDefaultGift',
  'uploadDefaultGiftFile',
  'listDataRequests',
  'listInquiries',
  'listOptOuts',
  'listLinkedinProfiles',
  'listMailMessages',
  'getMailMessage',
  'getMailAttachment',
  'retryMailMessage',
  'listOwnerLeads',
  'getOwnerLeadsCsv',
  'updateOwnerLead',
  'searchPeople',
  'getPerson',
  'addPersonNote',
  'setPersonLeadStatus',
  'sendPersonMessage',
];

const operation = (id: string) => {
  const found = OPERATIONS.find((op) => op.id === id);
  if (!found) throw new Error(`No operation ${id}`);
  return found;
};

/** Sample values for every path parameter these operations have. */
const SAMPLE: Record<string, string | number> = { id: 1, key: 'speakerpro_logo', index: 0 };
const sampleUrl = (op: Operation) =>
  operationUrl(op, Object.fromEntries([...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, SAMPLE[name!]!])));

let t: TestContext;
let admin: string;
let speaker: string;
let apiKey: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  speaker = (await signUpSpeaker(t.app)).cookie;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/speaker-admin/api-keys',
    headers: { cookie: speaker },
    payload: { name: 'Console prober', access: 'read-write' },
  });
  expect(created.statusCode, created.body).toBe(201);
  apiKey = created.json().key as string;
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
const asOwner = (method: Method, url: string, payload?: object) => call(method, url, { cookie: admin }, payload);

describe("the owner's console operations", () => {
  it('are in the API document under their own ids and summaries', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string; summary?: string; deprecated?: boolean }>>;
    };
    for (const id of CONSOLE_OPERATIONS) {
      const op = operation(id);
      const documented = doc.paths[op.path]?.[op.method.toLowerCase()];
      expect(documented, id).toMatchObject({ operationId: id, summary: op.summary });
      expect(documented?.deprecated, id).toBeFalsy();
    }
    // The gift's file is a typed upload in the field the form sends.
    const upload = doc.paths['/api/admin/default-gift/file']!.put as { requestBody?: { content?: Record<string, unknown> } };
    expect(upload.requestBody?.content?.['multipart/form-data']).toMatchObject({
      schema: { required: ['giftFile'], properties: { giftFile: { type: 'string', format: 'binary' } } },
    });
  });

  it.each(CONSOLE_OPERATIONS)('%s: anonymous 401, a speaker 403, an API key 403 API_KEY_NOT_ALLOWED', async (id) => {
    const op = operation(id);
    const url = sampleUrl(op);
    expect((await call(op.method, url)).statusCode).toBe(401);
    expect((await call(op.method, url, { cookie: speaker })).statusCode).toBe(403);
    const keyed = await call(op.method, url, { authorization: `Bearer ${apiKey}` });
    expect(keyed.statusCode).toBe(403);
    expect(keyed.json().code).toBe('API_KEY_NOT_ALLOWED');
  });
});

describe('the lists answer what the public forms wrote', () => {
  it('waitlist, inquiries, opt-outs, LinkedIn profiles, data requests and the dashboard', async () => {
    const stamp = Date.now();
    const email = `console.${stamp}@example.com`;
    expect((await call('POST', '/api/waitlist', {}, { name: 'Console Reader', email, heardAbout: 'linkedin' })).statusCode).toBe(201);
    expect(
      (await call('POST', '/api/event-inquiries', {}, { name: 'Ada Organiser', eventType: 'Keynote', company: `Co ${stamp}` })).statusCode,
    ).toBe(201);
    expect((await call('POST', '/api/privacy/opt-out', {}, { email, optOutCategories: { social_media: true } })).statusCode).toBe(200);
    const profile = `linkedin.com/in/console-${stamp}`;
    expect((await call('POST', '/api/linkedin-profiles', {}, { linkedinProfile: profile, excitement: 'Keen' })).statusCode).toBe(201);
    expect((await call('POST', '/api/public/data-requests', {}, { email })).statusCode).toBe(202);
    expect(
      (await call('POST', '/api/analytics/track', {}, { event_type: 'button_click', page_path: '/console', element_label: 'Join' }))
        .statusCode,
    ).toBe(201);

    const waitlist = await asOwner('GET', '/api/admin/waitlist');
    expect(waitlist.json()).toContainEqual(expect.objectContaining({ email, name: 'Console Reader', heardAbout: 'linkedin' }));
    const inquiries = await asOwner('GET', '/api/admin/event-inquiries');
    expect(inquiries.json()).toContainEqual(
      expect.objectContaining({ name: 'Ada Organiser', company: `Co ${stamp}`, eventType: 'Keynote' }),
    );
    const optOuts = await asOwner('GET', '/api/admin/opt-outs');
    expect(optOuts.json()).toContainEqual(
      expect.objectContaining({
        email,
        optOutCategories: { email_marketing: false, social_media: true, testimonials: false, data_sharing: false },
      }),
    );
    const profiles = await asOwner('GET', '/api/admin/linkedin-profiles');
    expect(profiles.json()).toContainEqual(expect.objectContaining({ linkedinProfile: `https://${profile}`, excitement: 'Keen' }));
    const requests = await asOwner('GET', '/api/admin/data-requests');
    expect(requests.json()).toContainEqual(expect.objectContaining({ email, status: 'requested', erased: null }));
    const dashboard = await asOwner('GET', '/api/admin/analytics/dashboard');
    expect(dashboard.json().analytics).toContainEqual({ elementLabel: 'Join', eventType: 'button_click', pagePath: '/console', count: 1 });
  });

  it('a bad query or parameter is a 400 naming the field, never a 5xx', async () => {
    for (const [method, url, field] of [
      ['GET', '/api/admin/people', 'q'],
      ['GET', '/api/admin/people/not%20an%20id', 'id'],
      ['GET', '/api/admin/mail-messages?page=0', 'page'],
      ['GET', '/api/admin/mail-messages/1/attachments/51', 'index'],
      ['GET', '/api/admin/leads?status=archived', 'status'],
      ['GET', '/api/admin/leads.csv?kind=nonsense', 'kind'],
      ['PATCH', '/api/admin/leads/0', 'id'],
      ['PUT', '/api/admin/settings/site_title', 'key'],
      ['PUT', '/api/admin/default-gift', 'title'],
      ['PUT', '/api/admin/default-gift/file', 'giftFile'],
    ] as const) {
      const res = await asOwner(method, url, method === 'GET' ? undefined : { value: 'x' });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(
        (res.json().details?.fields ?? []).map((f: { field: string }) => f.field),
        `${method} ${url}`,
      ).toContain(field);
    }
  });
});

describe('old addresses', () => {
  it('the verb and misplaced paths the console had are gone', async () => {
    for (const [method, url] of [
      ['POST', '/api/admin/mail-messages/1/retry'],
      ['GET', '/api/admin/leads/export.csv'],
      ['POST', '/api/admin/settings'],
      ['POST', '/api/admin/default-gift/file'],
      ['GET', '/api/admin/privacy/opt-outs'],
      // Old owner's lists nobody outside holds: not the specification's calls, never e-mailed.
      ['GET', '/api/event-inquiries'],
      ['GET', '/api/privacy/opt-outs'],
      ['GET', '/api/linkedin-profiles'],
      ['GET', '/api/qualified-leads'],
    ] as const) {
      const res = await asOwner(method, url, method === 'GET' ? undefined : { key: 'speakerpro_logo', value: 'x' });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it.each([
    ['/api/waitlist', '/api/admin/waitlist'],
    ['/api/campaign-feedback', '/api/admin/campaign-feedback'],
  ])('GET %s answers as %s does, marked deprecated with a link to it', async (old, canonical) => {
    const before = await asOwner('GET', canonical);
    const res = await asOwner('GET', old);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(before.json());
    expect(res.headers.deprecation).toMatch(/^@\d+$/);
    expect(res.headers.link).toBe(`<${canonical}>; rel="successor-version"`);
    expect((await call('GET', old)).statusCode).toBe(401);
    expect((await call('GET', old, { cookie: speaker })).statusCode).toBe(403);
  });

  it('GET /api/analytics/dashboard keeps its snake_case names and links to the dashboard', async () => {
    const res = await asOwner('GET', '/api/analytics/dashboard');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().summary).sort()).toEqual(['button_clicks', 'card_clicks', 'page_views', 'total_events']);
    expect(res.headers.link).toBe('</api/admin/analytics/dashboard>; rel="successor-version"');
  });
});
