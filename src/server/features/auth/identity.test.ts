import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentReports, assessments, authTokens, mailMessages, sessions, speakerProfiles, users } from '../../db/schema';
import {
  confirmEmail,
  createTestApp,
  linkTokenFromMail,
  sessionCookie,
  signInAdmin,
  signUpSpeaker,
  TEST_ADMIN,
  type TestContext,
} from '../../test/harness';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { freePageSlugFromMail } from '../../test/free-tier';
import { PASSWORD_RESET_SENT_MESSAGE } from './routes';
import { ensureAdmin, signInBackoffSeconds } from './service';

let t: TestContext;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://speakerpro.example' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie?: string) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: cookie ? { cookie } : {},
  });
const post = (url: string, payload?: unknown, cookie?: string) => send('POST', url, payload, cookie);
const put = (url: string, payload?: unknown, cookie?: string) => send('PUT', url, payload, cookie);
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const me = (cookie?: string) => get('/api/speaker-auth/user', cookie);
const login = (email: string, password: string) => post('/api/speaker/login-email', { email, password });

/** Delivers what the requests queued, and returns the messages the SMTP server received for `to`. */
async function mailTo(to: string) {
  await t.deps.mailer.deliverDue();
  return smtp.received.filter((m) => m.to.includes(to));
}
function linkIn(raw: string, page: string): string {
  // Quoted-printable may fold long lines: undo soft breaks before reading the link.
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`https://speakerpro\\.example${page}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${page} link in the message`);
  return match[1]!;
}

const wizard = (email: string) => ({
  name: 'Rosa Real',
  email,
  phone: '+44 7700 900456',
  contentType: 'podcast',
  contentTitle: 'Stories That Sell',
  giftTitle: 'Story Prompts',
  giftUrl: 'https://rosa.example/prompts',
  speakerFriends: [],
  whatsappInterest: { interested: false },
  agentIntroInterest: { interested: false },
  tier: 'free',
});

describe('the free-tier takeover (a stranger signs up with the address of a free page)', () => {
  it('gives the claimer no session and changes nothing; the link sent to the real address opens the account with its answers', async () => {
    const owner = 'rosa.real@example.com';
    const created = await post('/api/free-tier-signup', wizard(owner));
    expect(created.statusCode).toBe(202);
    const slug = await freePageSlugFromMail(t.database.db, owner);
    const answer = await post('/api/free-tier-feedback', {
      speakerSlug: slug,
      attendeeName: 'Ada',
      attendeeEmail: 'ada.attendee@example.com',
      rating: 5,
      testimonial: 'Changed how I run my podcast.',
      jobRole: 'Producer',
      businessInquiry: 'Can you speak at our offsite?',
      contactConsent: true,
    });
    expect(answer.statusCode).toBe(201);

    // The attack: sign up with the owner's address and a password of the attacker's choosing.
    const attack = await post('/api/speaker/signup', {
      firstName: 'Mallory',
      lastName: 'X',
      email: 'ROSA.REAL@example.com',
      password: 'attacker-chosen-pw',
    });
    expect(attack.statusCode).toBe(202);
    expect(attack.cookies.find((c) => c.name === 'sp_session')).toBeUndefined();
    expect(attack.json().message).toContain('rosa.real@example.com');
    expect((await login(owner, 'attacker-chosen-pw')).statusCode).toBe(401);
    // Without a session, the attendee's answers and the gift link stay out of reach.
    expect((await get('/api/speaker-admin/all-responses')).statusCode).toBe(401);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/speaker-admin/profile/digital-gift',
      payload: { digitalGiftTitle: 'Free prize', digitalGiftUrl: 'https://phish.example/login' },
    });
    expect(patch.statusCode).toBe(401);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, owner));
    expect(user).toMatchObject({ passwordHash: null, firstName: 'Rosa', emailVerifiedAt: null });
    const [profile] = await t.database.db.select().from(speakerProfiles).where(eq(speakerProfiles.userId, user!.id));
    expect(profile!.digitalGiftUrl).toBe('https://rosa.example/prompts');

    // The claim link went to the real address only.
    const mails = await mailTo(owner);
    const claim = mails.find((m) => m.raw.includes('Subject: Set your SpeakerPro password'));
    expect(claim).toBeDefined();
    expect(smtp.received.some((m) => m.raw.includes('/claim-account?token=') && !m.to.includes(owner))).toBe(false);
    const token = linkIn(claim!.raw, '/claim-account');

    const opened = await post('/api/public/account-claims', { token, password: 'rosa-real-password' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().user).toMatchObject({ id: user!.id, email: owner, emailVerified: true });
    const cookie = sessionCookie(opened);
    const responses = await get('/api/speaker-admin/all-responses', cookie);
    expect(responses.statusCode).toBe(200);
    expect(responses.json()).toEqual([
      expect.objectContaining({ attendeeEmail: 'ada.attendee@example.com', testimonial: 'Changed how I run my podcast.' }),
    ]);
    // The link is spent; a second use opens nothing.
    expect((await post('/api/public/account-claims', { token, password: 'another-password-1' })).json()).toMatchObject({
      code: 'INVALID_TOKEN',
    });
    expect((await login(owner, 'rosa-real-password')).statusCode).toBe(200);
  });
});

describe('e-mail verification', () => {
  it('starts unverified, e-mails a single-use link that verifies the address, and says so in the user', async () => {
    const speaker = await signUpSpeaker(t.app, { email: 'vera.verify@example.com' });
    expect((await me(speaker.cookie)).json()).toMatchObject({ emailVerified: false });
    const [mail] = await mailTo('vera.verify@example.com');
    expect(mail!.raw).toContain('Subject: Confirm your e-mail address for SpeakerPro');
    const token = linkIn(mail!.raw, '/verify-email');
    // Only the token's hash is stored.
    const stored = await t.database.db.select().from(authTokens).where(eq(authTokens.email, 'vera.verify@example.com'));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.idHash).not.toContain(token);
    expect(stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()).toBeCloseTo(24 * 3600_000, -4);

    const verified = await post('/api/public/email-verifications', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ email: 'vera.verify@example.com' });
    expect((await me(speaker.cookie)).json()).toMatchObject({ emailVerified: true });
    const again = await post('/api/public/email-verifications', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('resends a fresh link (the old one stops working) and refuses expired and made-up tokens', async () => {
    const speaker = await signUpSpeaker(t.app, { email: 'resend.me@example.com' });
    const first = await linkTokenFromMail(t.database, 'resend.me@example.com', '/verify-email');
    const resent = await post('/api/account/email-verifications', undefined, speaker.cookie);
    expect(resent.statusCode).toBe(202);
    expect(resent.json().message).toContain('resend.me@example.com');
    const second = await linkTokenFromMail(t.database, 'resend.me@example.com', '/verify-email');
    expect(second).not.toBe(first);
    expect((await post('/api/public/email-verifications', { token: first })).statusCode).toBe(400);
    expect((await post('/api/public/email-verifications', { token: 'a'.repeat(43) })).json().code).toBe('INVALID_TOKEN');
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.email, 'resend.me@example.com'));
    expect((await post('/api/public/email-verifications', { token: second })).json().code).toBe('INVALID_TOKEN');
    expect((await post('/api/account/email-verifications')).statusCode).toBe(401);
  });

  it('caps resends per account', async () => {
    const speaker = await signUpSpeaker(t.app, { email: 'too.many@example.com' });
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await post('/api/account/email-verifications', undefined, speaker.cookie)).statusCode);
    expect(codes).toEqual([202, 202, 202, 429, 429]);
  });
});

describe('data keyed by the e-mail address reaches only a verified account', () => {
  it('keeps assessment reports and the waitlist entry from whoever signs up first, until the address is verified', async () => {
    const email = 'income.answers@example.com';
    const [assessment] = await t.database.db
      .insert(assessments)
      .values({ email, score: 90, maxScore: 120, passed: true, answers: { income: 'over 100k' } })
      .returning();
    await t.database.db.insert(assessmentReports).values({
      assessmentId: assessment!.id,
      speakerName: 'Ines Income',
      speakerEmail: email,
      score: 90,
      maxScore: 120,
      percentage: 75,
      passed: true,
      reportContent: 'Income over 100k; investing 10k next year.',
      adminStatus: 'approved',
    });
    await post('/api/waitlist', { name: 'Ines Income', email });

    const squatter = await signUpSpeaker(t.app, { email });
    for (const url of ['/api/speaker-admin/assessment-reports', '/api/speaker-admin/waitlist-entries']) {
      const res = await get(url, squatter.cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
      expect(res.body).not.toContain('Income');
    }
    await confirmEmail(t, email);
    const reports = await get('/api/speaker-admin/assessment-reports', squatter.cookie);
    expect(reports.statusCode).toBe(200);
    expect(JSON.stringify(reports.json())).toContain('90');
    expect((await get('/api/speaker-admin/waitlist-entries', squatter.cookie)).json()).toEqual([expect.objectContaining({ email })]);
  });
});

describe('password reset through a real SMTP server', () => {
  it('answers known and unknown addresses alike, e-mails a single-use link, and ends the old password and every old session', async () => {
    const speaker = await signUpSpeaker(t.app, { email: 'forgetful@example.com', password: 'old-password-1' });
    const secondDevice = sessionCookie(await login('forgetful@example.com', 'old-password-1'));

    const known = await post('/api/public/password-resets', { email: 'Forgetful@Example.com' });
    const unknown = await post('/api/public/password-resets', { email: 'nobody.here@example.com' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });

    const received = (await mailTo('forgetful@example.com')).filter((m) => m.raw.includes('Subject: Reset your SpeakerPro password'));
    expect(received).toHaveLength(1);
    expect(await mailTo('nobody.here@example.com')).toHaveLength(0);
    const token = linkIn(received[0]!.raw, '/reset-password');
    const [row] = await t.database.db.select().from(authTokens).where(eq(authTokens.purpose, 'password-reset'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(3600_000, -4);

    expect((await post('/api/public/password-resets/confirmations', { token, password: 'password' })).json().code).toBe('VALIDATION_ERROR');
    const done = await post('/api/public/password-resets/confirmations', { token, password: 'brand-new-secret-9' });
    expect(done.statusCode).toBe(200);
    expect((await post('/api/public/password-resets/confirmations', { token, password: 'third-secret-99' })).json().code).toBe(
      'INVALID_TOKEN',
    );

    expect((await login('forgetful@example.com', 'old-password-1')).statusCode).toBe(401);
    expect((await login('forgetful@example.com', 'brand-new-secret-9')).statusCode).toBe(200);
    expect((await me(speaker.cookie)).statusCode).toBe(401);
    expect((await me(secondDevice)).statusCode).toBe(401);
    // Following a link sent to the address proves it.
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'forgetful@example.com'));
    expect(user!.emailVerifiedAt).not.toBeNull();
  });

  it('works for the owner too', async () => {
    await post('/api/public/password-resets', { email: TEST_ADMIN.email });
    const mail = (await mailTo(TEST_ADMIN.email)).at(-1)!;
    const token = linkIn(mail.raw, '/reset-password');
    expect((await post('/api/public/password-resets/confirmations', { token, password: 'owner-new-password' })).statusCode).toBe(200);
    expect((await post('/api/admin/sessions', { email: TEST_ADMIN.email, password: 'owner-new-password' })).statusCode).toBe(200);
    // Back to the configured password for the other tests, as a restart with ADMIN_PASSWORD would.
    await ensureAdmin(t.database.db, TEST_ADMIN);
  });
});

describe('changing the password, the address, and signing out everywhere', () => {
  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const speaker = await signUpSpeaker(t.app, { email: 'changer@example.com', password: 'first-password-1' });
    const other = sessionCookie(await login('changer@example.com', 'first-password-1'));
    const wrong = await put(
      '/api/account/password',
      { currentPassword: 'not-it-at-all', newPassword: 'second-password-2' },
      speaker.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.fields).toEqual([{ field: 'currentPassword', message: 'is incorrect' }]);
    const common = await put('/api/account/password', { currentPassword: 'first-password-1', newPassword: 'qwertyuiop' }, speaker.cookie);
    expect(common.json().details.fields[0].field).toBe('newPassword');
    const ok = await put(
      '/api/account/password',
      { currentPassword: 'first-password-1', newPassword: 'second-password-2' },
      speaker.cookie,
    );
    expect(ok.statusCode).toBe(200);
    expect((await me(speaker.cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login('changer@example.com', 'first-password-1')).statusCode).toBe(401);
    expect((await login('changer@example.com', 'second-password-2')).statusCode).toBe(200);
    expect((await put('/api/account/password', { currentPassword: 'x', newPassword: 'second-password-2' })).statusCode).toBe(401);
  });

  it('changes the address only when the link sent to the new one is followed, and verifies it', async () => {
    const speaker = await signUpSpeaker(t.app, { email: 'old.address@example.com', password: 'mover-password-1' });
    await confirmEmail(t, 'old.address@example.com');
    const taken = await put('/api/account/email', { newEmail: 'changer@example.com', currentPassword: 'mover-password-1' }, speaker.cookie);
    expect(taken.statusCode).toBe(409);
    const asked = await put(
      '/api/account/email',
      { newEmail: 'New.Address@example.com', currentPassword: 'mover-password-1' },
      speaker.cookie,
    );
    expect(asked.statusCode).toBe(202);
    expect((await me(speaker.cookie)).json()).toMatchObject({ email: 'old.address@example.com', emailVerified: true });
    const mail = (await mailTo('new.address@example.com')).at(-1)!;
    expect(mail.raw).toContain('Subject: Confirm your new e-mail address for SpeakerPro');
    const token = linkIn(mail.raw, '/verify-email');
    expect((await post('/api/public/email-verifications', { token })).statusCode).toBe(200);
    expect((await me(speaker.cookie)).json()).toMatchObject({ email: 'new.address@example.com', emailVerified: true });
    expect((await login('old.address@example.com', 'mover-password-1')).statusCode).toBe(401);
    expect((await login('new.address@example.com', 'mover-password-1')).statusCode).toBe(200);
  });

  it('signs out every session of the account, this one included', async () => {
    const speaker = await signUpSpeaker(t.app, { email: 'everywhere@example.com', password: 'lantern-orbit-93' });
    const other = sessionCookie(await login('everywhere@example.com', 'lantern-orbit-93'));
    const res = await send('DELETE', '/api/account/sessions', undefined, speaker.cookie);
    expect(res.statusCode).toBe(200);
    expect((await me(speaker.cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, speaker.user.id));
    expect(left).toHaveLength(0);
  });
});

describe('sessions end when idle, the owner sooner', () => {
  it('ends a speaker session unused for 7 days and an admin session unused for 30 minutes', async () => {
    const speaker = await signUpSpeaker(t.app, { email: 'idle.speaker@example.com' });
    const admin = await signInAdmin(t.app);
    const ago = (ms: number) => new Date(Date.now() - ms);
    const setLastSeen = (userId: number, when: Date) =>
      t.database.db.update(sessions).set({ lastSeenAt: when }).where(eq(sessions.userId, userId));
    const [adminUser] = await t.database.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));

    // Busy for six days, or 29 minutes: still signed in, and the use moves last_seen_at forward.
    await setLastSeen(speaker.user.id, ago(6 * 24 * 3600_000));
    await setLastSeen(adminUser!.id, ago(29 * 60_000));
    expect((await me(speaker.cookie)).statusCode).toBe(200);
    expect((await me(admin)).statusCode).toBe(200);
    const [seen] = await t.database.db.select().from(sessions).where(eq(sessions.userId, speaker.user.id));
    expect(Date.now() - seen!.lastSeenAt.getTime()).toBeLessThan(60_000);

    await setLastSeen(speaker.user.id, ago(7 * 24 * 3600_000 + 60_000));
    await setLastSeen(adminUser!.id, ago(31 * 60_000));
    expect((await me(speaker.cookie)).statusCode).toBe(401);
    expect((await me(admin)).statusCode).toBe(401);
    // And an admin sign-in lasts 12 hours at most.
    const fresh = await t.app.inject({ method: 'POST', url: '/api/admin/sessions', payload: TEST_ADMIN });
    const expires = fresh.cookies.find((c) => c.name === 'sp_session')!.expires!;
    expect(new Date(expires).getTime() - Date.now()).toBeLessThanOrEqual(12 * 3600_000);
  });
});

describe('per-account backoff on failed sign-ins', () => {
  it('grows from 30 s after 5 failures to 15 minutes at most', () => {
    expect([1, 4, 5, 6, 7, 10, 20].map(signInBackoffSeconds)).toEqual([0, 0, 30, 60, 120, 900, 900]);
  });

  it('locks the account after 5 wrong passwords whatever the client address, for speakers and the owner alike', async () => {
    await signUpSpeaker(t.app, { email: 'guessed@example.com', password: 'the-right-password' });
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/speaker/login-email',
        payload: { email: 'guessed@example.com', password: `guess-${i}` },
        remoteAddress: `10.0.0.${i + 1}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await login('guessed@example.com', 'the-right-password');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    // The lock ends: then the right password works and clears the count.
    await t.database.db.execute(
      sql`update rate_limit_hits set reset_at = now() - interval '1 second' where key = 'signin-lock:guessed@example.com'`,
    );
    expect((await login('guessed@example.com', 'the-right-password')).statusCode).toBe(200);
    expect((await login('guessed@example.com', 'wrong-once-more')).statusCode).toBe(401);

    for (let i = 0; i < 5; i += 1) await post('/api/admin/sessions', { email: TEST_ADMIN.email, password: `guess-${i}` });
    const admin = await post('/api/admin/sessions', TEST_ADMIN);
    expect(admin.statusCode).toBe(429);
    await t.database.db.execute(sql`delete from rate_limit_hits where key like 'signin-%'`);
  });
});

describe('who may not call', () => {
  it('refuses the signed-in routes to anonymous callers', async () => {
    for (const [method, url] of [
      ['PUT', '/api/account/password'],
      ['PUT', '/api/account/email'],
      ['DELETE', '/api/account/sessions'],
      ['POST', '/api/account/email-verifications'],
    ] as const) {
      expect((await send(method, url, method === 'DELETE' ? undefined : {})).statusCode, url).toBe(401);
    }
  });

  it('never lets one account spend a link issued to another', async () => {
    const a = await signUpSpeaker(t.app, { email: 'link.owner@example.com' });
    const b = await signUpSpeaker(t.app, { email: 'link.thief@example.com' });
    const token = await linkTokenFromMail(t.database, 'link.owner@example.com', '/verify-email');
    await post('/api/public/email-verifications', { token }, b.cookie);
    expect((await me(b.cookie)).json()).toMatchObject({ emailVerified: false });
    expect((await me(a.cookie)).json()).toMatchObject({ emailVerified: true });
    // A verification link is no reset link.
    const reset = await post('/api/public/password-resets/confirmations', { token, password: 'hijacked-password' });
    expect(reset.json().code).toBe('INVALID_TOKEN');
    const rows = await t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.toAddress, 'link.thief@example.com')));
    expect(rows.every((r) => !r.textBody.includes(token))).toBe(true);
  });
});
