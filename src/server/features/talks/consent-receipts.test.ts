import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoInTimeZone } from '../../../shared/domain/time-zones';
import { responses } from '../../db/schema';
import { freePageSlugFromMail, mimeAttachment } from '../../test/free-tier';
import { daysFromNow } from '../../test/dates';
import { createProfile, createTestApp, linkTokenFromMail, signUpSpeaker, type TestContext } from '../../test/harness';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';

// Each answer keeps the exact words of each consent the attendee was shown, and when it was given;
// the speaker's lead file carries them.

const CONTACT_WORDS = "I'm happy for Maya Okafor to contact me about this talk";
const PUBLISH_WORDS = 'You may publish my testimonial (first name and job role) on social media';

let smtp: TestSmtpServer;
let t: TestContext;
let owner: Awaited<ReturnType<typeof signUpSpeaker>>;
let eventId: number;

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const answer = (body: object) =>
  call('POST', '/api/feedback', undefined, {
    presentationId: eventId,
    rating: 5,
    testimonial: 'Practical and inspiring.',
    jobRole: 'Head of People',
    ...body,
  });

const rowOf = async (email: string) => (await t.database.db.select().from(responses).where(eq(responses.attendeeEmail, email)))[0]!;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  owner = await signUpSpeaker(t.app, { firstName: 'Maya', lastName: 'Okafor' });
  await createProfile(t.database, owner.user);
  const event = await call('POST', '/api/speaker-admin/events', owner.cookie, {
    eventName: 'Consent Summit',
    talkTitle: 'Consent Talk',
    eventDate: daysFromNow(-7),
  });
  eventId = event.json().id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('consent receipts on POST /api/feedback', () => {
  it('stores the wording of each consent shown, by version, with the time it was given', async () => {
    const before = Date.now();
    const res = await answer({
      firstName: 'Priya',
      workEmail: 'priya@brightline.example',
      contactConsent: true,
      contactConsentVersion: 'contact-v1',
      publishConsent: true,
      publishConsentVersion: 'publish-v1',
    });
    expect(res.statusCode).toBe(201);
    const row = await rowOf('priya@brightline.example');
    expect(row).toMatchObject({
      contactConsentVersion: 'contact-v1',
      contactConsentText: CONTACT_WORDS,
      publishConsentVersion: 'publish-v1',
      publishConsentText: PUBLISH_WORDS,
    });
    expect(row.contactConsentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.publishConsentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps no wording for a consent not given, nor when an older client names no version', async () => {
    expect(
      (
        await answer({
          firstName: 'Ann',
          workEmail: 'ann@brightline.example',
          contactConsent: true,
          contactConsentVersion: 'contact-v1',
          publishConsent: false,
          publishConsentVersion: 'publish-v1',
        })
      ).statusCode,
    ).toBe(201);
    expect(await rowOf('ann@brightline.example')).toMatchObject({
      contactConsentText: CONTACT_WORDS,
      publishConsentText: null,
      publishConsentVersion: null,
      publishConsentAt: null,
    });

    expect((await answer({ firstName: 'Olu', workEmail: 'olu@older.example', contactConsent: true })).statusCode).toBe(201);
    const olu = await rowOf('olu@older.example');
    expect(olu).toMatchObject({ contactConsentText: null, contactConsentVersion: null });
    expect(olu.contactConsentAt).not.toBeNull();
  });

  it('a correction from the same browser keeps the receipt, and a withdrawn consent loses it', async () => {
    const first = await answer({
      firstName: 'Kim',
      workEmail: 'kim@brightline.example',
      contactConsent: true,
      contactConsentVersion: 'contact-v1',
    });
    const { answerToken } = first.json();
    const given = (await rowOf('kim@brightline.example')).contactConsentAt!;
    await answer({
      firstName: 'Kim',
      workEmail: 'kim@brightline.example',
      contactConsent: true,
      contactConsentVersion: 'contact-v1',
      answerToken,
      rating: 4,
    });
    expect(await rowOf('kim@brightline.example')).toMatchObject({ rating: 4, contactConsentText: CONTACT_WORDS, contactConsentAt: given });
    await answer({
      firstName: 'Kim',
      workEmail: 'kim@brightline.example',
      contactConsent: false,
      contactConsentVersion: 'contact-v1',
      answerToken,
    });
    expect(await rowOf('kim@brightline.example')).toMatchObject({
      contactConsentText: null,
      contactConsentVersion: null,
      contactConsentAt: null,
    });
  });

  it('an answer confirmed through the e-mailed link (another browser) brings its receipt', async () => {
    expect((await answer({ firstName: 'Ben', workEmail: 'ben@brightline.example', contactConsent: false })).statusCode).toBe(201);
    const pending = await answer({
      firstName: 'Ben',
      workEmail: 'ben@brightline.example',
      publishConsent: true,
      publishConsentVersion: 'publish-v1',
    });
    expect(pending.statusCode).toBe(202);
    expect(await rowOf('ben@brightline.example')).toMatchObject({ publishConsentText: null, publishConsentAt: null });
    const token = await linkTokenFromMail(t.database, 'ben@brightline.example', '/confirm-answer');
    expect((await call('POST', '/api/public/answer-confirmations', undefined, { token })).statusCode).toBe(200);
    const ben = await rowOf('ben@brightline.example');
    expect(ben).toMatchObject({ publishConsentVersion: 'publish-v1', publishConsentText: PUBLISH_WORDS, contactConsentText: null });
    expect(ben.publishConsentAt).not.toBeNull();
  });

  it.each([
    ['an unknown contact version', { contactConsentVersion: 'contact-v9' }, 'contactConsentVersion'],
    ['a publish version given as the contact one', { contactConsentVersion: 'publish-v1' }, 'contactConsentVersion'],
    ['an unknown publish version', { publishConsentVersion: 'publish-v0' }, 'publishConsentVersion'],
    ['a version that is not text', { publishConsentVersion: 1 }, 'publishConsentVersion'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_label, versions, field) => {
    const email = `refused.${field}.${Math.random().toString(36).slice(2)}@example.com`;
    const res = await answer({ firstName: 'Rex', workEmail: email, contactConsent: true, publishConsent: true, ...versions });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await t.database.db.select().from(responses).where(eq(responses.attendeeEmail, email))).toHaveLength(0);
  });
});

describe('consent receipts on POST /api/free-tier-feedback (a free speaker page)', () => {
  it("stores the page's own contact wording and the publish wording, and refuses an unknown version", async () => {
    const created = await call('POST', '/api/free-tier-signup', undefined, {
      name: 'Rosa Real',
      email: 'rosa.real@example.com',
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
    expect(created.statusCode).toBe(202);
    const speakerSlug = await freePageSlugFromMail(t.database.db, 'rosa.real@example.com');
    const page = (body: object) =>
      call('POST', '/api/free-tier-feedback', undefined, {
        speakerSlug,
        attendeeName: 'Ada',
        rating: 5,
        testimonial: 'Changed how I run my podcast.',
        ...body,
      });

    const refused = await page({ attendeeEmail: 'ada.refused@example.com', contactConsent: true, contactConsentVersion: 'contact-v0' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields.map((f: { field: string }) => f.field)).toContain('contactConsentVersion');

    const res = await page({
      attendeeEmail: 'ada.page@example.com',
      contactConsent: true,
      contactConsentVersion: 'contact-page-v1',
      publishConsent: true,
      publishConsentVersion: 'publish-v1',
    });
    expect(res.statusCode).toBe(201);
    expect(await rowOf('ada.page@example.com')).toMatchObject({
      contactConsentVersion: 'contact-page-v1',
      contactConsentText: "I'm happy for Rosa Real to contact me",
      publishConsentText: PUBLISH_WORDS,
    });
  });
});

describe("the speaker's lead file", () => {
  it('carries each consent wording and time, downloaded and e-mailed alike; answers from before receipts have empty cells', async () => {
    // An answer stored before receipts existed: consent times, no wording.
    await t.database.db.insert(responses).values({
      eventId,
      rating: 5,
      testimonial: 'From the old days.',
      attendeeName: 'Vera',
      attendeeRole: 'Director',
      attendeeEmail: 'vera@oldtimes.example',
      contactConsentAt: new Date('2026-01-02T03:04:05.000Z'),
      submittedAt: new Date('2026-01-02T03:04:05.000Z'),
    });
    const priya = await rowOf('priya@brightline.example');
    const sent = smtp.received.length;
    const res = await call('POST', `/api/speaker-admin/events/${eventId}/download-all-leads`, owner.cookie);
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Job Role,Rating,Hot Lead,Testimonial,Business Inquiry,May Contact,Contact Consent At,May Publish,Publish Consent At,Submitted At,Event,' +
        'Contact Consent Wording,Publish Consent Wording,Follow-up Status,Follow-up Note,Remind On',
    );
    // The speaker has chosen no time zone: UTC, to the second, as ISO 8601.
    const iso = (d: Date | null) => isoInTimeZone(d!, 'UTC');
    expect(lines).toContain(
      `Priya,priya@brightline.example,Head of People,5,yes,Practical and inspiring.,,yes,${iso(priya.contactConsentAt)},yes,${iso(priya.publishConsentAt)},` +
        `${iso(priya.submittedAt)},Consent Summit,${CONTACT_WORDS},${PUBLISH_WORDS},new,,`,
    );
    expect(lines).toContain(
      'Vera,vera@oldtimes.example,Director,5,yes,From the old days.,,yes,2026-01-02T03:04:05Z,no,,2026-01-02T03:04:05Z,Consent Summit,,,new,,',
    );

    await t.deps.mailer.deliverDue();
    const mail = smtp.received.slice(sent).find((m) => /^Subject: All leads from/m.test(m.raw));
    const attached = mimeAttachment(mail!.raw, 'text/csv');
    expect(attached!.bytes.equals(Buffer.from(res.body, 'utf8'))).toBe(true);
  });
});
