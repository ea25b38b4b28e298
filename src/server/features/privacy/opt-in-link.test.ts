import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, events, mailMessages, privacyOptOuts, responses } from '../../db/schema';
import { createProfile, createTestApp, signUpSpeaker, type TestContext } from '../../test/harness';
import { mailPart, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';

let smtp: TestSmtpServer;
let t: TestContext;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://speakerpro.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const none = { email_marketing: false, social_media: false, testimonials: false, data_sharing: false };
const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), ...(cookie ? { headers: { cookie } } : {}) });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
const optOut = (email: string, ticked: Partial<typeof none> = {}) =>
  post('/api/public/opt-outs', { email, optOutCategories: { ...none, ...ticked } });

async function stored(email: string) {
  const [row] = await t.database.db
    .select()
    .from(privacyOptOuts)
    .where(eq(sql`lower(${privacyOptOuts.email})`, email));
  return row;
}

/** Delivers what is queued and returns what the SMTP server received for `to`. */
async function received(to: string) {
  await t.deps.mailer.deliverDue();
  return smtp.received.filter((m) => m.to.some((a) => a.toLowerCase() === to));
}

/** The token of the newest opt-in link the SMTP server delivered to `to`. */
async function optInToken(to: string): Promise<string> {
  const mails = (await received(to)).filter((m) => mailPart(m.raw, 'text/plain').includes('/privacy/opt-in?token='));
  const text = mailPart(mails.at(-1)!.raw, 'text/plain');
  return /https:\/\/speakerpro\.example\/privacy\/opt-in\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
}

const optInMails = (to: string) =>
  t.database.db
    .select()
    .from(mailMessages)
    .where(sql`lower(${mailMessages.toAddress}) = ${to} and ${mailMessages.source} = 'privacy-opt-in'`);

let slugCounter = 0;
async function campaignTo(attendees: { name: string; email: string }[]) {
  const s = await signUpSpeaker(t.app);
  slugCounter += 1;
  await createProfile(t.database, s.user, { slug: `opt-in-speaker-${slugCounter}` });
  const [event] = await t.database.db
    .insert(events)
    .values({
      speakerUserId: s.user.id,
      eventName: 'Privacy Summit',
      talkTitle: 'Consent That Holds',
      eventDate: new Date('2026-03-01T10:00:00Z'),
      status: 'completed',
    })
    .returning();
  for (const a of attendees) {
    await t.database.db.insert(responses).values({
      eventId: event!.id,
      rating: 5,
      testimonial: 'Clear and useful.',
      attendeeName: a.name,
      attendeeRole: 'Head of Sales',
      attendeeEmail: a.email,
      contactConsentAt: new Date(),
    });
  }
  const created = await post(`/api/speaker-admin/events/${event!.id}/create-thank-you-email`, undefined, s.cookie);
  expect(created.statusCode).toBe(201);
  const { emailId } = created.json() as { emailId: string };
  const sent = await post(`/api/email-approval/${emailId}/send`, undefined, s.cookie);
  expect(sent.statusCode).toBe(200);
  await t.deps.mailer.deliverDue();
  const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.publicId, emailId));
  return row!;
}

describe('the public opt-out form only adds opt-outs', () => {
  it('leaves an opt-out in place when the form comes back with no box ticked, and a campaign still skips the person', async () => {
    expect((await optOut('ivy.quiet@example.com', { email_marketing: true, testimonials: true })).statusCode).toBe(200);

    const res = await optOut('  Ivy.Quiet@Example.com ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'ivy.quiet@example.com',
      optOutCategories: { email_marketing: true, social_media: false, testimonials: true, data_sharing: false },
      optInConfirmation: 'queued',
    });
    expect(res.json().message).toMatch(/e-mailed .*ivy\.quiet@example\.com/);
    expect(await stored('ivy.quiet@example.com')).toMatchObject({
      emailMarketing: true,
      testimonials: true,
      socialMedia: false,
      dataSharing: false,
    });

    const campaign = await campaignTo([
      { name: 'Ivy Quiet', email: 'ivy.quiet@example.com' },
      { name: 'Otto Open', email: 'otto.open@example.com' },
    ]);
    expect(campaign).toMatchObject({ sentCount: 1, skippedCount: 1 });
    const ivyMail = await received('ivy.quiet@example.com');
    // Ivy gets the opt-in link she asked for (transactional), never the campaign.
    expect(ivyMail).toHaveLength(1);
    expect(mailPart(ivyMail[0]!.raw, 'text/plain')).toContain('/privacy/opt-in?token=');
    expect(await received('otto.open@example.com')).toHaveLength(1);
  });

  it('adds a ticked category at once and keeps the others as stored', async () => {
    await optOut('june.mixed@example.com', { social_media: true });
    const res = await optOut('june.mixed@example.com', { data_sharing: true });
    expect(res.json()).toMatchObject({
      optOutCategories: { email_marketing: false, social_media: true, testimonials: false, data_sharing: true },
      optInConfirmation: 'queued',
    });
    expect(await stored('june.mixed@example.com')).toMatchObject({ socialMedia: true, dataSharing: true });
  });

  it('sends no link when nothing would be withdrawn', async () => {
    const first = await optOut('new.person@example.com', { email_marketing: true });
    expect(first.json()).toMatchObject({ optInConfirmation: null, message: 'Your privacy preferences have been updated.' });
    const again = await optOut('new.person@example.com', { email_marketing: true });
    expect(again.json().optInConfirmation).toBeNull();
    const stranger = await optOut('never.opted@example.com');
    expect(stranger.json()).toMatchObject({ optInConfirmation: null, optOutCategories: none });
    expect(await optInMails('new.person@example.com')).toHaveLength(0);
    expect(await optInMails('never.opted@example.com')).toHaveLength(0);
  });
});

describe('the e-mailed opt-in link', () => {
  it('shows and restores exactly the categories that were unticked, stores only the hash, and works once', async () => {
    await optOut('kai.back@example.com', { email_marketing: true, testimonials: true });
    // Kai keeps testimonials ticked and unticks e-mail marketing.
    const asked = await optOut('kai.back@example.com', { testimonials: true });
    expect(asked.json().optInConfirmation).toBe('queued');
    const token = await optInToken('kai.back@example.com');

    const [link] = await t.database.db
      .execute<{ token_hash: string; expires_at: string }>(
        sql`select token_hash, expires_at from privacy_opt_in_links where email = 'kai.back@example.com'`,
      )
      .then((r) => (r as unknown as { rows: { token_hash: string; expires_at: string }[] }).rows);
    expect(link!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const lifetime = new Date(link!.expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(23.9 * 3600_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600_000);

    const shown = await get(`/api/public/opt-ins?token=${token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ email: 'kai.back@example.com', categories: ['email_marketing'] });
    // Opening the page changes nothing (mail scanners open links).
    expect(await stored('kai.back@example.com')).toMatchObject({ emailMarketing: true, testimonials: true });

    const restored = await post('/api/public/opt-ins', { token });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      email: 'kai.back@example.com',
      optOutCategories: { email_marketing: false, social_media: false, testimonials: true, data_sharing: false },
    });
    expect(await stored('kai.back@example.com')).toMatchObject({ emailMarketing: false, testimonials: true });

    // Kai opts out again; the spent link cannot undo it.
    await optOut('kai.back@example.com', { email_marketing: true, testimonials: true });
    const replay = await post('/api/public/opt-ins', { token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().details.fields[0].field).toBe('token');
    expect((await get(`/api/public/opt-ins?token=${token}`)).statusCode).toBe(400);
    expect(await stored('kai.back@example.com')).toMatchObject({ emailMarketing: true, testimonials: true });
  });

  it('fails once expired', async () => {
    await optOut('liv.late@example.com', { social_media: true });
    await optOut('liv.late@example.com');
    const token = await optInToken('liv.late@example.com');
    await t.database.db.execute(
      sql`update privacy_opt_in_links set expires_at = now() - interval '1 second' where email = 'liv.late@example.com'`,
    );
    expect((await get(`/api/public/opt-ins?token=${token}`)).statusCode).toBe(400);
    const res = await post('/api/public/opt-ins', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].field).toBe('token');
    expect(await stored('liv.late@example.com')).toMatchObject({ socialMedia: true });
  });

  it('stops working when the address opts out again, and only the newest link works', async () => {
    await optOut('max.moves@example.com', { email_marketing: true });
    await optOut('max.moves@example.com');
    const first = await optInToken('max.moves@example.com');
    await optOut('max.moves@example.com');
    const second = await optInToken('max.moves@example.com');
    expect(second).not.toBe(first);
    expect((await post('/api/public/opt-ins', { token: first })).statusCode).toBe(400);

    // Ticking the box again is the newest choice: the outstanding link no longer undoes it.
    await optOut('max.moves@example.com', { email_marketing: true });
    expect((await post('/api/public/opt-ins', { token: second })).statusCode).toBe(400);
    expect(await stored('max.moves@example.com')).toMatchObject({ emailMarketing: true });
  });

  it('is e-mailed at most 3 times an hour per address, and the answer says so', async () => {
    await optOut('rae.often@example.com', { email_marketing: true });
    for (let i = 0; i < 3; i++) expect((await optOut('Rae.Often@example.com')).json().optInConfirmation).toBe('queued');
    const fourth = await optOut('rae.often@example.com');
    expect(fourth.statusCode).toBe(200);
    expect(fourth.json().optInConfirmation).toBe('rate-limited');
    expect(fourth.json().message).toMatch(/already e-mailed/);
    expect(await optInMails('rae.often@example.com')).toHaveLength(3);
    expect(await stored('rae.often@example.com')).toMatchObject({ emailMarketing: true });
  });

  it.each([
    ['an unknown token', { token: 'A'.repeat(43) }],
    ['a token of the wrong shape', { token: 'not a token!' }],
    ['no token', {}],
  ])('refuses %s with a 400 naming the token', async (_label, payload) => {
    const res = await post('/api/public/opt-ins', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain('token');
  });

  it('answers a GET without a token with a 400, and other methods with 404', async () => {
    const res = await get('/api/public/opt-ins');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].field).toBe('token');
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await t.app.inject({ method, url: '/api/public/opt-ins', payload: { token: 'A'.repeat(43) } })).statusCode).toBe(404);
    }
  });
});
