import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyOptOuts } from '../../db/schema';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { emailMarketingOptOuts } from '../../domain/consent-rules';

let t: TestContext;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

const optOut = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/public/opt-outs', payload: payload as object });
const rows = () => t.database.db.select().from(privacyOptOuts);
const none = { email_marketing: false, social_media: false, testimonials: false, data_sharing: false };

describe('POST /api/public/opt-outs', () => {
  it('records the choice under the trimmed, lower-cased address, with its time', async () => {
    const res = await optOut({
      email: '  Leo.Park@Example.com ',
      optOutCategories: { ...none, email_marketing: true, testimonials: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your privacy preferences have been updated.',
      email: 'leo.park@example.com',
      optOutCategories: { email_marketing: true, social_media: false, testimonials: true, data_sharing: false },
    });
    const [row] = (await rows()).filter((r) => r.email === 'leo.park@example.com');
    expect(row).toMatchObject({ emailMarketing: true, testimonials: true, socialMedia: false, dataSharing: false });
    expect(row!.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('adds a later choice to the earlier one for the same address (one row) and moves updatedAt on', async () => {
    const [before] = (await rows()).filter((r) => r.email === 'leo.park@example.com');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const res = await optOut({
      email: 'LEO.PARK@example.com',
      optOutCategories: { ...none, email_marketing: true, testimonials: true, data_sharing: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      optInConfirmation: null,
      optOutCategories: { email_marketing: true, testimonials: true, data_sharing: true },
    });
    const after = (await rows()).filter((r) => r.email.toLowerCase() === 'leo.park@example.com');
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ emailMarketing: true, testimonials: true, dataSharing: true });
    expect(after[0]!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    expect(after[0]!.createdAt.getTime()).toBe(before!.createdAt.getTime());
  });

  it('feeds the marketing check other features use', async () => {
    await optOut({ email: 'quiet@example.com', optOutCategories: { ...none, email_marketing: true } });
    const set = await emailMarketingOptOuts(t.database.db, ['Quiet@example.com', 'leo.park@example.com', 'other@example.com']);
    expect([...set].sort()).toEqual(['leo.park@example.com', 'quiet@example.com']);
  });

  it.each([
    ['a blank e-mail', { email: '   ', optOutCategories: none }, 'email'],
    ['an invalid e-mail', { email: 'leo', optOutCategories: none }, 'email'],
    ['no categories object', { email: 'a@example.com' }, 'optOutCategories'],
    ['an unknown category', { email: 'a@example.com', optOutCategories: { ...none, everything: true } }, 'optOutCategories'],
    [
      'a category that is not a boolean',
      { email: 'a@example.com', optOutCategories: { ...none, social_media: 'yes' } },
      'optOutCategories.social_media',
    ],
    ['an e-mail over 254 characters', { email: `${'a'.repeat(250)}@example.com`, optOutCategories: none }, 'email'],
  ])('refuses %s with a 400', async (_label, payload, field) => {
    const before = (await rows()).length;
    const res = await optOut(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect((await rows()).length).toBe(before);
  });

  it('says what the form says for a blank address', async () => {
    const res = await optOut({ email: '', optOutCategories: none });
    expect(res.json().details.fields[0].message).toBe('Please enter your email address to proceed with opt-out.');
  });
});

describe('GET /api/admin/opt-outs', () => {
  it('lists opt-outs for the admin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/opt-outs', headers: { cookie: adminCookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().find((o: { email: string }) => o.email === 'leo.park@example.com').optOutCategories.data_sharing).toBe(true);
  });

  it('answers 401 anonymous and 403 to a speaker', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/opt-outs' })).statusCode).toBe(401);
    const speaker = await signUpSpeaker(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/opt-outs', headers: { cookie: speaker.cookie } })).statusCode).toBe(403);
  });
});
