import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speakerProfiles } from '../../db/schema';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { MINIMAL_PDF, pngImage, upload } from '../../test/uploads';

let t: TestContext;
let adminCookie: string;

const PROFILE = '/api/speaker-admin/profile';
const GIFT = '/api/speaker-admin/profile/digital-gift';

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  // Uploaded bytes live under the test's DATA_DIR; do not leave megabytes behind in /tmp.
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const headers = (cookie?: string) => (cookie ? { cookie } : {});
const getProfile = (cookie?: string) => t.app.inject({ method: 'GET', url: PROFILE, headers: headers(cookie) });
const saveProfile = (payload: object, cookie?: string) => t.app.inject({ method: 'POST', url: PROFILE, payload, headers: headers(cookie) });
const patchGift = (payload: object, cookie?: string) => t.app.inject({ method: 'PATCH', url: GIFT, payload, headers: headers(cookie) });

const onboarding = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maya',
  lastName: 'Okafor',
  workEmail: '  Maya@Okafor.Example ',
  phoneNumber: '',
  websiteUrl: 'mayaokafor.example',
  linkedinUrl: '',
  brandColorPrimary: null,
  brandColorSecondary: '',
  emailProvider: 'gmail',
  additionalComments: '',
  logoUrl: null,
  speakingTopics: [],
  socialHandles: null,
  isOnboardingComplete: true,
  ...overrides,
});

async function storedProfile(userId: number) {
  const [row] = await t.deps.db.select().from(speakerProfiles).where(eq(speakerProfiles.userId, userId));
  return row;
}

async function uploadLogo(cookie: string): Promise<string> {
  const res = await upload(
    t.app,
    '/api/speaker-admin/logos',
    [{ field: 'logo', filename: 'logo.png', content: pngImage(400, 400) }],
    cookie,
  );
  expect(res.statusCode).toBe(200);
  return res.json().logoUrl;
}

async function uploadGift(cookie: string): Promise<string> {
  const res = await upload(
    t.app,
    '/api/speaker-admin/digital-gift-files',
    [{ field: 'digitalGift', filename: 'gift.pdf', content: MINIMAL_PDF }],
    cookie,
  );
  expect(res.statusCode).toBe(200);
  return res.json().fileUrl;
}

describe('speaker profile', () => {
  it('is null (not an error) until onboarding saves it, then reads back with the defaults filled in', async () => {
    const { cookie, user } = await signUpSpeaker(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    const missing = await getProfile(cookie);
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toBe('null');

    const res = await saveProfile(
      onboarding({
        firstName: 'Ada',
        lastName: 'Lovelace',
        speakingTopics: undefined,
        socialHandles: undefined,
        isOnboardingComplete: undefined,
      }),
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({
      userId: user.id,
      slug: 'ada-lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      workEmail: 'maya@okafor.example',
      phoneNumber: null,
      websiteUrl: 'https://mayaokafor.example/',
      linkedinUrl: null,
      company: null,
      brandColorPrimary: '#2563eb',
      brandColorSecondary: '#1e40af',
      emailProvider: 'gmail',
      additionalComments: null,
      logoUrl: null,
      speakingTopics: [],
      socialHandles: null,
      isOnboardingComplete: true,
      hasExperiencedSpeakerPro: false,
      digitalGiftTitle: null,
      digitalGiftType: 'external_link',
    });
    const row = await storedProfile(user.id);
    expect(row).toMatchObject({ id: profile.id, slug: 'ada-lovelace', workEmail: 'maya@okafor.example', isOnboardingComplete: true });
    expect((await getProfile(cookie)).json()).toEqual(profile);
  });

  it('updates the same profile on a second save, keeping id, slug, gift and experience', async () => {
    const { cookie, user } = await signUpSpeaker(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    const first = (await saveProfile(onboarding({ firstName: 'Grace', lastName: 'Hopper' }), cookie)).json();
    await t.app.inject({ method: 'PATCH', url: PROFILE, payload: { hasExperiencedSpeakerPro: true }, headers: headers(cookie) });
    await patchGift({ digitalGiftTitle: 'Checklist', digitalGiftUrl: 'grace.example/checklist' }, cookie);

    const res = await saveProfile(
      onboarding({
        firstName: 'Grace',
        lastName: 'Hopper',
        brandColorPrimary: '#112233',
        speakingTopics: ['Compilers'],
        socialHandles: { x: '@grace' },
        isOnboardingComplete: false,
      }),
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: first.id,
      slug: 'grace-hopper',
      brandColorPrimary: '#112233',
      speakingTopics: ['Compilers'],
      socialHandles: { x: '@grace' },
      isOnboardingComplete: false,
      hasExperiencedSpeakerPro: true,
      digitalGiftTitle: 'Checklist',
    });
    const rows = await t.deps.db.select().from(speakerProfiles).where(eq(speakerProfiles.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('makes slugs unique across speakers with -2, -3 and follows a name change', async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { cookie } = await signUpSpeaker(t.app);
      slugs.push((await saveProfile(onboarding({ firstName: 'Sam', lastName: 'Rivera' }), cookie)).json().slug);
    }
    expect(slugs).toEqual(['sam-rivera', 'sam-rivera-2', 'sam-rivera-3']);

    const { cookie, user } = await signUpSpeaker(t.app);
    expect((await saveProfile(onboarding({ firstName: 'Sam', lastName: 'Rivera' }), cookie)).json().slug).toBe('sam-rivera-4');
    // Same name again (even re-cased): the slug stays.
    expect((await saveProfile(onboarding({ firstName: 'SAM', lastName: 'rivera' }), cookie)).json().slug).toBe('sam-rivera-4');
    // A new name gets the new name's slug.
    expect((await saveProfile(onboarding({ firstName: 'Sam', lastName: "O'Neil" }), cookie)).json().slug).toBe('sam-o-neil');
    expect((await storedProfile(user.id))!.slug).toBe('sam-o-neil');
    // A name without Latin letters or digits still gets a usable slug.
    const other = await signUpSpeaker(t.app);
    expect((await saveProfile(onboarding({ firstName: '李', lastName: '王' }), other.cookie)).json().slug).toMatch(/^speaker(-\d+)?$/);
  });

  it('transliterates accented and non-Latin letters, and keeps a slug made before that rule', async () => {
    const bruno = await signUpSpeaker(t.app);
    expect((await saveProfile(onboarding({ firstName: 'Bruno', lastName: 'Martín' }), bruno.cookie)).json().slug).toBe('bruno-martin');
    const zoe = await signUpSpeaker(t.app);
    expect((await saveProfile(onboarding({ firstName: 'Zoë', lastName: 'Дмитриева' }), zoe.cookie)).json().slug).toBe('zoe-dmitrieva');

    // A speaker whose slug was made the old way keeps it (QR codes are printed), and is found by it.
    const old = await signUpSpeaker(t.app);
    await saveProfile(onboarding({ firstName: 'Inês', lastName: 'Conceição' }), old.cookie);
    await t.deps.db.update(speakerProfiles).set({ slug: 'in-s-concei-o' }).where(eq(speakerProfiles.userId, old.user.id));
    expect((await saveProfile(onboarding({ firstName: 'Inês', lastName: 'Conceição' }), old.cookie)).json().slug).toBe('in-s-concei-o');
    const found = await t.app.inject({ method: 'GET', url: '/api/speakers/by-name/in-s-concei-o' });
    expect(found.statusCode).toBe(200);
  });

  it('rejects invalid fields with their messages and stores nothing', async () => {
    const { cookie, user } = await signUpSpeaker(t.app);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: ' ' }, 'firstName', 'First name is required'],
      [{ lastName: '' }, 'lastName', 'Last name is required'],
      [{ workEmail: 'not-an-email' }, 'workEmail', 'must be a valid e-mail address'],
      [{ websiteUrl: 'not a url' }, 'websiteUrl', 'Please enter a valid website URL (e.g., example.com)'],
      [{ linkedinUrl: 'http://' }, 'linkedinUrl', 'Please enter a valid LinkedIn URL'],
      [{ brandColorPrimary: '#12345' }, 'brandColorPrimary', 'Please enter a valid hex color'],
      [{ emailProvider: 'yahoo' }, 'emailProvider', 'Please select your email provider'],
    ];
    for (const [override, field, message] of cases) {
      const res = await saveProfile(onboarding(override), cookie);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().details.fields).toContainEqual({ field, message });
    }
    expect(await storedProfile(user.id)).toBeUndefined();
  });

  it('accepts only a logo the same speaker uploaded', async () => {
    const maya = await signUpSpeaker(t.app);
    const omar = await signUpSpeaker(t.app, { firstName: 'Omar', lastName: 'Haddad' });
    const mayaLogo = await uploadLogo(maya.cookie);
    const mayaGift = await uploadGift(maya.cookie);

    const ok = await saveProfile(onboarding({ logoUrl: mayaLogo }), maya.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().logoUrl).toBe(mayaLogo);
    expect((await storedProfile(maya.user.id))!.logoUrl).toBe(mayaLogo);

    for (const logoUrl of [
      mayaLogo,
      mayaGift,
      'https://evil.example/logo.png',
      '/api/files/AAAAAAAAAAAAAAAAAAAAAA/logo.png',
      '/api/files/../../etc/passwd',
    ]) {
      const res = await saveProfile(onboarding({ firstName: 'Omar', lastName: 'Haddad', logoUrl }), omar.cookie);
      expect(res.statusCode, logoUrl).toBe(400);
      expect(res.json().message).toBe('Invalid body: logoUrl must be a logo you uploaded');
    }
    expect(await storedProfile(omar.user.id)).toBeUndefined();
    // Maya cannot point her logo at her gift document either.
    const giftAsLogo = await saveProfile(onboarding({ logoUrl: mayaGift }), maya.cookie);
    expect(giftAsLogo.statusCode).toBe(400);
    expect((await storedProfile(maya.user.id))!.logoUrl).toBe(mayaLogo);
  });

  it('only a speaker may read or save a profile: 401 anonymous, 403 admin', async () => {
    expect((await getProfile()).statusCode).toBe(401);
    expect((await getProfile(adminCookie)).statusCode).toBe(403);
    expect((await saveProfile(onboarding())).statusCode).toBe(401);
    const asAdmin = await saveProfile(onboarding(), adminCookie);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().code).toBe('FORBIDDEN');
  });
});

describe('PATCH /api/speaker-admin/profile (the introduction seen)', () => {
  const seen = (payload: unknown, cookie?: string) =>
    t.app.inject({ method: 'PATCH', url: PROFILE, payload: payload as object, headers: headers(cookie) });

  it('is 404 without a profile, then marks the profile as experienced', async () => {
    const { cookie, user } = await signUpSpeaker(t.app);
    const missing = await seen({ hasExperiencedSpeakerPro: true }, cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Profile not found');

    await saveProfile(onboarding(), cookie);
    expect((await storedProfile(user.id))!.hasExperiencedSpeakerPro).toBe(false);
    const res = await seen({ hasExperiencedSpeakerPro: true }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().hasExperiencedSpeakerPro).toBe(true);
    expect((await storedProfile(user.id))!.hasExperiencedSpeakerPro).toBe(true);
  });

  it('takes only true, naming the field otherwise, and changes nothing', async () => {
    const { cookie, user } = await signUpSpeaker(t.app);
    await saveProfile(onboarding(), cookie);
    for (const payload of [{}, { hasExperiencedSpeakerPro: false }, { hasExperiencedSpeakerPro: 'yes' }]) {
      const res = await seen(payload, cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details.fields).toEqual([expect.objectContaining({ field: 'hasExperiencedSpeakerPro' })]);
    }
    expect((await storedProfile(user.id))!.hasExperiencedSpeakerPro).toBe(false);
  });

  it('401 anonymous, 403 admin', async () => {
    expect((await seen({ hasExperiencedSpeakerPro: true })).statusCode).toBe(401);
    expect((await seen({ hasExperiencedSpeakerPro: true }, adminCookie)).statusCode).toBe(403);
  });

  it('the old POST …/profile/experienced is gone (neither a specification call nor in an e-mail)', async () => {
    const { cookie } = await signUpSpeaker(t.app);
    await saveProfile(onboarding(), cookie);
    const res = await t.app.inject({ method: 'POST', url: `${PROFILE}/experienced`, headers: headers(cookie) });
    expect(res.statusCode).toBe(404);
  });
});

describe('PATCH /api/speaker-admin/profile/digital-gift', () => {
  it('is 404 without a profile', async () => {
    const { cookie } = await signUpSpeaker(t.app);
    const res = await patchGift({ digitalGiftTitle: 'Guide' }, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Profile not found');
  });

  it('saves an external link, normalising the URL', async () => {
    const { cookie, user } = await signUpSpeaker(t.app);
    await saveProfile(onboarding(), cookie);
    const res = await patchGift(
      {
        digitalGiftTitle: ' Hybrid Team Checklist ',
        digitalGiftDescription: '',
        digitalGiftUrl: 'maya.example/checklist',
        digitalGiftAccessCode: 'TEAM25',
      },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      digitalGiftTitle: 'Hybrid Team Checklist',
      digitalGiftDescription: null,
      digitalGiftUrl: 'https://maya.example/checklist',
      digitalGiftAccessCode: 'TEAM25',
      digitalGiftType: 'external_link',
    });
    expect(await storedProfile(user.id)).toMatchObject({
      digitalGiftUrl: 'https://maya.example/checklist',
      digitalGiftType: 'external_link',
    });
  });

  it('saves an uploaded file the speaker owns, and refuses anyone else’s', async () => {
    const maya = await signUpSpeaker(t.app);
    const omar = await signUpSpeaker(t.app);
    await saveProfile(onboarding(), maya.cookie);
    await saveProfile(onboarding({ firstName: 'Omar' }), omar.cookie);
    const mayaGift = await uploadGift(maya.cookie);
    const mayaLogo = await uploadLogo(maya.cookie);

    const ok = await patchGift({ digitalGiftTitle: 'Guide', digitalGiftUrl: mayaGift, digitalGiftType: 'uploaded_file' }, maya.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ digitalGiftUrl: mayaGift, digitalGiftType: 'uploaded_file' });
    expect((await storedProfile(maya.user.id))!.digitalGiftUrl).toBe(mayaGift);

    const message = 'Invalid body: digitalGiftUrl must be a file you uploaded';
    for (const [cookie, url] of [
      [omar.cookie, mayaGift],
      [maya.cookie, mayaLogo],
      [maya.cookie, null],
      [maya.cookie, 'https://maya.example/guide.pdf'],
    ] as const) {
      const res = await patchGift({ digitalGiftTitle: 'Guide', digitalGiftUrl: url, digitalGiftType: 'uploaded_file' }, cookie);
      expect(res.statusCode, String(url)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await storedProfile(omar.user.id))!.digitalGiftUrl).toBeNull();

    // The file a page already offers (say the owner's free gift, copied to a free page) stays when
    // the speaker edits the title; it never becomes a way to take another speaker's file.
    await t.database.db
      .update(speakerProfiles)
      .set({ digitalGiftUrl: mayaGift, digitalGiftType: 'uploaded_file' })
      .where(eq(speakerProfiles.userId, omar.user.id));
    const kept = await patchGift(
      { digitalGiftTitle: 'Renamed Guide', digitalGiftUrl: mayaGift, digitalGiftType: 'uploaded_file' },
      omar.cookie,
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ digitalGiftTitle: 'Renamed Guide', digitalGiftUrl: mayaGift });
    const other = await uploadGift(maya.cookie);
    expect(
      (await patchGift({ digitalGiftTitle: 'Guide', digitalGiftUrl: other, digitalGiftType: 'uploaded_file' }, omar.cookie)).statusCode,
    ).toBe(400);
  });

  it('rejects a missing title, a bad URL, an unknown type and an app path for a link', async () => {
    const { cookie, user } = await signUpSpeaker(t.app);
    await saveProfile(onboarding(), cookie);
    const noTitle = await patchGift({ digitalGiftTitle: '   ' }, cookie);
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().details.fields).toContainEqual({ field: 'digitalGiftTitle', message: 'Gift title is required' });
    const badUrl = await patchGift({ digitalGiftTitle: 'Guide', digitalGiftUrl: 'not a url' }, cookie);
    expect(badUrl.json().details.fields).toContainEqual({
      field: 'digitalGiftUrl',
      message: 'Please enter a valid website address (e.g., example.com)',
    });
    const badType = await patchGift({ digitalGiftTitle: 'Guide', digitalGiftType: 'video' }, cookie);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().details.fields[0].field).toBe('digitalGiftType');
    const gift = await uploadGift(cookie);
    const pathAsLink = await patchGift({ digitalGiftTitle: 'Guide', digitalGiftUrl: gift, digitalGiftType: 'email_course' }, cookie);
    expect(pathAsLink.statusCode).toBe(400);
    expect((await storedProfile(user.id))!.digitalGiftTitle).toBeNull();
  });

  it('401 anonymous, 403 admin', async () => {
    expect((await patchGift({ digitalGiftTitle: 'Guide' })).statusCode).toBe(401);
    expect((await patchGift({ digitalGiftTitle: 'Guide' }, adminCookie)).statusCode).toBe(403);
  });
});

describe('PATCH /api/speaker-admin/profile/time-zone', () => {
  const TIME_ZONE = '/api/speaker-admin/profile/time-zone';
  const patchZone = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'PATCH', url: TIME_ZONE, payload, headers: headers(cookie) });

  it('sets the clock of the profile and of every talk without its own zone; a talk with one keeps it', async () => {
    const { cookie, user } = await signUpSpeaker(t.app);
    const userId = user.id;
    expect((await patchZone({ timeZone: 'Asia/Tokyo' }, cookie)).statusCode).toBe(404);
    expect((await saveProfile(onboarding({ timeZone: 'Europe/London' }), cookie)).statusCode).toBe(200);
    const event = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/speaker-admin/events', payload, headers: headers(cookie) });
    const base = { talkTitle: 'Zones', eventName: 'Summit', eventDate: '2026-12-01' };
    const own = (await event(base)).json().id as number;
    const fixed = (await event({ ...base, timeZone: 'America/New_York' })).json().id as number;

    const res = await patchZone({ timeZone: 'Asia/Tokyo' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().timeZone).toBe('Asia/Tokyo');
    expect((await storedProfile(userId))?.timeZone).toBe('Asia/Tokyo');
    const read = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/speaker-admin/events/${id}`, headers: headers(cookie) })).json();
    expect(await read(own)).toMatchObject({ timeZone: null, effectiveTimeZone: 'Asia/Tokyo' });
    expect(await read(fixed)).toMatchObject({ timeZone: 'America/New_York', effectiveTimeZone: 'America/New_York' });
  });

  it('refuses a zone the runtime does not know, naming the field, and keeps the stored one', async () => {
    const { cookie, user } = await signUpSpeaker(t.app);
    const userId = user.id;
    await saveProfile(onboarding({ timeZone: 'Europe/Paris' }), cookie);
    for (const timeZone of ['Mars/Olympus', '', 42, null]) {
      const res = await patchZone({ timeZone }, cookie);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('timeZone');
    }
    expect((await storedProfile(userId))?.timeZone).toBe('Europe/Paris');
  });

  it('401 anonymous, 403 admin', async () => {
    expect((await patchZone({ timeZone: 'UTC' })).statusCode).toBe(401);
    expect((await patchZone({ timeZone: 'UTC' }, adminCookie)).statusCode).toBe(403);
  });
});

describe('document-1 demo path: /api/speakers', () => {
  it('creates a not-yet-onboarded profile for the signed-in speaker, then updates it', async () => {
    const { cookie, user } = await signUpSpeaker(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speakers',
      payload: { name: '  Priya   van der Berg ', email: 'Priya@Example.com', title: '' },
      headers: headers(cookie),
    });
    expect(res.statusCode).toBe(201);
    const speaker = res.json();
    expect(speaker).toMatchObject({ name: 'Priya van der Berg', email: 'priya@example.com', title: 'Speaker', slug: 'priya-van-der-berg' });
    const row = await storedProfile(user.id);
    expect(row).toMatchObject({ id: speaker.id, firstName: 'Priya', lastName: 'van der Berg', company: null, isOnboardingComplete: false });

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/speakers',
      payload: { name: 'Priya van der Berg', email: 'priya@example.com', title: 'Acme Corp' },
      headers: headers(cookie),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...speaker, title: 'Acme Corp' });

    const read = await t.app.inject({ method: 'GET', url: `/api/speakers/${speaker.id}`, headers: headers(cookie) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...speaker, title: 'Acme Corp' });

    // Onboarding afterwards completes the same profile.
    const onboarded = await saveProfile(onboarding({ firstName: 'Priya', lastName: 'van der Berg' }), cookie);
    expect(onboarded.json()).toMatchObject({
      id: speaker.id,
      isOnboardingComplete: true,
      slug: 'priya-van-der-berg',
      company: 'Acme Corp',
    });
  });

  it('a single-word name is all first name', async () => {
    const { cookie, user } = await signUpSpeaker(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speakers',
      payload: { name: 'Cher', email: 'cher@example.com', title: 'Singer' },
      headers: headers(cookie),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Cher', title: 'Singer', slug: 'cher' });
    expect(await storedProfile(user.id)).toMatchObject({ firstName: 'Cher', lastName: '' });
  });

  it('does not create an onboarded profile over an existing one', async () => {
    const { cookie, user } = await signUpSpeaker(t.app);
    await saveProfile(onboarding({ firstName: 'Lena', lastName: 'Park' }), cookie);
    await t.app.inject({
      method: 'POST',
      url: '/api/speakers',
      payload: { name: 'Lena Park', email: 'lena@example.com', title: 'CTO' },
      headers: headers(cookie),
    });
    expect(await storedProfile(user.id)).toMatchObject({ isOnboardingComplete: true, company: 'CTO' });
  });

  it('another speaker’s id is 404; anonymous and admin may not use it', async () => {
    const a = await signUpSpeaker(t.app);
    const b = await signUpSpeaker(t.app);
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/speakers',
        payload: { name: 'Dana Cole', email: 'dana@example.com', title: 'Coach' },
        headers: headers(a.cookie),
      })
    ).json();
    const other = await t.app.inject({ method: 'GET', url: `/api/speakers/${created.id}`, headers: headers(b.cookie) });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Speaker not found');
    expect((await t.app.inject({ method: 'GET', url: `/api/speakers/${created.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/speakers/${created.id}`, headers: headers(adminCookie) })).statusCode).toBe(403);
    const anonymousCreate = await t.app.inject({
      method: 'POST',
      url: '/api/speakers',
      payload: { name: 'X Y', email: 'x@example.com', title: '' },
    });
    expect(anonymousCreate.statusCode).toBe(401);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/speakers',
      payload: { name: '', email: 'nope', title: '' },
      headers: headers(b.cookie),
    });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .details.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['email', 'name']);
    expect(await storedProfile(b.user.id)).toBeUndefined();
  });

  it('by-name is public, finds the speaker by slug (or plain name) and never shows the e-mail', async () => {
    const { cookie } = await signUpSpeaker(t.app);
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/speakers',
        payload: { name: 'Noor Aziz', email: 'noor@example.com', title: 'Keynote speaker' },
        headers: headers(cookie),
      })
    ).json();
    for (const name of ['noor-aziz', encodeURIComponent('Noor Aziz')]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/speakers/by-name/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: created.id, name: 'Noor Aziz', email: '', title: 'Keynote speaker', slug: 'noor-aziz' });
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/speakers/by-name/nobody-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Speaker not found', code: 'NOT_FOUND' });
  });
});
