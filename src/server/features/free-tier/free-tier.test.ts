import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, files, freeTierSignups, mailMessages, responses, speakerProfiles, users } from '../../db/schema';
import { readStoredFile } from '../../storage/storage';
import { createProfile, createTestApp, linkTokenFromMail, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { ANONYMOUS_UPLOAD_BYTES_PER_DAY, FREE_TIER_MESSAGES, GIFT_FILE_MAX_BYTES } from '../../../shared/domain/free-tier';
import { PENDING_UPLOAD_TTL_MS, purgePendingUploads } from '../../jobs/uploads';
import { MINIMAL_DOCX, MINIMAL_PDF, OLE_DOC, multipartBody, pngImage, storedZip, upload } from '../../test/uploads';
import { FREE_PAGE_MAILS_PER_HOUR, GIFT_UPLOADS_PER_HOUR, REFERRAL_ADDRESSES_PER_DAY } from './routes';
import { decodeQr, freePageSlugFromMail, wizardSignupBody as wizard } from '../../test/free-tier';
import { effectivePlan } from '../../domain/plans';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
let ipCounter = 0;
/** Each request from its own address unless given, so hourly limits never decide a test by accident. */
const nextIp = () => `10.2.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const postJson = (url: string, payload: unknown, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
const signupWizard = (payload: unknown) => postJson('/api/public/free-page-wizard-signups', payload);
const count = async (table: typeof users | typeof events | typeof speakerProfiles | typeof responses | typeof mailMessages) =>
  (
    await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
  )[0]!.n;
const userByEmail = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];
/** The one answer every free-page sign-up gets, here without a mail server (decision 088). */
const mailedAnswer = (email: string) => ({
  success: true,
  message: `No mail server is configured, so the message to ${email} about your free feedback page and its QR code is kept in the outbox.`,
});
const mailsTo = async (email: string) =>
  (await db().select().from(mailMessages).where(eq(mailMessages.toAddress, email))).sort((a, b) => a.id - b.id);

describe('POST /api/public/free-page-wizard-signups (the wizard)', () => {
  let slug: string;

  it('creates a passwordless speaker, a free profile, one event and e-mails the QR code', async () => {
    const res = await signupWizard(wizard());
    // Without a mail server nothing is sent, and the answer says so (decision 019); it names no page (decision 088).
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(mailedAnswer('maya.free@example.com'));
    slug = await freePageSlugFromMail(db(), 'maya.free@example.com');
    expect(slug).toBe('maya-okafor');

    const user = await userByEmail('maya.free@example.com');
    expect(user).toMatchObject({ role: 'speaker', passwordHash: null, firstName: 'Maya', lastName: 'Okafor' });
    const [profile] = await db().select().from(speakerProfiles).where(eq(speakerProfiles.userId, user!.id));
    expect(profile).toMatchObject({
      slug: 'maya-okafor',
      contentTitle: 'Hybrid Teams That Work',
      contentTypes: ['webinar'],
      phoneNumber: '+44 7700 900123',
      digitalGiftTitle: 'Hybrid Team Checklist',
      digitalGiftUrl: 'https://maya.example/checklist',
      digitalGiftAccessCode: 'TEAM25',
      digitalGiftType: 'external_link',
    });
    // A free page's account is on Free, with no trial: it asked for the free page.
    expect(await effectivePlan(db(), user!.id)).toBe('free');
    const speakerEvents = await db().select().from(events).where(eq(events.speakerUserId, user!.id));
    expect(speakerEvents).toHaveLength(1);
    expect(speakerEvents[0]).toMatchObject({ eventName: 'Hybrid Teams That Work', talkTitle: 'Hybrid Teams That Work' });

    const [signup] = await db().select().from(freeTierSignups).where(eq(freeTierSignups.speakerUserId, user!.id));
    expect(signup!.source).toBe('wizard');
    expect(signup!.payload).toMatchObject({
      eventId: speakerEvents[0]!.id,
      answers: {
        hasShared: true,
        speakerFriends: [{ email: 'friend@example.com' }],
        whatsappInterest: { interested: true, agreedToTerms: true },
      },
    });

    // Queued with the page (same transaction); the outbox worker keeps it without a mail server.
    await t.deps.mailer.deliverDue();
    const mail = (await db().select().from(mailMessages).where(eq(mailMessages.source, 'free-tier-qr'))).at(-1)!;
    expect(mail).toMatchObject({ toAddress: 'maya.free@example.com', status: 'outbox', subject: 'Your SpeakerPro QR code is ready' });
    expect(mail.textBody).toContain('http://localhost:5000/feedback/maya-okafor');
    expect(mail.textBody).toContain('speakerpro-qr-code.png');
    expect(mail.textBody).not.toContain('already had');
  });

  it('reuses the speaker for the same e-mail: no second user, profile or event, nothing overwritten', async () => {
    const before = { users: await count(users), profiles: await count(speakerProfiles), events: await count(events) };
    const res = await signupWizard(
      wizard({ email: '  MAYA.Free@Example.com ', giftUrl: 'https://evil.example/phish', giftTitle: 'Swapped' }),
    );
    // The same answer as for a new address: only the e-mail says the page was already there.
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(mailedAnswer('maya.free@example.com'));
    expect({ users: await count(users), profiles: await count(speakerProfiles), events: await count(events) }).toEqual(before);
    const [profile] = await db().select().from(speakerProfiles).where(eq(speakerProfiles.slug, slug));
    expect(profile!.digitalGiftUrl).toBe('https://maya.example/checklist');
    // The QR e-mail goes again, to the address that owns the page: its own page, untouched.
    const mails = await mailsTo('maya.free@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.textBody).toContain('http://localhost:5000/feedback/maya-okafor');
    expect(mails[1]!.textBody).toContain('already had the page above, and it stays exactly as it was');
    expect(mails[1]!.textBody).not.toContain('evil.example');
  });

  it('makes one speaker and one event from simultaneous signups for a new address', async () => {
    const results = await Promise.all([0, 1, 2].map(() => signupWizard(wizard({ email: 'twins@example.com', name: 'Twin Speaker' }))));
    expect(results.map((r) => r.statusCode)).toEqual([202, 202, 202]);
    const user = await userByEmail('twins@example.com');
    expect((await db().select().from(events).where(eq(events.speakerUserId, user!.id))).length).toBe(1);
    expect((await db().select().from(speakerProfiles).where(eq(speakerProfiles.userId, user!.id))).length).toBe(1);
    const pages = (await mailsTo('twins@example.com')).map((m) => /\/feedback\/(\S+)/.exec(m.textBody)?.[1]);
    expect(pages).toHaveLength(3);
    expect(new Set(pages).size).toBe(1);
  });

  it('gives a second speaker with the same name the next free slug, and defaults the content title', async () => {
    const res = await signupWizard(wizard({ email: 'other.maya@example.com', contentTitle: '' }));
    expect(res.statusCode).toBe(202);
    expect(await freePageSlugFromMail(db(), 'other.maya@example.com')).toBe('maya-okafor-2');
    const [profile] = await db().select().from(speakerProfiles).where(eq(speakerProfiles.slug, 'maya-okafor-2'));
    expect(profile!.contentTitle).toBe("Maya Okafor's Insights");
  });

  it('makes no page for an address with an account, answers as for any address and tells only that address', async () => {
    const speaker = await signUpSpeaker(t.app, { email: 'lite.speaker@example.com' });
    const before = {
      events: await count(events),
      profiles: await count(speakerProfiles),
      mails: (await mailsTo(speaker.user.email)).length,
    };
    const res = await signupWizard(wizard({ email: 'Lite.Speaker@example.com' }));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(mailedAnswer('lite.speaker@example.com'));
    expect({ events: await count(events), profiles: await count(speakerProfiles) }).toEqual({
      events: before.events,
      profiles: before.profiles,
    });
    expect((await userByEmail(speaker.user.email))!.passwordHash).not.toBeNull();
    const mails = await mailsTo(speaker.user.email);
    expect(mails).toHaveLength(before.mails + 1);
    expect(mails.at(-1)).toMatchObject({
      source: 'free-tier-attempt',
      subject: 'Someone asked for a free QR page with your address at SpeakerPro',
    });
    expect(mails.at(-1)!.textBody).toContain('which already has a SpeakerPro account. No page was made');
    expect(mails.at(-1)!.textBody).toContain('http://localhost:5000/speaker/login');
    expect(mails.at(-1)!.textBody).not.toContain('/feedback/');
  });

  it('answers a new address, a free page and an account alike, in status, headers and body', async () => {
    await signUpSpeaker(t.app, { email: 'alike.account@example.com' });
    await signupWizard(wizard({ email: 'alike.page@example.com', name: 'Alike Page' }));
    const answers = await Promise.all(
      ['alike.new@example.com', 'alike.page@example.com', 'alike.account@example.com'].map(async (email) => {
        const res = await signupWizard(wizard({ email, name: 'Alike Page' }));
        const { date: _date, 'x-request-id': _id, 'content-length': _length, ...headers } = res.headers;
        return { status: res.statusCode, headers, body: res.body.replaceAll(email, '{address}') };
      }),
    );
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(202);
    // Each address was e-mailed what became of it, and nothing else says it.
    expect((await mailsTo('alike.new@example.com')).map((m) => m.source)).toEqual(['free-tier-qr']);
    expect((await mailsTo('alike.page@example.com')).map((m) => m.source)).toEqual(['free-tier-qr', 'free-tier-qr']);
    expect((await mailsTo('alike.account@example.com')).map((m) => m.source)).toContain('free-tier-attempt');
  });

  it(`e-mails one address at most ${FREE_PAGE_MAILS_PER_HOUR} times an hour, whoever holds it and from any client; over it, a 429 that writes nothing`, async () => {
    await signUpSpeaker(t.app, { email: 'capped.account@example.com' });
    for (const email of ['capped.new@example.com', 'capped.account@example.com']) {
      const before = { mails: (await mailsTo(email)).length, users: await count(users), events: await count(events) };
      for (let i = 0; i < FREE_PAGE_MAILS_PER_HOUR; i++)
        expect((await signupWizard(wizard({ email, name: 'Capped Person' }))).statusCode).toBe(202);
      const over = await signupWizard(wizard({ email: email.toUpperCase(), name: 'Capped Person' }));
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe(
        'We have already sent several e-mails to this address in the last hour. Please check your inbox, or try again later.',
      );
      expect((await mailsTo(email)).length).toBe(before.mails + FREE_PAGE_MAILS_PER_HOUR);
      // The single page counts in the same cap.
      const single = await postJson('/api/public/free-page-signups', {
        name: 'Capped Person',
        email,
        phone: '020 7946 0018',
        giftTitle: 'Guide',
        giftUrl: 'capped.example/guide',
        contentTypes: ['podcast'],
      });
      expect(single.statusCode).toBe(429);
      expect((await mailsTo(email)).length).toBe(before.mails + FREE_PAGE_MAILS_PER_HOUR);
    }
  });

  it('lets the free speaker claim the account through the link e-mailed by /api/speaker/signup', async () => {
    const res = await postJson('/api/speaker/signup', {
      firstName: 'Maya',
      lastName: 'Okafor',
      email: 'maya.free@example.com',
      password: 'my-own-pass-1',
    });
    expect(res.statusCode).toBe(202);
    expect((await userByEmail('maya.free@example.com'))!.passwordHash).toBeNull();
    const token = await linkTokenFromMail(t.database, 'maya.free@example.com', '/claim-account');
    expect((await postJson('/api/public/account-claims', { token, password: 'my-own-pass-1' })).statusCode).toBe(200);
    expect((await userByEmail('maya.free@example.com'))!.passwordHash).not.toBeNull();
    // Now the address is an account: the wizard makes no page, and tells the address so.
    const events = await count(speakerProfiles);
    expect((await signupWizard(wizard())).statusCode).toBe(202);
    expect(await count(speakerProfiles)).toBe(events);
    expect((await mailsTo('maya.free@example.com')).at(-1)!.source).toBe('free-tier-attempt');
  });

  it.each([
    ['no usage place', { contentType: undefined }, 'contentType', "Please select where you'll use your QR code"],
    ['an unknown usage place', { contentType: 'radio' }, 'contentType', "Please select where you'll use your QR code"],
    ['a blank name', { name: '  ' }, 'name', 'Please fill in all required fields'],
    ['a blank phone', { phone: '' }, 'phone', 'Please fill in all required fields'],
    ['a phone that is not one', { phone: 'call me maybe' }, 'phone', 'Please enter a valid phone number'],
    ['no gift title', { giftTitle: '' }, 'giftTitle', 'Please provide a title for your digital gift'],
    ['no gift URL', { giftUrl: ' ' }, 'giftUrl', 'Please provide a URL for your digital gift'],
    [
      'a javascript: gift URL',
      { giftUrl: 'javascript:alert(1)' },
      'giftUrl',
      'Please enter a valid URL for your digital gift (e.g. example.com/guide)',
    ],
    [
      'four friends',
      { speakerFriends: [1, 2, 3, 4].map((n) => ({ email: `f${n}@example.com` })) },
      'speakerFriends',
      'must have at most 3 friends',
    ],
    ['a friend with a bad address', { speakerFriends: [{ email: 'nope' }] }, 'speakerFriends.0.email', 'must be a valid e-mail address'],
    [
      'WhatsApp interest without consent',
      { whatsappInterest: { interested: true, phoneNumber: '+44 7700 900123', agreedToTerms: false } },
      'whatsappInterest.agreedToTerms',
      'Please agree to the terms and to receiving WhatsApp messages to join',
    ],
    ['a name over 100 characters', { name: 'n'.repeat(101) }, 'name', 'must be at most 100 characters'],
    ['a gift title over 200 characters', { giftTitle: 'g'.repeat(201) }, 'giftTitle', 'must be at most 200 characters'],
    ['a tier other than free', { tier: 'lite' }, 'tier', "must be 'free'"],
    ['hasShared as text', { hasShared: 'yes' }, 'hasShared', 'must be true or false'],
  ])('refuses %s with a 400 and the message', async (_label, overrides, field, message) => {
    const before = await count(users);
    const res = await signupWizard(wizard({ email: 'invalid.case@example.com', ...overrides }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toContainEqual({ field, message });
    expect(await count(users)).toBe(before);
  });

  it('stores a script-tag name as text', async () => {
    const name = '<script>alert(1)</script> Ada';
    const res = await signupWizard(wizard({ email: 'ada@example.com', name }));
    expect(res.statusCode).toBe(202);
    const user = await userByEmail('ada@example.com');
    expect(`${user!.firstName} ${user!.lastName}`).toBe(name);
    expect(await freePageSlugFromMail(db(), 'ada@example.com')).toBe('script-alert-1-script-ada');
  });
});

describe('POST /api/public/free-page-signups (single page)', () => {
  const single = (overrides: Record<string, unknown> = {}) => ({
    name: 'Leo Park',
    email: 'leo.single@example.com',
    phone: '020 7946 0018',
    contentTitle: '',
    giftTitle: 'Podcast Prep Guide',
    giftUrl: 'leo.example/guide',
    accessCode: '',
    contentTypes: ['podcast', 'youtube', 'podcast'],
    ...overrides,
  });

  it('creates the free page and e-mails its link and QR code (kept in the outbox without a mail server); the answer names no page', async () => {
    const mailsBefore = await count(mailMessages);
    const res = await postJson('/api/public/free-page-signups', single());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(mailedAnswer('leo.single@example.com'));
    expect(await freePageSlugFromMail(db(), 'leo.single@example.com')).toBe('leo-park');
    const [profile] = await db().select().from(speakerProfiles).where(eq(speakerProfiles.slug, 'leo-park'));
    expect(profile).toMatchObject({
      contentTypes: ['podcast', 'youtube'],
      contentTitle: "Leo Park's Insights",
      digitalGiftUrl: 'https://leo.example/guide',
      digitalGiftAccessCode: null,
    });
    expect(await count(mailMessages)).toBe(mailsBefore + 1);
  });

  it('needs at least one usage place', async () => {
    const res = await postJson('/api/public/free-page-signups', single({ email: 'x@example.com', contentTypes: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toContainEqual({ field: 'contentTypes', message: "Please select where you'll use your QR code" });
  });

  it("the free SpeakerPro gift is the owner's real one, copied to the page; refused while none is on offer; only the owner sets it", async () => {
    const choose = (email: string, name: string) =>
      postJson(
        '/api/public/free-page-signups',
        single({ email, name, giftTitle: 'Free book', giftUrl: '/free-book', accessCode: 'TRAININGTHANKYOU' }),
      );
    // Nothing on offer: the option is refused, naming the field, and nothing is created.
    expect((await t.app.inject({ method: 'GET', url: '/api/public/default-gift' })).json()).toEqual({ available: false, gift: null });
    const refused = await choose('nobook@example.com', 'No Book');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields[0].field).toBe('giftUrl');
    expect(await userByEmail('nobook@example.com')).toBeUndefined();

    const gift = {
      title: "The Speaker's Playbook",
      description: 'Twelve chapters on turning talks into clients.',
      url: 'books.example/playbook',
      accessCode: 'THANKYOU100',
    };
    const put = (cookie?: string, body: object = gift) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/default-gift', payload: body, ...(cookie ? { headers: { cookie } } : {}) });
    expect((await put()).statusCode).toBe(401);
    const speaker = await signUpSpeaker(t.app);
    expect((await put(speaker.cookie)).statusCode).toBe(403);
    const admin = await signInAdmin(t.app);
    const bad = await put(admin, { ...gift, url: 'not a link' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].field).toBe('url');
    expect((await put(admin)).json()).toMatchObject({ title: "The Speaker's Playbook", url: 'https://books.example/playbook' });
    expect((await t.app.inject({ method: 'GET', url: '/api/public/default-gift' })).json()).toMatchObject({
      available: true,
      gift: { title: "The Speaker's Playbook" },
    });

    const res = await choose('book@example.com', 'Book Lover');
    expect(res.statusCode).toBe(202);
    const [profile] = await db().select().from(speakerProfiles).where(eq(speakerProfiles.slug, 'book-lover'));
    expect(profile).toMatchObject({
      digitalGiftTitle: "The Speaker's Playbook",
      digitalGiftDescription: 'Twelve chapters on turning talks into clients.',
      digitalGiftUrl: 'https://books.example/playbook',
      digitalGiftAccessCode: 'THANKYOU100',
      digitalGiftType: 'external_link',
    });
    // The owner can withdraw it (admin only); pages made with it keep their gift.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/default-gift', headers: { cookie: speaker.cookie } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/default-gift', headers: { cookie: admin } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/default-gift' })).json().available).toBe(false);
  });

  it('the owner uploads a PDF as the gift; a page that chooses it gives attendees those bytes; only the owner uploads, only real gift files', async () => {
    const admin = await signInAdmin(t.app);
    const speaker = await signUpSpeaker(t.app);
    // The gift's file is replaced in place (PUT); the POST it had is gone.
    const sendAs = (method: 'PUT' | 'POST', cookie: string | undefined, filename: string, content: Buffer) => {
      const { payload, headers } = multipartBody([{ field: 'giftFile', filename, content }]);
      return t.app.inject({ method, url: '/api/admin/default-gift/file', payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
    };
    const send = (cookie: string | undefined, filename: string, content: Buffer) => sendAs('PUT', cookie, filename, content);
    expect((await sendAs('POST', admin, 'playbook.pdf', MINIMAL_PDF)).statusCode).toBe(404);
    expect((await send(undefined, 'playbook.pdf', MINIMAL_PDF)).statusCode).toBe(401);
    expect((await send(speaker.cookie, 'playbook.pdf', MINIMAL_PDF)).statusCode).toBe(403);
    const notAGift = await send(admin, 'playbook.pdf', Buffer.from('<html>not a pdf</html>'));
    expect(notAGift.statusCode).toBe(400);

    const uploaded = await send(admin, 'Speaker Playbook.pdf', MINIMAL_PDF);
    expect(uploaded.statusCode).toBe(200);
    const { fileUrl, fileName } = uploaded.json();
    expect(fileName).toBe('Speaker Playbook.pdf');
    expect(fileUrl).toMatch(/^\/api\/public\/files\/[A-Za-z0-9_-]+\//);

    const put = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/default-gift', payload: body, headers: { cookie: admin } });
    // Only a file uploaded for the gift by the owner: a speaker's own file is not the owner's to offer.
    const speakerFile = (
      await upload(
        t.app,
        '/api/speaker-admin/digital-gift-files',
        [{ field: 'digitalGift', filename: 'mine.pdf', content: MINIMAL_PDF }],
        speaker.cookie,
      )
    ).json().fileUrl as string;
    const borrowed = await put({ title: 'Borrowed', url: speakerFile });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().details.fields[0]).toEqual({ field: 'url', message: 'must be a file uploaded for the free gift' });
    expect((await put({ title: 'Gone', url: '/api/files/AAAAAAAAAAAAAAAAAAAAAA/gone.pdf' })).statusCode).toBe(400);
    const saved = await put({ title: "The Speaker's Playbook (PDF)", url: fileUrl, accessCode: null });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ url: fileUrl });

    const res = await postJson(
      '/api/public/free-page-signups',
      single({ email: 'pdf.lover@example.com', name: 'Pdf Lover', giftTitle: 'Free book', giftUrl: '/free-book' }),
    );
    expect(res.statusCode).toBe(202);
    const [profile] = await db().select().from(speakerProfiles).where(eq(speakerProfiles.slug, 'pdf-lover'));
    expect(profile).toMatchObject({
      digitalGiftTitle: "The Speaker's Playbook (PDF)",
      digitalGiftUrl: fileUrl,
      digitalGiftType: 'uploaded_file',
    });
    // What an attendee downloads is the owner's file, byte for byte.
    const download = await t.app.inject({ method: 'GET', url: fileUrl });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    await t.app.inject({ method: 'DELETE', url: '/api/admin/default-gift', headers: { cookie: admin } });
  });
});

describe('GET /api/speaker-data/:slug', () => {
  it('tells the public page what it shows, without the gift link', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/speaker-data/maya-okafor' });
    expect(res.statusCode).toBe(200);
    const user = await userByEmail('maya.free@example.com');
    const [event] = await db().select().from(events).where(eq(events.speakerUserId, user!.id));
    expect(res.json()).toEqual({
      name: 'Maya Okafor',
      speakerSlug: 'maya-okafor',
      contentTitle: 'Hybrid Teams That Work',
      giftTitle: 'Hybrid Team Checklist',
      description: null,
      contentTypes: ['webinar'],
      presentationId: event!.id,
    });
    expect(res.body).not.toContain('maya.example');
  });

  it("answers 404 'Speaker not found' for unknown slugs and speakers without a free page", async () => {
    const lite = await signUpSpeaker(t.app);
    await createProfile(t.database, lite.user, { slug: 'lite-only' });
    for (const slug of ['no-such-speaker', 'lite-only']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/speaker-data/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Speaker not found');
    }
  });

  it("serves the page's QR code", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/speaker-data/maya-okafor/qr.png' });
    expect(res.statusCode).toBe(200);
    expect(decodeQr(res.rawPayload)).toBe('http://localhost:5000/feedback/maya-okafor');
  });
});

describe('POST /api/free-tier-feedback', () => {
  const answer = (overrides: Record<string, unknown> = {}) => ({
    speakerName: 'Maya Okafor',
    speakerSlug: 'maya-okafor',
    attendeeName: 'Priya',
    attendeeEmail: 'Priya@Brightline.co.uk',
    rating: 5,
    testimonial: 'Practical and funny.',
    jobRole: 'Head of People',
    giftTitle: 'ignored',
    giftUrl: 'https://ignored.example',
    ...overrides,
  });

  it("stores a real response on the page's event and answers with the gift", async () => {
    const res = await postJson('/api/free-tier-feedback', answer());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.gift).toEqual({
      title: 'Hybrid Team Checklist',
      description: null,
      url: 'https://maya.example/checklist',
      accessCode: 'TEAM25',
      type: 'external_link',
    });
    const [row] = await db().select().from(responses).where(eq(responses.id, body.id));
    expect(row).toMatchObject({
      eventId: body.presentationId,
      rating: 5,
      attendeeName: 'Priya',
      attendeeEmail: 'priya@brightline.co.uk',
      attendeeRole: 'Head of People',
      testimonial: 'Practical and funny.',
    });
    // The gift also goes by e-mail, as on a Lite speaker's page: one message, from the speaker.
    const gifts = (await db().select().from(mailMessages).where(eq(mailMessages.toAddress, 'priya@brightline.co.uk'))).filter(
      (m) => m.source === 'attendee-gift',
    );
    expect(gifts).toHaveLength(1);
    expect(gifts[0]!.textBody).toContain('https://maya.example/checklist');
    expect(gifts[0]!.textBody).toContain('TEAM25');
  });

  it('a second answer for the same e-mail changes nothing until confirmed by e-mail; with the answer token it corrects the first', async () => {
    const before = await count(responses);
    const [first] = await db().select().from(responses).where(eq(responses.attendeeEmail, 'priya@brightline.co.uk'));
    const stranger = await postJson(
      '/api/free-tier-feedback',
      answer({ attendeeEmail: 'Priya@Brightline.co.uk', rating: 1, testimonial: 'Rewritten.' }),
    );
    expect(stranger.statusCode).toBe(202);
    expect(stranger.json()).toMatchObject({ pending: true, presentationId: first!.eventId });
    expect(await count(responses)).toBe(before);
    const [untouched] = await db().select().from(responses).where(eq(responses.id, first!.id));
    expect(untouched).toMatchObject({ rating: 5, testimonial: 'Practical and funny.' });

    const own = await postJson('/api/free-tier-feedback', answer({ attendeeEmail: 'new.answer@example.com' }));
    expect(own.statusCode).toBe(201);
    const corrected = await postJson(
      '/api/free-tier-feedback',
      answer({ attendeeEmail: 'new.answer@example.com', rating: 3, testimonial: 'Changed my mind.', answerToken: own.json().answerToken }),
    );
    expect(corrected.statusCode).toBe(201);
    expect(corrected.json()).toMatchObject({ id: own.json().id, updated: true });
    const [row] = await db().select().from(responses).where(eq(responses.id, own.json().id));
    expect(row).toMatchObject({ rating: 3, testimonial: 'Changed my mind.' });
  });

  it('keeps a script-tag name as text', async () => {
    const res = await postJson(
      '/api/free-tier-feedback',
      answer({ attendeeEmail: 'x@example.com', attendeeName: '<img src=x onerror=alert(1)>' }),
    );
    const [row] = await db().select().from(responses).where(eq(responses.id, res.json().id));
    expect(row!.attendeeName).toBe('<img src=x onerror=alert(1)>');
  });

  it.each([
    ['a rating of 0', { rating: 0 }, 'rating'],
    ['a rating of 6', { rating: 6 }, 'rating'],
    ['a rating of 2.5', { rating: 2.5 }, 'rating'],
    ['a rating as text', { rating: '5' }, 'rating'],
    ['no testimonial', { testimonial: '  ' }, 'testimonial'],
    ['no attendee e-mail', { attendeeEmail: undefined }, 'attendeeEmail'],
    ['an attendee name over 100 characters', { attendeeName: 'a'.repeat(101) }, 'attendeeName'],
    ['a testimonial over 2000 characters', { testimonial: 't'.repeat(2001) }, 'testimonial'],
  ])('refuses %s with a 400', async (_label, overrides, field) => {
    const before = await count(responses);
    const res = await postJson('/api/free-tier-feedback', answer({ attendeeEmail: 'new.person@example.com', ...overrides }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await count(responses)).toBe(before);
  });

  it('answers 404 for a slug that has no page', async () => {
    const res = await postJson('/api/free-tier-feedback', answer({ speakerSlug: 'nobody-here' }));
    expect(res.statusCode).toBe(404);
  });
});

/** The wizard's anonymous gift upload, from its own address unless given. */
const giftUpload = (content: Buffer, filename: string, contentType = 'application/octet-stream', ip = nextIp()) => {
  const { payload, headers } = multipartBody([
    { field: 'type', content: 'gift' },
    { field: 'file', filename, contentType, content },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/public/files', payload, headers, remoteAddress: ip });
};
const fileIdOf = (url: string) => url.split('/').at(-2)!;
const fileRow = async (id: string) => (await db().select().from(files).where(eq(files.id, id)))[0];

describe('POST /api/public/files', () => {
  const gift = (content: Buffer, filename: string, contentType = 'application/octet-stream') => giftUpload(content, filename, contentType);
  const PPTX = storedZip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>',
    ],
    ['ppt/presentation.xml', '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>'],
  ]);
  const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.alloc(64)]);
  const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]);

  it.each([
    ['a PDF', MINIMAL_PDF, 'guide.pdf', 'application/pdf', 'guide.pdf'],
    ['a Word .docx', MINIMAL_DOCX, 'guide.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'guide.docx'],
    ['a Word .doc', OLE_DOC, 'guide.doc', 'application/msword', 'guide.doc'],
    ['a PowerPoint .ppt', OLE_DOC, 'deck.ppt', 'application/vnd.ms-powerpoint', 'deck.ppt'],
    ['a PowerPoint .pptx', PPTX, 'deck.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'deck.pptx'],
    ['a JPEG named .txt', JPEG, 'photo.txt', 'image/jpeg', 'photo.jpg'],
    ['a PNG', pngImage(8, 8), 'cover.png', 'image/png', 'cover.png'],
    ['a GIF', GIF, 'fun.gif', 'image/gif', 'fun.gif'],
  ])('stores %s anonymously, typed by its content', async (_label, bytes, name, mime, storedName) => {
    const res = await gift(bytes, name);
    expect(res.statusCode).toBe(200);
    expect(res.json().fileName).toBe(storedName);
    const id = res.json().fileUrl.split('/').at(-2);
    const [row] = await db().select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({ ownerUserId: null, kind: 'gift', mimeType: mime, sizeBytes: bytes.length });
  });

  it('refuses other types by their content, whatever their name says', async () => {
    for (const [bytes, name] of [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'guide.pdf'],
      [Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), 'tool.exe'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'cover.png'],
    ] as const) {
      const res = await gift(bytes, name);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID_FILE_TYPE',
        message: 'Please upload a PDF, Word document, PowerPoint, or image file',
      });
    }
  });

  it('refuses files over 10MB with 413 and stores nothing', async () => {
    const before = (await db().select().from(files)).length;
    const res = await gift(Buffer.concat([MINIMAL_PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]), 'big.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Please upload a file smaller than 10MB');
    expect((await db().select().from(files)).length).toBe(before);
  });

  it('needs a file', async () => {
    const res = await upload(t.app, '/api/public/files', [{ field: 'type', content: 'gift' }]);
    expect(res.statusCode).toBe(400);
  });

  it("becomes the new speaker's gift when the wizard signs up with it, and the attendee gets it", async () => {
    const uploaded = (await gift(MINIMAL_PDF, 'Playbook.pdf')).json();
    // Pending until the signup claims it: nobody can download it yet.
    expect((await t.app.inject({ method: 'GET', url: uploaded.fileUrl })).statusCode).toBe(404);
    const res = await signupWizard(wizard({ email: 'file.gift@example.com', name: 'File Gifter', giftUrl: uploaded.fileUrl }));
    expect(res.statusCode).toBe(202);
    const user = await userByEmail('file.gift@example.com');
    const id = uploaded.fileUrl.split('/').at(-2);
    expect((await db().select().from(files).where(eq(files.id, id)))[0]!.ownerUserId).toBe(user!.id);
    const [profile] = await db().select().from(speakerProfiles).where(eq(speakerProfiles.userId, user!.id));
    expect(profile).toMatchObject({ digitalGiftType: 'uploaded_file', digitalGiftUrl: uploaded.fileUrl });

    const feedback = await postJson('/api/free-tier-feedback', {
      speakerSlug: profile!.slug,
      attendeeName: 'Sam',
      attendeeEmail: 'sam@example.com',
      rating: 4,
      testimonial: 'Useful.',
    });
    expect(feedback.json().gift).toMatchObject({ type: 'uploaded_file', url: uploaded.fileUrl });
    const download = await t.app.inject({ method: 'GET', url: uploaded.fileUrl });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(MINIMAL_PDF)).toBe(true);
  });

  it("refuses a signup pointing at another speaker's file", async () => {
    const other = await signUpSpeaker(t.app);
    const stored = await t.deps.storage.save({
      ownerUserId: other.user.id,
      kind: 'gift',
      originalName: 'x.pdf',
      mimeType: 'application/pdf',
      bytes: MINIMAL_PDF,
    });
    const res = await signupWizard(wizard({ email: 'thief@example.com', name: 'Thief', giftUrl: `/api/files/${stored.id}/x.pdf` }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].field).toBe('giftUrl');
    expect(await userByEmail('thief@example.com')).toBeUndefined();
  });
});

describe('POST /api/public/referrals', () => {
  const referralMails = () => db().select().from(mailMessages).where(eq(mailMessages.source, 'free-tier-referral'));

  it('e-mails up to three friends, dropping blank rows', async () => {
    const before = (await referralMails()).length;
    const res = await postJson('/api/public/referrals', {
      referrerName: 'Maya Okafor',
      speakerFriends: [{ email: 'Ann@Example.com' }, { email: '  ' }, { email: 'bob@example.com' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, emailsSent: 2, skipped: 0 });
    const mails = (await referralMails()).slice(before);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['ann@example.com', 'bob@example.com']);
    expect(mails[0]!.subject).toBe("You're invited to try SpeakerPro");
    expect(mails[0]!.textBody).toContain('http://localhost:5000/free-qr-landing');
    // An invitation is marketing: unsubscribe link in the text and one-click headers.
    expect(mails[0]!.marketing).toBe(true);
    expect(mails[0]!.textBody).toMatch(/Unsubscribe: http:\/\/localhost:5000\/unsubscribe\?email=/);
    expect(mails[0]!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('skips addresses that opted out of marketing e-mail', async () => {
    await postJson('/api/public/opt-outs', {
      email: 'quiet@example.com',
      optOutCategories: { email_marketing: true, social_media: false, testimonials: false, data_sharing: false },
    });
    const before = (await referralMails()).length;
    const res = await postJson('/api/public/referrals', { referrerName: 'Maya', speakerFriends: [{ email: 'quiet@example.com' }] });
    expect(res.json()).toEqual({ success: true, emailsSent: 0, skipped: 1 });
    expect((await referralMails()).length).toBe(before);
  });

  it("puts none of the sender's text in the invitation: the template is fixed", async () => {
    const lure = 'Your account is locked, log in at https://evil.example/login';
    const res = await postJson('/api/public/referrals', { referrerName: lure, speakerFriends: [{ email: 'target@example.com' }] });
    expect(res.json()).toEqual({ success: true, emailsSent: 1, skipped: 0 });
    const [mail] = (await referralMails()).filter((m) => m.toAddress === 'target@example.com');
    for (const part of [mail!.subject, mail!.textBody, mail!.htmlBody ?? '', JSON.stringify(mail!.headers)]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('locked');
    }
    expect(mail!.textBody).toContain('http://localhost:5000/free-qr-landing');
    // The same fixed text whoever sends it.
    await postJson('/api/public/referrals', {
      referrerName: 'Someone Else',
      speakerFriends: [{ email: 'other.target@example.com' }],
    });
    const [other] = (await referralMails()).filter((m) => m.toAddress === 'other.target@example.com');
    expect(other!.subject).toBe(mail!.subject);
    expect(other!.textBody.split('Unsubscribe')[0]).toBe(mail!.textBody.split('Unsubscribe')[0]);
  });

  it('never invites the same address twice, across requests and senders, and says so in the counts', async () => {
    const first = await postJson('/api/public/referrals', { referrerName: 'A', speakerFriends: [{ email: 'once@example.com' }] });
    expect(first.json()).toEqual({ success: true, emailsSent: 1, skipped: 0 });
    const second = await postJson('/api/public/referrals', {
      referrerName: 'B',
      speakerFriends: [{ email: 'ONCE@example.com' }, { email: 'fresh@example.com' }],
    });
    expect(second.json()).toEqual({ success: true, emailsSent: 1, skipped: 1 });
    const mails = await referralMails();
    expect(mails.filter((m) => m.toAddress === 'once@example.com')).toHaveLength(1);
    expect(mails.filter((m) => m.toAddress === 'fresh@example.com')).toHaveLength(1);
    // Simultaneous requests for one new address still queue one message.
    const racing = await Promise.all(
      [1, 2, 3].map(() => postJson('/api/public/referrals', { speakerFriends: [{ email: 'race@example.com' }] })),
    );
    expect(racing.map((r) => r.json().emailsSent).sort()).toEqual([0, 0, 1]);
    expect((await referralMails()).filter((m) => m.toAddress === 'race@example.com')).toHaveLength(1);
  });

  it.each([
    ['four friends', { referrerName: 'M', speakerFriends: [1, 2, 3, 4].map((n) => ({ email: `n${n}@example.com` })) }],
    ['only blank rows', { referrerName: 'M', speakerFriends: [{ email: '' }] }],
    ['a bad address', { referrerName: 'M', speakerFriends: [{ email: 'not-mail' }] }],
    ['a referrer name over 100 characters', { referrerName: 'n'.repeat(101), speakerFriends: [{ email: 'a@example.com' }] }],
    ['a list of strings', { referrerName: 'M', speakerFriends: ['a@example.com'] }],
  ])('refuses %s with a 400 and sends nothing', async (_label, payload) => {
    const before = (await referralMails()).length;
    expect((await postJson('/api/public/referrals', payload)).statusCode).toBe(400);
    expect((await referralMails()).length).toBe(before);
  });

  it(`lets one client invite ${REFERRAL_ADDRESSES_PER_DAY} addresses a day: a request that would go over is a 429 and queues nothing`, async () => {
    const ip = '10.3.3.3';
    const ask = (emails: string[]) => postJson('/api/public/referrals', { speakerFriends: emails.map((email) => ({ email })) }, ip);
    expect((await ask(['cap1@example.com', 'cap2@example.com'])).json()).toEqual({ success: true, emailsSent: 2, skipped: 0 });
    const over = await ask(['cap3@example.com', 'cap4@example.com']);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(
      `You can invite up to ${REFERRAL_ADDRESSES_PER_DAY} people a day. Nothing was sent; please try again tomorrow.`,
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3600);
    const again = await ask(['cap5@example.com']);
    expect(again.statusCode).toBe(429);
    const sentTo = (await referralMails()).map((m) => m.toAddress).filter((a) => a.startsWith('cap'));
    expect(sentTo.sort()).toEqual(['cap1@example.com', 'cap2@example.com']);
    // Another client is counted apart.
    expect((await postJson('/api/public/referrals', { speakerFriends: [{ email: 'cap6@example.com' }] }, '10.3.3.4')).statusCode).toBe(200);
  });

  it('invites an address once in 30 days whoever asks, even when the first invitation is no longer in the outbox', async () => {
    expect((await postJson('/api/public/referrals', { speakerFriends: [{ email: 'wanted@example.com' }] })).json()).toMatchObject({
      emailsSent: 1,
    });
    // The outbox row goes (as an erasure request takes it): the address is still not invited again.
    await db().delete(mailMessages).where(eq(mailMessages.toAddress, 'wanted@example.com'));
    const second = await postJson('/api/public/referrals', { speakerFriends: [{ email: 'Wanted@example.com' }] });
    expect(second.json()).toEqual({ success: true, emailsSent: 0, skipped: 1 });
    expect((await referralMails()).filter((m) => m.toAddress === 'wanted@example.com')).toHaveLength(0);
  });
});

describe('anonymous uploads wait a day for a signup to claim them', () => {
  const age = (id: string, ms: number) =>
    db()
      .update(files)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(eq(files.id, id));
  const onDisk = async (id: string) => {
    const row = await fileRow(id);
    return row ? (await readStoredFile(t.deps.storage, row)) !== null : false;
  };

  it('keeps a pending upload private: stored, but 404 on the public files route until claimed', async () => {
    const res = await giftUpload(MINIMAL_PDF, 'lure.pdf');
    expect(res.statusCode).toBe(200);
    const id = fileIdOf(res.json().fileUrl);
    expect(await fileRow(id)).toMatchObject({ ownerUserId: null, kind: 'gift' });
    expect(await onDisk(id)).toBe(true);
    const download = await t.app.inject({ method: 'GET', url: res.json().fileUrl });
    expect(download.statusCode).toBe(404);
    expect(download.rawPayload.includes(MINIMAL_PDF)).toBe(false);
  });

  it('the purge deletes a pending upload older than a day, row and bytes; claimed and fresh ones stay', async () => {
    const stale = fileIdOf((await giftUpload(MINIMAL_PDF, 'stale.pdf')).json().fileUrl);
    const fresh = fileIdOf((await giftUpload(MINIMAL_PDF, 'fresh.pdf')).json().fileUrl);
    const claimedUrl = (await giftUpload(MINIMAL_PDF, 'claimed.pdf')).json().fileUrl;
    expect((await signupWizard(wizard({ email: 'claimer@example.com', name: 'Claire Mer', giftUrl: claimedUrl }))).statusCode).toBe(202);
    const claimed = fileIdOf(claimedUrl);
    await age(stale, PENDING_UPLOAD_TTL_MS + 60_000);
    await age(claimed, PENDING_UPLOAD_TTL_MS + 60_000);
    await age(fresh, PENDING_UPLOAD_TTL_MS - 60_000);
    const staleRow = (await fileRow(stale))!;
    expect(await readStoredFile(t.deps.storage, staleRow)).toEqual(MINIMAL_PDF);

    // Two processes purging at once: the file is deleted once, and neither fails.
    const removed = await Promise.all([purgePendingUploads(t.deps.storage), purgePendingUploads(t.deps.storage)]);
    expect(removed[0]! + removed[1]!).toBeGreaterThanOrEqual(1);
    expect(await fileRow(stale)).toBeUndefined();
    expect(await readStoredFile(t.deps.storage, staleRow)).toBeNull();
    expect(await onDisk(claimed)).toBe(true);
    expect(await onDisk(fresh)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: claimedUrl })).rawPayload.equals(MINIMAL_PDF)).toBe(true);
    // Run again: nothing more to do.
    expect(await purgePendingUploads(t.deps.storage)).toBe(0);
    expect(await onDisk(fresh)).toBe(true);
  });

  it('a wizard finishing after its upload was purged is told to upload again, and nothing is created', async () => {
    const url = (await giftUpload(MINIMAL_PDF, 'late.pdf')).json().fileUrl;
    await age(fileIdOf(url), PENDING_UPLOAD_TTL_MS + 60_000);
    await purgePendingUploads(t.deps.storage);
    const res = await signupWizard(wizard({ email: 'late@example.com', name: 'Late Comer', giftUrl: url }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FREE_TIER_MESSAGES.giftFileExpired);
    expect(await userByEmail('late@example.com')).toBeUndefined();
  });

  it(`refuses the ${GIFT_UPLOADS_PER_HOUR + 1}th upload in an hour from one address with 429, and stores nothing for it`, async () => {
    expect(GIFT_UPLOADS_PER_HOUR).toBe(5);
    const ip = '10.9.9.9';
    for (let i = 0; i < GIFT_UPLOADS_PER_HOUR; i += 1)
      expect((await giftUpload(MINIMAL_PDF, `ok-${i}.pdf`, 'application/pdf', ip)).statusCode).toBe(200);
    const before = (await db().select().from(files)).length;
    const refused = await giftUpload(MINIMAL_PDF, 'one-too-many.pdf', 'application/pdf', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await db().select().from(files)).length).toBe(before);
    // Another address is not affected.
    expect((await giftUpload(MINIMAL_PDF, 'neighbour.pdf')).statusCode).toBe(200);
  });

  it('caps the bytes one address uploads in a day', async () => {
    const ip = '10.9.9.10';
    const big = Buffer.concat([MINIMAL_PDF, Buffer.alloc(GIFT_FILE_MAX_BYTES - MINIMAL_PDF.length - 1024, 0x20)]);
    const allowed = Math.floor(ANONYMOUS_UPLOAD_BYTES_PER_DAY / big.length);
    expect(allowed).toBeLessThan(GIFT_UPLOADS_PER_HOUR);
    for (let i = 0; i < allowed; i += 1) expect((await giftUpload(big, `big-${i}.pdf`, 'application/pdf', ip)).statusCode).toBe(200);
    const before = (await db().select().from(files)).length;
    const refused = await giftUpload(big, 'over.pdf', 'application/pdf', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(FREE_TIER_MESSAGES.uploadQuotaReached);
    expect((await db().select().from(files)).length).toBe(before);
  });
});
