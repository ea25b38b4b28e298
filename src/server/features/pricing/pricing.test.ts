import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { planPriceSettingKey } from '../../../shared/domain/plan-prices';
import { SETTING_TRIAL_DAYS_KEY } from '../../../shared/domain/plans';
import { settings } from '../../db/schema';
import { readPlanPrice } from '../../domain/plan-prices';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';

let t: TestContext;
let adminCookie: string;
let speakerCookie: string;
let apiKey: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
  speakerCookie = (await signUpSpeaker(t.app)).cookie;
  const key = await call('POST', '/api/speaker-admin/api-keys', { cookie: speakerCookie }, { name: 'Zapier', access: 'read-write' });
  expect(key.statusCode, key.body).toBe(201);
  apiKey = key.json().key as string;
});
afterAll(async () => t.close());

// Each test starts with neither paid plan on sale.
beforeEach(async () => {
  await t.database.db.delete(settings).where(like(settings.key, 'plan_price_%'));
});

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';
const call = (method: Method, url: string, auth: { cookie?: string; key?: string } = {}, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...(auth.cookie ? { cookie: auth.cookie } : {}), ...(auth.key ? { authorization: `Bearer ${auth.key}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const LITE_YEARLY = { amountMinor: 19900, currency: 'GBP', billing: 'yearly', taxByProvider: false } as const;
const storedRows = () => t.database.db.select().from(settings).where(like(settings.key, 'plan_price_%'));
const setPrice = (plan: string, body: unknown, auth: { cookie?: string; key?: string } = { cookie: adminCookie }) =>
  call('PUT', `/api/admin/plan-prices/${plan}`, auth, body);

describe("the owner's prices", () => {
  it('are unset at first: both paid plans read null', async () => {
    const res = await call('GET', '/api/admin/plan-prices', { cookie: adminCookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ lite: null, pro: null });
  });

  it('are set per plan, stored under the plan’s settings key, and read back by the API and by checkout’s reader', async () => {
    const saved = await setPrice('lite', LITE_YEARLY);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(LITE_YEARLY);
    const pro = await setPrice('pro', { amountMinor: 2900, currency: 'EUR', billing: 'monthly', taxByProvider: true });
    expect(pro.statusCode, pro.body).toBe(200);

    const [row] = await t.database.db
      .select()
      .from(settings)
      .where(eq(settings.key, planPriceSettingKey('lite')));
    expect(JSON.parse(row!.value)).toEqual(LITE_YEARLY);
    expect(await readPlanPrice(t.database.db, 'lite')).toEqual(LITE_YEARLY);
    expect((await call('GET', '/api/admin/plan-prices', { cookie: adminCookie })).json()).toEqual({
      lite: LITE_YEARLY,
      pro: { amountMinor: 2900, currency: 'EUR', billing: 'monthly', taxByProvider: true },
    });
  });

  it('take GBP when no currency is given, and a new price replaces the old one', async () => {
    await setPrice('lite', LITE_YEARLY);
    const res = await setPrice('lite', { amountMinor: 4900, billing: 'one_time', taxByProvider: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await readPlanPrice(t.database.db, 'lite')).toEqual({
      amountMinor: 4900,
      currency: 'GBP',
      billing: 'one_time',
      taxByProvider: true,
    });
    expect(await storedRows()).toHaveLength(1);
  });

  it('are unset with DELETE: the plan is off sale, the other plan keeps its price', async () => {
    await setPrice('lite', LITE_YEARLY);
    await setPrice('pro', { ...LITE_YEARLY, amountMinor: 49900 });
    const res = await call('DELETE', '/api/admin/plan-prices/lite', { cookie: adminCookie });
    expect(res.statusCode).toBe(204);
    expect(await readPlanPrice(t.database.db, 'lite')).toBeNull();
    expect((await call('GET', '/api/admin/plan-prices', { cookie: adminCookie })).json()).toEqual({
      lite: null,
      pro: { ...LITE_YEARLY, amountMinor: 49900 },
    });
    // Unsetting what is not set is no error.
    expect((await call('DELETE', '/api/admin/plan-prices/lite', { cookie: adminCookie })).statusCode).toBe(204);
  });

  it('refuse a bad value with 400 naming the field, and store nothing', async () => {
    const cases: [string, unknown, string][] = [
      ['lite', { ...LITE_YEARLY, amountMinor: 0 }, 'amountMinor'],
      ['lite', { ...LITE_YEARLY, amountMinor: -100 }, 'amountMinor'],
      ['lite', { ...LITE_YEARLY, amountMinor: 199.5 }, 'amountMinor'],
      ['lite', { ...LITE_YEARLY, amountMinor: 100_000_001 }, 'amountMinor'],
      ['lite', { ...LITE_YEARLY, amountMinor: '19900' }, 'amountMinor'],
      ['lite', { ...LITE_YEARLY, currency: 'gbp' }, 'currency'],
      ['lite', { ...LITE_YEARLY, currency: 'POUNDS' }, 'currency'],
      ['lite', { ...LITE_YEARLY, currency: 'QQQ' }, 'currency'],
      ['lite', { ...LITE_YEARLY, billing: 'weekly' }, 'billing'],
      ['lite', { amountMinor: 19900, currency: 'GBP', taxByProvider: false }, 'billing'],
      ['lite', { ...LITE_YEARLY, taxByProvider: 'yes' }, 'taxByProvider'],
      ['lite', { amountMinor: 19900, currency: 'GBP', billing: 'yearly' }, 'taxByProvider'],
      ['free', LITE_YEARLY, 'plan'],
      ['gold', LITE_YEARLY, 'plan'],
    ];
    for (const [plan, body, field] of cases) {
      const res = await setPrice(plan, body);
      expect(res.statusCode, `${plan} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: [{ field }] } });
    }
    expect(await storedRows()).toEqual([]);
    expect((await call('DELETE', '/api/admin/plan-prices/free', { cookie: adminCookie })).statusCode).toBe(400);
  });

  it('cannot be written unvalidated through the generic settings route', async () => {
    for (const key of ['plan_price_lite', 'plan_price_pro']) {
      const res = await call('PUT', `/api/admin/settings/${key}`, { cookie: adminCookie }, { value: '{"amountMinor":-5}' });
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: [{ field: 'key' }] } });
      const old = await call('POST', '/api/settings', { cookie: adminCookie }, { key, value: 'not a price' });
      expect(old.statusCode, key).toBe(400);
    }
    expect(await storedRows()).toEqual([]);
  });

  it('are refused to anyone but the owner, and nothing is stored', async () => {
    await setPrice('pro', LITE_YEARLY);
    const callers: [string, { cookie?: string; key?: string }, number][] = [
      ['anonymous', {}, 401],
      ['a speaker', { cookie: speakerCookie }, 403],
      ['an API key', { key: apiKey }, 403],
    ];
    for (const [who, auth, status] of callers) {
      expect((await call('GET', '/api/admin/plan-prices', auth)).statusCode, who).toBe(status);
      expect((await setPrice('lite', LITE_YEARLY, auth)).statusCode, who).toBe(status);
      expect((await setPrice('pro', { ...LITE_YEARLY, amountMinor: 1 }, auth)).statusCode, who).toBe(status);
      expect((await call('DELETE', '/api/admin/plan-prices/pro', auth)).statusCode, who).toBe(status);
    }
    expect(await readPlanPrice(t.database.db, 'lite')).toBeNull();
    expect(await readPlanPrice(t.database.db, 'pro')).toEqual(LITE_YEARLY);
  });
});

describe('GET /api/public/plans', () => {
  it('lists Free, Lite and PRO with what each includes and the prices set, to anyone', async () => {
    await setPrice('lite', LITE_YEARLY);
    const res = await call('GET', '/api/public/plans');
    expect(res.statusCode).toBe(200);
    const { plans } = res.json() as { plans: { name: string; price: unknown; features: { feature: string; count: number | null }[] }[] };
    expect(plans.map((p) => [p.name, p.price])).toEqual([
      ['free', null],
      ['lite', LITE_YEARLY],
      ['pro', null],
    ]);
    expect(plans[0]!.features.map((f) => f.feature)).toEqual(['freeQrPage']);
    expect(plans[1]!.features).toContainEqual({ feature: 'assessmentReports', label: 'Assessment reports', count: 3 });
    expect(plans[1]!.features.map((f) => f.feature)).not.toContain('insights');
    expect(plans[2]!.features.map((f) => f.feature)).toContain('insights');
  });
});

describe('GET /pricing', () => {
  const page = () => call('GET', '/pricing');
  /** The page's text without tags, spaces collapsed, to read it as a person would. */
  const text = (html: string) =>
    html
      .replace(/<style>[\s\S]*?<\/style>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#39;/g, "'")
      .replace(/\s+/g, ' ');

  it('is HTML made on the server, with no script, comparing the three plans; unpriced plans are not on sale yet', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).not.toMatch(/<script/);
    expect(res.body).toContain('<h1>Plans and prices</h1>');
    for (const plan of ['Free', 'Lite', 'PRO']) expect(res.body).toMatch(new RegExp(`<h2 id="plan-\\w+">${plan}</h2>`));
    const words = text(res.body);
    expect(words).toContain('Lite is not on sale yet.');
    expect(words).toContain('PRO is not on sale yet.');
    expect(res.body).toContain('<a class="button" href="/upgrade-to-lite">Ask for Lite</a>');
    expect(res.body).toContain('<a class="button" href="/upgrade-to-lite?plan=pro">Ask for PRO</a>');
    expect(res.body).toContain('href="/speaker/signup">Create your account</a>');
    // Every feature, Lite's three reports, and what PRO's insights are.
    expect(words).toContain('3 assessment reports');
    expect(words).toContain('Custom logo branding');
    expect(words).toContain(
      'Deeper audience insights (the trend across talks, talks side by side, seniority, roles and companies per talk)',
    );
    expect(res.body).toMatch(/<table>[\s\S]*<th scope="col">Free<\/th><th scope="col">Lite<\/th><th scope="col">PRO<\/th>/);
    // The trial is offered where it is given: an account made on the sign-up page, not a free QR page.
    expect(words).toContain(
      'A speaker account made on the sign-up page starts with 14 days of Lite to try, without a card; a free QR page starts on Free.',
    );
  });

  it("shows the owner's prices, set through the API, formatted for their currency with billing and tax", async () => {
    expect((await setPrice('lite', LITE_YEARLY)).statusCode).toBe(200);
    expect((await setPrice('pro', { amountMinor: 4500, currency: 'EUR', billing: 'monthly', taxByProvider: true })).statusCode).toBe(200);
    const words = text((await page()).body);
    expect(words).toContain('£199.00 a year');
    expect(words).toContain('€45.00 a month + tax');
    expect(words).not.toContain('not on sale yet');
    const body = (await page()).body;
    expect(body).toContain('<a class="button" href="/upgrade-to-lite">Choose Lite</a>');
    expect(body).toContain('<a class="button" href="/upgrade-to-lite?plan=pro">Choose PRO</a>');

    await setPrice('lite', { amountMinor: 9900, billing: 'one_time', taxByProvider: false });
    await call('DELETE', '/api/admin/plan-prices/pro', { cookie: adminCookie });
    const after = text((await page()).body);
    expect(after).toContain('£99.00 one payment');
    expect(after).toContain('PRO is not on sale yet.');
  });

  it("says nothing of a trial when the owner's trial is 0 days", async () => {
    expect((await call('PUT', `/api/admin/settings/${SETTING_TRIAL_DAYS_KEY}`, { cookie: adminCookie }, { value: '0' })).statusCode).toBe(
      200,
    );
    expect(text((await page()).body)).not.toContain('days of Lite to try');
    await call('PUT', `/api/admin/settings/${SETTING_TRIAL_DAYS_KEY}`, { cookie: adminCookie }, { value: '14' });
  });

  it('is listed in the sitemap', async () => {
    expect((await call('GET', '/sitemap.xml')).body).toContain('<loc>http://localhost:5000/pricing</loc>');
  });
});
