import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { events, files, freeTierSignups, graphics, ownerLeads, responses, speakerProfiles, users } from '../../db/schema';
import { createTestApp, linkTokenFromMail, signInAdmin, type TestContext } from '../../test/harness';
import { mailText, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { answer, createOwnTalk, speakerWithProfile } from '../../test/graphics-fixtures';
import { MINIMAL_PDF, pngImage, upload } from '../../test/uploads';

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

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

/** Every file under the data folder, for searching what is left on disk. */
function filesOnDisk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesOnDisk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** A speaker with a logo, a gift file, a talk with two answers and a rendered testimonial graphic. */
async function speakerWithEverything(name: string) {
  const speaker = await speakerWithProfile(t.app, t.database);
  const logo = (
    await upload(t.app, '/api/speaker-admin/logos', [{ field: 'logo', filename: 'logo.png', content: pngImage(400, 400) }], speaker.cookie)
  ).json().logoUrl as string;
  const gift = (
    await upload(
      t.app,
      '/api/speaker-admin/digital-gift-files',
      [{ field: 'digitalGift', filename: 'guide.pdf', content: MINIMAL_PDF }],
      speaker.cookie,
    )
  ).json().fileUrl as string;
  expect(logo).toBeTruthy();
  expect(gift).toBeTruthy();
  const eventId = await createOwnTalk(t.app, speaker.cookie, { eventName: `${name} Summit` });
  const first = await answer(t.app, eventId, {
    name: 'Priya',
    email: `priya.${name}@brightline.example`,
    rating: 5,
    testimonial: `${name} changed how our team sells.`,
  });
  await answer(t.app, eventId, { name: 'Tom', email: `tom.${name}@northwind.example`, rating: 4 });
  const graphic = await t.app.inject({ method: 'POST', url: `/api/feedback/${first.id}/graphic`, payload: { token: first.graphicToken } });
  expect(graphic.statusCode).toBe(200);
  return { ...speaker, eventId };
}

describe('a speaker deletes their account', () => {
  it('after a link e-mailed to them, erases the account, its talks, answers, graphics and files; nothing of another speaker', async () => {
    const maya = await speakerWithEverything('maya');
    const omar = await speakerWithEverything('omar');
    const mayaFiles = (await t.database.db.select().from(files).where(eq(files.ownerUserId, maya.user.id))).map((f) => f.id);
    expect(mayaFiles.length).toBeGreaterThanOrEqual(3);

    // A request for Lite sits in the owner's inbox under her name until the account goes.
    expect((await call('POST', '/api/speaker-admin/upgrade-requests', maya.cookie, { plan: 'lite' })).statusCode).toBe(201);
    const mayaLeads = () => t.database.db.select().from(ownerLeads).where(eq(ownerLeads.email, maya.user.email));
    expect((await mayaLeads()).map((l) => l.kind)).toEqual(['upgrade_request']);

    // Asking needs the current password; a wrong one changes nothing.
    const wrong = await call('POST', '/api/speaker-admin/account-deletions', maya.cookie, { currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.fields[0].field).toBe('currentPassword');
    const asked = await call('POST', '/api/speaker-admin/account-deletions', maya.cookie, { currentPassword: 'keynote-2026' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toContain(maya.user.email);
    await t.deps.mailer.deliverDue();
    const mail = smtp.received.find(
      (m) => m.to.includes(maya.user.email) && m.raw.includes('Subject: Confirm that you want to delete your SpeakerPro account'),
    );
    expect(mail).toBeDefined();
    expect(mailText(mail!.raw)).toContain('https://speakerpro.example/speaker/delete-account?token=');
    const token = await linkTokenFromMail(t.database, maya.user.email, '/speaker/delete-account');

    // Until the link is followed, nothing is gone; the page says what will be.
    const preview = await call('GET', `/api/public/account-deletions/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ email: maya.user.email, events: 1, answers: 2 });
    // Their uploads and graphics, and the files attached to their mail (the talk's QR code).
    expect(preview.json().files).toBeGreaterThan(mayaFiles.length);
    expect(await t.database.db.select().from(users).where(eq(users.id, maya.user.id))).toHaveLength(1);

    const done = await call('POST', '/api/public/account-deletions/confirmations', undefined, { token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ events: 1, answers: 2, files: preview.json().files });
    expect(done.json().graphics).toBeGreaterThanOrEqual(1);

    // Rows: the account and everything under it are gone.
    expect(await t.database.db.select().from(users).where(eq(users.id, maya.user.id))).toHaveLength(0);
    expect(await t.database.db.select().from(speakerProfiles).where(eq(speakerProfiles.userId, maya.user.id))).toHaveLength(0);
    expect(await t.database.db.select().from(events).where(eq(events.id, maya.eventId))).toHaveLength(0);
    expect(await t.database.db.select().from(responses).where(eq(responses.eventId, maya.eventId))).toHaveLength(0);
    expect(await t.database.db.select().from(graphics).where(eq(graphics.speakerUserId, maya.user.id))).toHaveLength(0);
    expect(await t.database.db.select().from(files).where(inArray(files.id, mayaFiles))).toHaveLength(0);
    expect(await mayaLeads()).toEqual([]);
    // Bytes: none of the speaker's files is left in storage.
    const left = filesOnDisk(t.config.dataDir).filter((f) => mayaFiles.some((id) => f.includes(id)));
    expect(left).toEqual([]);
    // Mail history: the messages that carried the speaker's or their attendees' words keep no body.
    const bodies = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from mail_messages where text_body like ${'%maya changed how our team sells%'} or lower(to_address) = ${maya.user.email.toLowerCase()} and text_body <> ''`,
    );
    expect(bodies[0]!.n).toBe(0);
    // The old session no longer works; the link works once.
    expect((await call('GET', '/api/speaker-auth/user', maya.cookie)).statusCode).toBe(401);
    expect((await call('POST', '/api/public/account-deletions/confirmations', undefined, { token })).statusCode).toBe(400);

    // The other speaker keeps everything.
    expect(await t.database.db.select().from(events).where(eq(events.id, omar.eventId))).toHaveLength(1);
    expect(await t.database.db.select().from(responses).where(eq(responses.eventId, omar.eventId))).toHaveLength(2);
    const omarFiles = await t.database.db.select().from(files).where(eq(files.ownerUserId, omar.user.id));
    expect(omarFiles.length).toBeGreaterThanOrEqual(3);
    for (const f of omarFiles) expect(await t.deps.storage.open(f)).not.toBeNull();
  });

  it("a free page's lead rows go with the account", async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/free-tier/signup',
      payload: {
        name: 'Fern Free',
        email: 'fern.free@example.com',
        phone: '020 7946 0018',
        giftTitle: 'Checklist',
        giftUrl: 'https://fern.example/list',
        contentTypes: ['webinar'],
      },
      remoteAddress: '10.9.0.1',
    });
    expect(signup.statusCode, signup.body).toBe(202);
    const [fern] = await t.database.db.select().from(users).where(eq(users.email, 'fern.free@example.com'));
    const signups = await t.database.db
      .select({ id: freeTierSignups.id })
      .from(freeTierSignups)
      .where(eq(freeTierSignups.speakerUserId, fern!.id));
    const before = await t.database.db.select().from(ownerLeads).where(eq(ownerLeads.email, 'fern.free@example.com'));
    expect(before.length).toBeGreaterThan(0);
    // A free page's owner has no password yet: they claim the account first, then ask.
    await t.app.inject({
      method: 'POST',
      url: '/api/speaker/signup',
      payload: { firstName: 'Fern', lastName: 'Free', email: 'fern.free@example.com', password: 'fern-keynote-2026' },
      remoteAddress: '10.9.0.2',
    });
    const claim = await linkTokenFromMail(t.database, 'fern.free@example.com', '/claim-account');
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/public/account-claims',
      payload: { token: claim, password: 'fern-keynote-2026' },
    });
    expect(claimed.statusCode).toBe(200);
    const cookie = String(claimed.headers['set-cookie']).split(';')[0]!;
    expect((await call('POST', '/api/speaker-admin/account-deletions', cookie, { currentPassword: 'fern-keynote-2026' })).statusCode).toBe(
      202,
    );
    const token = await linkTokenFromMail(t.database, 'fern.free@example.com', '/speaker/delete-account');
    expect((await call('POST', '/api/public/account-deletions/confirmations', undefined, { token })).statusCode).toBe(200);
    const leftLeads = await t.database.db
      .select()
      .from(ownerLeads)
      .where(
        inArray(
          ownerLeads.sourceId,
          signups.map((s) => s.id),
        ),
      );
    expect(leftLeads.filter((l) => ['free_tier_page', 'whatsapp', 'agent_intro'].includes(l.kind))).toEqual([]);
  });

  it('who may not: anonymous 401, the admin 403, a bad or unknown link 400, a missing password names the field', async () => {
    expect((await call('POST', '/api/speaker-admin/account-deletions', undefined, { currentPassword: 'x' })).statusCode).toBe(401);
    const admin = await signInAdmin(t.app);
    expect((await call('POST', '/api/speaker-admin/account-deletions', admin, { currentPassword: 'x' })).statusCode).toBe(403);
    const speaker = await speakerWithProfile(t.app, t.database);
    const missing = await call('POST', '/api/speaker-admin/account-deletions', speaker.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields[0].field).toBe('currentPassword');
    for (const token of ['not-a-token', 'A'.repeat(43)]) {
      expect((await call('GET', `/api/public/account-deletions/${token}`)).statusCode).toBe(400);
      expect((await call('POST', '/api/public/account-deletions/confirmations', undefined, { token })).statusCode).toBe(400);
    }
    // Another kind of link (a password reset) cannot delete an account.
    await t.app.inject({ method: 'POST', url: '/api/public/password-resets', payload: { email: speaker.user.email } });
    const reset = await linkTokenFromMail(t.database, speaker.user.email, '/reset-password');
    expect((await call('POST', '/api/public/account-deletions/confirmations', undefined, { token: reset })).statusCode).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.id, speaker.user.id))).toHaveLength(1);
    expect((await call('GET', '/api/speaker-auth/user', speaker.cookie)).statusCode).toBe(200);
  });
});
