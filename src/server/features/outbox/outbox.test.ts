import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, privacyOptOuts } from '../../db/schema';
import { unsubscribeLinks } from '../../mail/unsubscribe';
import { appSecret } from '../../secrets';
import { createTestApp, linkTokenFromMail, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';

let t: TestContext;
let smtp: TestSmtpServer;
let adminCookie: string;
let speakerCookie: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer({ refuse: (a) => (a.startsWith('nobody@') ? '550 No such user' : null) });
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://speakerpro.example' });
  adminCookie = await signInAdmin(t.app);
  speakerCookie = (await signUpSpeaker(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const links = (email: string) => unsubscribeLinks(t.config.publicUrl, appSecret(t.config), email);
const optOutRow = async (email: string) =>
  (await t.database.db.select().from(privacyOptOuts)).find((r) => r.email.toLowerCase() === email.toLowerCase());

describe('one-click unsubscribe', () => {
  it('records the opt-out from the List-Unsubscribe POST without a session, with its time', async () => {
    const { oneClickUrl } = links('Reader@Example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: oneClickUrl.replace(t.config.publicUrl, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'reader@example.com' });
    const row = await optOutRow('reader@example.com');
    expect(row).toMatchObject({ emailMarketing: true, testimonials: false });
    expect(row!.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);

    // From now on marketing mail to that address is skipped; nothing reaches the SMTP server.
    const before = smtp.received.length;
    const sent = await t.deps.mailer.send({ to: 'reader@example.com', subject: 'News', text: 'x', source: 'test', marketing: true });
    expect(sent.status).toBe('skipped');
    expect(smtp.received.length).toBe(before);
  });

  it("accepts the footer page's JSON post and keeps the person's other choices", async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/privacy/opt-out',
      payload: {
        email: 'keeps@example.com',
        optOutCategories: { email_marketing: false, social_media: true, testimonials: true, data_sharing: false },
      },
    });
    const token = new URL(links('keeps@example.com').pageUrl).searchParams.get('token');
    const res = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { email: 'keeps@example.com', token } });
    expect(res.statusCode).toBe(200);
    expect(await optOutRow('keeps@example.com')).toMatchObject({ emailMarketing: true, socialMedia: true, testimonials: true });
  });

  it.each([
    ['the footer page (JSON)', 'page'],
    ['the one-click header (form post)', 'one-click'],
  ] as const)('through %s, sets e-mail marketing only and leaves every other category as it was', async (_label, via) => {
    for (const [i, others] of [
      { social_media: true, testimonials: false, data_sharing: true },
      { social_media: false, testimonials: true, data_sharing: false },
      { social_media: false, testimonials: false, data_sharing: false },
    ].entries()) {
      const email = `exact.${via}.${i}@example.com`;
      await t.app.inject({
        method: 'POST',
        url: '/api/privacy/opt-out',
        payload: { email, optOutCategories: { email_marketing: false, ...others } },
      });
      const { pageUrl, oneClickUrl } = links(email);
      const res =
        via === 'page'
          ? await t.app.inject({
              method: 'POST',
              url: '/api/unsubscribe',
              payload: { email, token: new URL(pageUrl).searchParams.get('token') },
            })
          : await t.app.inject({
              method: 'POST',
              url: oneClickUrl.replace(t.config.publicUrl, ''),
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: 'List-Unsubscribe=One-Click',
            });
      expect(res.statusCode).toBe(200);
      expect(await optOutRow(email)).toMatchObject({
        emailMarketing: true,
        socialMedia: others.social_media,
        testimonials: others.testimonials,
        dataSharing: others.data_sharing,
      });
    }
    // An address with no earlier choice gets e-mail marketing and nothing else.
    const fresh = `exact.${via}.fresh@example.com`;
    await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { email: fresh, token: new URL(links(fresh).pageUrl).searchParams.get('token') },
    });
    expect(await optOutRow(fresh)).toMatchObject({ emailMarketing: true, socialMedia: false, testimonials: false, dataSharing: false });
  });

  it('voids an opt-in link the address was sent before, so the link cannot undo the unsubscribe', async () => {
    const email = 'back.and.forth@example.com';
    await t.app.inject({ method: 'POST', url: '/api/privacy/opt-out', payload: { email, optOutCategories: { email_marketing: true } } });
    const asked = await t.app.inject({ method: 'POST', url: '/api/privacy/opt-out', payload: { email, optOutCategories: {} } });
    expect(asked.json().optInConfirmation).toBe('queued');
    const token = await linkTokenFromMail(t.database, email, '/privacy/opt-in');
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { email, token: new URL(links(email).pageUrl).searchParams.get('token') },
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/public/opt-ins', payload: { token } })).statusCode).toBe(400);
    expect(await optOutRow(email)).toMatchObject({ emailMarketing: true });
  });

  it('refuses a token made for another address and a missing token, naming the field', async () => {
    const token = new URL(links('someone@example.com').oneClickUrl).searchParams.get('token')!;
    const forged = await t.app.inject({ method: 'POST', url: `/api/unsubscribe?email=victim%40example.com&token=${token}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().details.fields[0].field).toBe('token');
    expect(await optOutRow('victim@example.com')).toBeUndefined();
    const missing = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { email: 'victim@example.com' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/token/);
    const badEmail = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { email: 'not-an-email', token } });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toMatch(/email/);
  });
});

describe('admin mail log', () => {
  it('lists, shows and re-queues messages for the admin', async () => {
    const ok = await t.deps.mailer.send({
      to: 'listed@example.com',
      subject: 'Listed subject',
      text: 'Body text here',
      html: '<p>Body</p>',
      source: 'test-log',
    });
    const bad = await t.deps.mailer.send({ to: 'nobody@example.com', subject: 'Refused', text: 'x', source: 'test-log' });
    expect(bad.status).toBe('failed');

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/mail-messages?q=listed', headers: { cookie: adminCookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      transport: 'smtp',
      total: 1,
      messages: [{ id: ok.id, toAddress: 'listed@example.com', status: 'sent' }],
    });
    const failed = await t.app.inject({ method: 'GET', url: '/api/admin/mail-messages?status=failed', headers: { cookie: adminCookie } });
    expect(failed.json().messages.map((m: { id: number }) => m.id)).toContain(bad.id);
    expect(failed.json().messages.find((m: { id: number }) => m.id === bad.id).error).toMatch(/No such user/);

    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/mail-messages/${ok.id}`, headers: { cookie: adminCookie } });
    expect(detail.json()).toMatchObject({ textBody: 'Body text here', htmlBody: '<p>Body</p>', subject: 'Listed subject' });

    // Sending again is a new series of attempts; the verb path it had is gone.
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mail-messages/${bad.id}/attempts`,
      headers: { cookie: adminCookie },
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id: bad.id, status: 'queued', attempts: 0, toAddress: 'nobody@example.com' });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mail-messages/${ok.id}/attempts`,
      headers: { cookie: adminCookie },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a failed message can be sent again');
    const old = await t.app.inject({ method: 'POST', url: `/api/admin/mail-messages/${bad.id}/retry`, headers: { cookie: adminCookie } });
    expect(old.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, ok.id));
    expect(row!.status).toBe('sent');
  });

  it('answers 400 naming the field for a bad filter and 404 for an unknown message', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/mail-messages?status=lost', headers: { cookie: adminCookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status/);
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/mail-messages/999999', headers: { cookie: adminCookie } });
    expect(missing.statusCode).toBe(404);
    const badId = await t.app.inject({ method: 'POST', url: '/api/admin/mail-messages/abc/attempts', headers: { cookie: adminCookie } });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().details.fields[0].field).toBe('id');
    const gone = await t.app.inject({ method: 'POST', url: '/api/admin/mail-messages/999999/attempts', headers: { cookie: adminCookie } });
    expect(gone.statusCode).toBe(404);
  });

  it.each([
    ['GET', '/api/admin/mail-messages'],
    ['GET', '/api/admin/mail-messages/1'],
    ['POST', '/api/admin/mail-messages/1/attempts'],
    ['GET', '/api/admin/mail-messages/1/attachments/0'],
  ] as const)('%s %s is closed to anonymous visitors (401) and speakers (403)', async (method, url) => {
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    expect((await t.app.inject({ method, url, headers: { cookie: speakerCookie } })).statusCode).toBe(403);
  });
});
