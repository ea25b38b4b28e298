import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, campaigns, privacyOptOuts } from '../../db/schema';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { mailPart, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { withLinksResolved } from '../../test/links';

// Why a recipient was skipped is decided once, at sending, and read back everywhere after.

let smtp: TestSmtpServer;
let t: TestContext;
let adminCookie: string;
let speakerCookie: string;
let ip = 0;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://speakerpro.example' });
  adminCookie = await signInAdmin(t.app);
  speakerCookie = (await signUpSpeaker(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
const to = (address: string) => smtp.received.filter((m) => m.to.some((a) => a.toLowerCase() === address.toLowerCase()));

async function joinWaitlist(name: string, email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: { name, email }, remoteAddress: `10.9.${ip++}.1` });
  expect(res.statusCode).toBe(201);
}

async function welcomeDraftOf(email: string): Promise<string> {
  const pending = (await get('/api/admin/pending-email-approvals', adminCookie)).json() as { id: string; recipientEmail: string }[];
  return pending.find((p) => p.recipientEmail === email)!.id;
}

/** A bulk campaign to an explicit list, saved as a draft: its public id. */
async function draftFor(campaignType: string, people: { name: string; email: string }[]): Promise<string> {
  const res = await post('/api/admin/campaigns', adminCookie, { recipients: people, campaignType, saveAsDraft: true });
  expect(res.statusCode).toBe(200);
  return res.json().campaign.id as string;
}

async function optOut(email: string) {
  await t.database.db.insert(privacyOptOuts).values({ email, emailMarketing: true });
}

async function assessed(email: string, score: number) {
  await t.database.db.insert(assessments).values({ email, score, maxScore: 120, passed: score >= 80, answers: {} });
}

describe('a skipped welcome says why, and an obsolete draft cannot be sent', () => {
  it("Paula's own welcome, after a bulk welcome reached her, is obsolete: listed as such, refused with 409, discardable", async () => {
    await joinWaitlist('Paula Park', 'paula@example.com');
    const own = await welcomeDraftOf('paula@example.com');
    const bulk = await draftFor('welcome', [{ name: 'Paula Park', email: 'paula@example.com' }]);
    expect((await post(`/api/admin/campaigns/${bulk}/approval`, adminCookie)).statusCode).toBe(200);
    await t.deps.mailer.deliverDue();
    expect(to('paula@example.com')).toHaveLength(1);

    const listed = (await get('/api/admin/pending-email-approvals', adminCookie)).json() as { id: string; obsoleteReason: string | null }[];
    expect(listed.find((p) => p.id === own)).toMatchObject({ obsoleteReason: 'already welcomed' });
    const page = (await get(`/api/admin/welcome-campaigns/${own}`, adminCookie)).json();
    expect(page).toMatchObject({ status: 'pending_approval', obsoleteReason: 'already welcomed', skipReason: 'already welcomed' });

    const refused = await post(`/api/admin/campaigns/${own}/approval`, adminCookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DRAFT_OBSOLETE', message: expect.stringContaining('already welcomed') });
    // Nothing was decided: the draft is still pending, and no second e-mail left.
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.publicId, own));
    expect(row!.status).toBe('pending');
    await t.deps.mailer.deliverDue();
    expect(to('paula@example.com')).toHaveLength(1);

    expect((await post(`/api/admin/campaigns/${own}/rejection`, adminCookie)).json()).toMatchObject({ status: 'rejected' });
    const after = (await get('/api/admin/pending-email-approvals', adminCookie)).json() as { id: string }[];
    expect(after.find((p) => p.id === own)).toBeUndefined();
  });

  it('an opted-out newcomer: approving answers the stored reason, never "sent", and it stays true after she opts back in', async () => {
    await joinWaitlist('Olive Out', 'olive@example.com');
    const own = await welcomeDraftOf('olive@example.com');
    await optOut('olive@example.com');
    const approved = await post(`/api/admin/campaigns/${own}/approval`, adminCookie);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ skippedCount: 1, sentCount: 0, skipReason: 'opted out of marketing e-mail' });
    await t.database.db.delete(privacyOptOuts).where(sql`lower(${privacyOptOuts.email}) = 'olive@example.com'`);
    const page = (await get(`/api/admin/welcome-campaigns/${own}`, adminCookie)).json();
    expect(page).toMatchObject({
      status: 'sent',
      skipReason: 'opted out of marketing e-mail',
      skippedReasons: [{ reason: 'opted out of marketing e-mail', count: 1 }],
    });
    await t.deps.mailer.deliverDue();
    expect(to('olive@example.com')).toHaveLength(0);
  });
});

/** Two of the five invited had already taken the assessment, one had opted out. */
const INVITATION_SKIPS = [
  { reason: 'already took the assessment', count: 2 },
  { reason: 'opted out of marketing e-mail', count: 1 },
];

describe('campaign results count each skip under its own reason', () => {
  it('an assessment invitation: 2 sent, 2 already took the assessment, 1 opted out; in the answer, the campaign and the outbox', async () => {
    const people = ['ann', 'ben', 'cat', 'dan', 'eve'].map((n) => ({ name: `${n} Test`, email: `${n}.invite@example.com` }));
    const id = await draftFor('assessment_invitation', people);
    await assessed('ann.invite@example.com', 70);
    await assessed('ben.invite@example.com', 95);
    await optOut('cat.invite@example.com');
    // The generator's copy list says why it leaves each one out, with the same rule.
    const copy = await post('/api/admin/campaigns', adminCookie, { recipients: people, campaignType: 'assessment_invitation' });
    expect(copy.json()).toMatchObject({
      count: 2,
      skippedCount: 3,
      skippedReasons: INVITATION_SKIPS,
    });

    const approved = await post(`/api/admin/campaigns/${id}/approval`, adminCookie);
    expect(approved.json()).toMatchObject({
      queuedCount: 2,
      skippedCount: 3,
      skippedReasons: INVITATION_SKIPS,
    });
    await t.deps.mailer.deliverDue();
    expect(to('dan.invite@example.com')).toHaveLength(1);
    expect(to('eve.invite@example.com')).toHaveLength(1);
    expect(to('ann.invite@example.com')).toHaveLength(0);
    expect(to('cat.invite@example.com')).toHaveLength(0);

    // A later opt-in changes nothing already decided.
    await t.database.db.delete(privacyOptOuts).where(sql`lower(${privacyOptOuts.email}) = 'cat.invite@example.com'`);
    const detail = (await get(`/api/admin/campaigns/${id}`, adminCookie)).json();
    expect(detail).toMatchObject({ sentCount: 2, skippedCount: 3 });
    expect(detail.skippedReasons).toEqual(INVITATION_SKIPS);
    expect(detail.recipients.find((r: { email: string }) => r.email === 'cat.invite@example.com')).toMatchObject({
      status: 'skipped',
      skipReason: 'opted out of marketing e-mail',
    });

    // Every e-mail is in the outbox, the skipped ones with their reason; the 'skipped' filter finds them.
    const skipped = (await get('/api/admin/mail-messages?status=skipped&q=.invite@', adminCookie)).json();
    const reasons = Object.fromEntries(
      (skipped.messages as { toAddress: string; status: string; skipReason: string }[]).map((m) => [m.toAddress, m.skipReason]),
    );
    expect(reasons).toEqual({
      'ann.invite@example.com': 'already took the assessment',
      'ben.invite@example.com': 'already took the assessment',
      'cat.invite@example.com': 'opted out of marketing e-mail',
    });
    const all = (await get('/api/admin/mail-messages?q=.invite@', adminCookie)).json();
    expect(all.total).toBe(5);
  });
});

describe('the e-mail says what is true of its recipient', () => {
  it('a bulk welcome drafted before Wendy took the assessment tells her her result, not to take it', async () => {
    const id = await draftFor('welcome', [
      { name: 'Wendy Waits', email: 'wendy@example.com' },
      { name: 'Nora New', email: 'nora@example.com' },
    ]);
    await assessed('wendy@example.com', 79);
    expect((await post(`/api/admin/campaigns/${id}/approval`, adminCookie)).statusCode).toBe(200);
    await t.deps.mailer.deliverDue();
    const [wendy] = to('wendy@example.com');
    const wendyText = mailPart(wendy!.raw, 'text/plain');
    expect(wendyText).toContain('You scored 79 out of 120 on the readiness assessment');
    expect(wendyText).not.toContain('A good first step is our five-minute readiness assessment');
    // SpeakerPro's own e-mail is a whole HTML document (react-email): language, head and charset.
    const html = mailPart(wendy!.raw, 'text/html');
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toMatch(/<head>.*charset=UTF-8/is);
    expect(html).toContain('You scored 79 out of 120 on the readiness assessment');
    const [nora] = to('nora@example.com');
    expect(await withLinksResolved(t.database.db, mailPart(nora!.raw, 'text/plain'))).toContain(
      'A good first step is our five-minute readiness assessment; speakers who score 80 or more out of 120 are invited first: https://speakerpro.example/readiness-assessment',
    );
  });

  it('the owner previews a draft as a chosen recipient gets it; only the owner may, and the address is checked', async () => {
    const id = await draftFor('welcome', [
      { name: 'Quinn Qualified', email: 'quinn@example.com' },
      { name: 'Rae Ready', email: 'rae@example.com' },
    ]);
    await assessed('quinn@example.com', 101);
    const quinn = await get(`/api/admin/campaigns/${id}/preview?email=QUINN@example.com`, adminCookie);
    expect(quinn.statusCode).toBe(200);
    expect(quinn.json()).toMatchObject({ email: 'quinn@example.com', subject: 'Welcome to SpeakerPro, Quinn!' });
    expect(quinn.json().text).toContain('You scored 101 out of 120');
    expect(quinn.json().text).toContain('Hi Quinn,');
    expect((await get(`/api/admin/campaigns/${id}/preview?email=rae@example.com`, adminCookie)).json().text).toContain(
      'A good first step is our five-minute readiness assessment',
    );

    const stranger = await get(`/api/admin/campaigns/${id}/preview?email=nobody@example.com`, adminCookie);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().details.fields[0].field).toBe('email');
    const bad = await get(`/api/admin/campaigns/${id}/preview?email=`, adminCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].field).toBe('email');
    expect((await get(`/api/admin/campaigns/${id}/preview?email=rae@example.com`)).statusCode).toBe(401);
    expect((await get(`/api/admin/campaigns/${id}/preview?email=rae@example.com`, speakerCookie)).statusCode).toBe(403);
  });
});
