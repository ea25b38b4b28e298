import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudienceDetail, AudienceSummary } from '../../../shared/contract/admin-console';
import { MARKETING_CONSENT_WORDING } from '../../../shared/domain/audiences';
import { RECIPIENT_GROUPS } from '../../../shared/domain/campaign-templates';
import {
  assessments,
  campaignFeedback,
  campaignRecipients,
  campaigns,
  mailMessages,
  marketingConsents,
  privacyOptOuts,
} from '../../db/schema';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { mailPart, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { createOwnTalk, speakerWithProfile } from '../../test/graphics-fixtures';

// The owner's audiences: every segment and group in full, as CSV, and as a campaign's recipients,
// each person under the consent they gave; a talk's attendees are in none of them.

let smtp: TestSmtpServer;
let t: TestContext;
let adminCookie: string;
let speakerCookie: string;
let ip = 0;
const nextIp = () => `10.52.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp(), ...(cookie ? { headers: { cookie } } : {}) });
const to = (address: string) => smtp.received.filter((m) => m.to.some((a) => a.toLowerCase() === address.toLowerCase()));
const audience = async (key: string) => (await get(`/api/admin/audiences/${key}`, adminCookie)).json() as AudienceDetail;

function freePage(name: string, email: string, marketingConsent?: boolean) {
  return post('/api/public/free-page-signups', {
    name,
    email,
    phone: '+44 7700 900123',
    giftTitle: 'Checklist',
    giftUrl: 'https://gift.example/checklist',
    contentTypes: ['webinar'],
    ...(marketingConsent === undefined ? {} : { marketingConsent }),
  });
}

const ATTENDEE = 'attendee.audience@example.com';

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://speakerpro.example' });
  adminCookie = await signInAdmin(t.app);
  speakerCookie = (await signUpSpeaker(t.app)).cookie;
  const db = t.database.db;

  // Hot leads: rated SpeakerPro 4+ (one of them opted out of marketing e-mail).
  await db.insert(campaignFeedback).values([
    {
      speakerName: 'Hana Hot',
      speakerEmail: 'hana.hot@example.com',
      emailPlatform: 'gmail',
      speakerproRating: 5,
      speakerproFeedback: 'Great',
      speakingChallenge: 'Leads',
    },
    {
      speakerName: 'Olle Out',
      speakerEmail: 'olle.out@example.com',
      emailPlatform: 'gmail',
      speakerproRating: 4,
      speakerproFeedback: 'Good',
      speakingChallenge: 'Time',
    },
    // A name that a spreadsheet would run as a formula.
    {
      speakerName: '=HYPERLINK("http://evil.example","Click")',
      speakerEmail: 'formula@example.com',
      emailPlatform: 'gmail',
      speakerproRating: 5,
      speakerproFeedback: 'x',
      speakingChallenge: 'y',
    },
    {
      speakerName: 'Cold Carl',
      speakerEmail: 'carl.cold@example.com',
      emailPlatform: 'gmail',
      speakerproRating: 2,
      speakerproFeedback: 'Meh',
      speakingChallenge: 'z',
    },
  ]);
  await db.insert(privacyOptOuts).values({ email: 'olle.out@example.com', emailMarketing: true });
  await db.insert(assessments).values({ email: 'quinn.qualified@example.com', score: 96, maxScore: 120, passed: true, answers: {} });

  // Free pages: with and without the marketing yes; organisers: the same, and one without an address.
  expect((await freePage('Fay Free', 'fay.free@example.com', true)).statusCode).toBe(202);
  expect((await freePage('Nico Noconsent', 'nico.noconsent@example.com')).statusCode).toBe(202);
  expect(
    (
      await post('/api/event-inquiries', {
        name: 'Olga Organiser',
        eventType: 'Keynote',
        company: 'Acme',
        email: 'olga@acme.example',
        marketingConsent: true,
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (await post('/api/event-inquiries', { name: 'Otto Only-Reply', eventType: 'Workshop', email: 'otto@acme.example' })).statusCode,
  ).toBe(201);
  expect((await post('/api/event-inquiries', { name: 'Nadia No-Address', eventType: 'Conference' })).statusCode).toBe(201);

  // An attendee who answered a speaker's talk and agreed to be contacted (by the speaker).
  const speaker = await speakerWithProfile(t.app, t.database);
  const eventId = await createOwnTalk(t.app, speaker.cookie);
  const answered = await post('/api/public/feedback', {
    presentationId: eventId,
    rating: 5,
    testimonial: 'Loved it.',
    firstName: 'Ada',
    jobRole: 'CTO',
    workEmail: ATTENDEE,
    contactConsent: true,
  });
  expect(answered.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('who may read the audiences', () => {
  it.each(['/api/admin/audiences', '/api/admin/audiences/hot_lead', '/api/admin/audiences/hot_lead/csv'])(
    '%s: anonymous 401, a speaker 403',
    async (url) => {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, speakerCookie)).statusCode).toBe(403);
    },
  );

  it('an unknown audience is a 400 naming the field', async () => {
    const res = await get('/api/admin/audiences/everyone_ever', adminCookie);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('audience');
    expect(JSON.stringify(res.json())).toContain('must be one of waitlist');
  });

  it('a campaign to an unknown group is a 400 naming recipientGroup', async () => {
    const res = await post('/api/admin/campaigns', { recipientGroup: 'attendees', campaignType: 'follow_up' }, adminCookie);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('recipientGroup');
  });
});

describe('segment lists and counts', () => {
  it('lists every audience with counts of who is e-mailed and who is not, by reason', async () => {
    const res = await get('/api/admin/audiences', adminCookie);
    expect(res.statusCode).toBe(200);
    const list = res.json() as AudienceSummary[];
    expect(list.map((a) => a.key)).toEqual([...RECIPIENT_GROUPS]);
    expect(list.find((a) => a.key === 'hot_lead')).toMatchObject({
      memberCount: 3,
      eligibleCount: 2,
      excluded: [{ reason: 'opted out of marketing e-mail', count: 1 }],
    });
    expect(list.find((a) => a.key === 'free_page_speakers')).toMatchObject({
      memberCount: 2,
      eligibleCount: 1,
      excluded: [{ reason: 'gave no marketing consent', count: 1 }],
    });
    expect(list.find((a) => a.key === 'organisers')).toMatchObject({
      memberCount: 2,
      eligibleCount: 1,
      excluded: [{ reason: 'gave no marketing consent', count: 1 }],
    });
  });

  it('a segment lists all its members, not three, each with the reason they are not e-mailed', async () => {
    const hot = await audience('hot_lead');
    expect(hot.members).toEqual([
      { name: 'Hana Hot', email: 'hana.hot@example.com', detail: 'Rated SpeakerPro 5 stars', reason: null },
      { name: '=HYPERLINK("http://evil.example","Click")', email: 'formula@example.com', detail: 'Rated SpeakerPro 5 stars', reason: null },
      { name: 'Olle Out', email: 'olle.out@example.com', detail: 'Rated SpeakerPro 4 stars', reason: 'opted out of marketing e-mail' },
    ]);
    const prospects = await audience('qualified_prospect');
    expect(prospects.members).toEqual([
      { name: 'quinn.qualified', email: 'quinn.qualified@example.com', detail: 'Best assessment score 96', reason: null },
    ]);
  });

  it('free-page speakers and organisers are listed with why someone is not included', async () => {
    const free = await audience('free_page_speakers');
    expect(free.members.map((m) => [m.name, m.email, m.reason])).toEqual([
      ['Fay Free', 'fay.free@example.com', null],
      ['Nico Noconsent', 'nico.noconsent@example.com', 'gave no marketing consent'],
    ]);
    expect(free.members[0]!.detail).toMatch(/^Free page \/feedback\/fay-free/);
    const organisers = await audience('organisers');
    expect(organisers.members.map((m) => [m.name, m.email, m.detail, m.reason])).toEqual([
      ['Olga Organiser', 'olga@acme.example', 'Inquiry: Keynote for Acme', null],
      ['Otto Only-Reply', 'otto@acme.example', 'Inquiry: Workshop', 'gave no marketing consent'],
    ]);
    // The yes is kept with the words it was given to.
    const consents = await t.database.db.select().from(marketingConsents).orderBy(marketingConsents.id);
    expect(consents.map((c) => [c.email, c.source, c.wording])).toEqual([
      ['fay.free@example.com', 'free_page', 'E-mail me news and offers from SpeakerPro. I can opt out at any time.'],
      ['olga@acme.example', 'inquiry', 'E-mail me news and offers from SpeakerPro. I can opt out at any time.'],
    ]);
  });

  it("an attendee who answered a speaker's talk, even agreeing to be contacted, is in no owner audience", async () => {
    for (const key of RECIPIENT_GROUPS) {
      const a = await audience(key);
      expect(a.members.map((m) => m.email)).not.toContain(ATTENDEE);
    }
    const csv = (await get('/api/admin/audiences/all/csv', adminCookie)).body;
    expect(csv).not.toContain(ATTENDEE);
  });
});

describe('CSV export', () => {
  it('is the whole list with proper quoting, the formula neutralised, and the reason per person', async () => {
    const res = await get('/api/admin/audiences/hot_lead/csv', adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="speakerpro-audience-hot_lead-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.slice(1)).toBe(
      [
        'Name,Email,Why in this audience,E-mailed,Why not e-mailed',
        'Hana Hot,hana.hot@example.com,Rated SpeakerPro 5 stars,yes,',
        `"'=HYPERLINK(""http://evil.example"",""Click"")",formula@example.com,Rated SpeakerPro 5 stars,yes,`,
        'Olle Out,olle.out@example.com,Rated SpeakerPro 4 stars,no,opted out of marketing e-mail',
        '',
      ].join('\r\n'),
    );
  });
});

describe('a campaign to an audience', () => {
  async function sendTo(recipientGroup: string) {
    const draft = await post('/api/admin/campaigns', { recipientGroup, campaignType: 'follow_up', saveAsDraft: true }, adminCookie);
    expect(draft.statusCode).toBe(200);
    const id = draft.json().campaign.id as string;
    expect((await post(`/api/admin/campaigns/${id}/approval`, {}, adminCookie)).statusCode).toBe(200);
    await t.deps.mailer.deliverDue();
    const [c] = await t.database.db.select().from(campaigns).where(eq(campaigns.publicId, id));
    const rows = await t.database.db
      .select({ email: campaignRecipients.email, status: campaignRecipients.status, skipReason: campaignRecipients.skipReason })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, c!.id))
      .orderBy(campaignRecipients.email);
    return { id, rows, draft: draft.json() };
  }

  it('goes to the segment members the consent rule allows; the opted-out member is skipped with the reason', async () => {
    const { rows, draft } = await sendTo('hot_lead');
    expect(draft).toMatchObject({ count: 2, skippedCount: 1, skippedReasons: [{ reason: 'opted out of marketing e-mail', count: 1 }] });
    expect(rows).toEqual([
      { email: 'formula@example.com', status: 'sent', skipReason: null },
      { email: 'hana.hot@example.com', status: 'sent', skipReason: null },
      { email: 'olle.out@example.com', status: 'skipped', skipReason: 'opted out of marketing e-mail' },
    ]);
    expect(to('hana.hot@example.com')).toHaveLength(1);
    expect(to('formula@example.com')).toHaveLength(1);
    expect(to('olle.out@example.com')).toHaveLength(0);
    const [skippedMail] = await t.database.db
      .select({ status: mailMessages.status, skipReason: mailMessages.skipReason })
      .from(mailMessages)
      .where(sql`lower(${mailMessages.toAddress}) = 'olle.out@example.com'`);
    expect(skippedMail).toEqual({ status: 'skipped', skipReason: 'opted out of marketing e-mail' });
  });

  it.each([
    ['free_page_speakers', 'fay.free@example.com', 'nico.noconsent@example.com'],
    ['organisers', 'olga@acme.example', 'otto@acme.example'],
  ])('to %s reaches only the one who agreed to marketing e-mail (%s), not %s', async (group, agreed, never) => {
    const before = { agreed: to(agreed).length, never: to(never).length };
    const { rows } = await sendTo(group);
    expect(rows).toEqual([{ email: agreed, status: 'sent', skipReason: null }]);
    expect(to(agreed)).toHaveLength(before.agreed + 1);
    expect(to(never)).toHaveLength(before.never);
  });
});

describe('the marketing yes on the free QR wizard', () => {
  it('is recorded with the words and brings the speaker into the free-page audience; no yes, no row', async () => {
    const wizard = (email: string, marketingConsent: boolean) =>
      post('/api/public/free-page-wizard-signups', {
        name: 'Wanda Wizard',
        email,
        phone: '+44 7700 900123',
        contentType: 'webinar',
        giftTitle: 'Checklist',
        giftUrl: 'https://gift.example/checklist',
        marketingConsent,
      });
    expect((await wizard('wanda.yes@example.com', true)).statusCode).toBe(202);
    expect((await wizard('walt.no@example.com', false)).statusCode).toBe(202);
    const rows = await t.database.db
      .select({ email: marketingConsents.email, source: marketingConsents.source })
      .from(marketingConsents)
      .where(sql`${marketingConsents.email} like 'wa%'`);
    expect(rows).toEqual([{ email: 'wanda.yes@example.com', source: 'free_page' }]);
    const free = await audience('free_page_speakers');
    expect(free.members.filter((m) => m.email.startsWith('wa')).map((m) => [m.email, m.reason])).toEqual([
      ['wanda.yes@example.com', null],
      ['walt.no@example.com', 'gave no marketing consent'],
    ]);
  });
});

describe("the marketing yes is the person's data", () => {
  it('is in their download and goes when they erase the address, which leaves every owner audience', async () => {
    const before = smtp.received.length;
    expect((await post('/api/public/data-requests', { email: 'olga@acme.example' })).statusCode).toBe(202);
    await t.deps.mailer.deliverDue();
    const mail = smtp.received.slice(before).find((m) => m.to.includes('olga@acme.example'));
    const token = /\/privacy\/request\?token=([A-Za-z0-9_-]+)/.exec(mailPart(mail!.raw, 'text/plain'))![1]!;

    const zip = unzipSync(new Uint8Array((await get(`/api/public/data-requests/${token}/data.zip`)).rawPayload));
    const consents = JSON.parse(strFromU8(zip['marketing-consents.json']!)) as { email: string; source: string; wording: string }[];
    expect(consents).toMatchObject([{ email: 'olga@acme.example', source: 'inquiry', wording: MARKETING_CONSENT_WORDING }]);

    expect((await post(`/api/public/data-requests/${token}/erasure`, {})).statusCode).toBe(200);
    expect(await t.database.db.select().from(marketingConsents).where(eq(marketingConsents.email, 'olga@acme.example'))).toEqual([]);
    expect((await audience('organisers')).members.map((m) => m.email)).not.toContain('olga@acme.example');
  });
});
