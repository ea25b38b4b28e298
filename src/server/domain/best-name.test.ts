import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS } from '../../shared/domain/assessment';
import { assessments, qualifiedLeads, waitlistEntries } from '../db/schema';
import { createTestApp, signInAdmin, signUpSpeaker, TEST_ADMIN, type TestContext } from '../test/harness';
import { mailHeaders, mailPart, startTestSmtpServer, type TestSmtpServer } from '../test/smtp';

let smtp: TestSmtpServer;
let t: TestContext;
let admin: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://speakerpro.example' });
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const best = () => Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options.find((o) => o.points === 10)!.value]));
const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** The assessment as a visitor takes it on /readiness-assessment: the real endpoint, all answers worth 10. */
async function takeAssessment(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/assessment', payload: { email, answers: best() } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string | null };
}

/** The text of the message with this subject the SMTP server received for `address` from index `since` on. */
function textTo(address: string, subject: string, since: number): string {
  const mail = smtp.received
    .slice(since)
    .find((m) => m.to.some((a) => a.toLowerCase() === address.toLowerCase()) && mailHeaders(m.raw).includes(`\r\nSubject: ${subject}\r\n`));
  expect(mail, `"${subject}" to ${address}`).toBeDefined();
  return mailPart(mail!.raw, 'text/plain');
}

const nameIn = <T extends { email: string }>(rows: T[], email: string, field: keyof T = 'name' as keyof T) =>
  rows.find((r) => r.email === email)?.[field];

async function exported() {
  return (await call('GET', '/api/admin/data-export')).json() as { lists: { key: string; header: string[]; rows: string[][] }[] };
}

/** Every export row for `email` (Name is column 0, Email column 1), by list. */
async function exportRowsFor(email: string): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const list of (await exported()).lists) {
    const names = list.rows.filter((r) => r[1]!.trim().toLowerCase() === email).map((r) => r[0]!);
    if (names.length > 0) out[list.key] = names;
  }
  return out;
}

async function reportFor(email: string) {
  const list = (await call('GET', '/api/admin/assessment-reports')).json() as { id: number; speakerEmail: string; speakerName: string }[];
  return list.find((r) => r.speakerEmail === email)!;
}

/** The owner approves the report; the speaker is told by e-mail. Answers that e-mail's text. */
async function approveReport(email: string): Promise<string> {
  const before = smtp.received.length;
  const report = await reportFor(email);
  expect((await call('POST', `/api/admin/report-approval/${report.id}/approve`)).statusCode).toBe(200);
  return textTo(email, 'Your SpeakerPro readiness report is ready', before);
}

/** A follow-up to the qualified speakers, approved by the owner and delivered: the text `email` received. */
async function followUpTo(email: string): Promise<string> {
  const gen = await call('POST', '/api/generate-bulk-emails', {
    recipientGroup: 'qualified',
    campaignType: 'follow_up',
    saveAsDraft: true,
  });
  expect(gen.statusCode).toBe(200);
  const before = smtp.received.length;
  expect((await call('POST', `/api/campaigns/${gen.json().campaign.id}/approve`)).statusCode).toBe(200);
  await t.deps.mailer.deliverDue();
  return textTo(email, 'Following up from SpeakerPro', before);
}

describe('one name per person', () => {
  it('Quinn, signed up as Quinn Qualified and then assessed, is Quinn Qualified everywhere and greeted "Hi Quinn,"', async () => {
    const email = 'quinn.qualified@example.com';
    await signUpSpeaker(t.app, { firstName: 'Quinn', lastName: 'Qualified', email });
    expect((await takeAssessment('Quinn.Qualified@Example.com')).name).toBe('Quinn Qualified');

    // Assessment details and qualified speakers read these two lists.
    expect(nameIn((await call('GET', '/api/assessment')).json(), email)).toBe('Quinn Qualified');
    expect(nameIn((await call('GET', '/api/admin/qualified-leads')).json(), email)).toBe('Quinn Qualified');

    const segments = (await call('GET', '/api/speaker-engagement/segments')).json();
    expect(nameIn(segments.qualified_prospect, email)).toBe('Quinn Qualified');

    expect(await exportRowsFor(email)).toEqual({ assessments: ['Quinn Qualified'], 'qualified-leads': ['Quinn Qualified'] });
    for (const list of ['assessments', 'qualified-leads']) {
      const csv = await call('GET', `/api/admin/data-export/${list}/csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain(`\r\nQuinn Qualified,${email},`);
    }

    expect((await reportFor(email)).speakerName).toBe('Quinn Qualified');
    const told = await approveReport(email);
    expect(told).toContain('Hi Quinn,');

    // The owner's campaign to qualified speakers greets Quinn by name.
    const text = await followUpTo(email);
    expect(text).toContain('Hi Quinn,');
    expect(text).not.toContain('quinn.qualified,');
  });

  it('Quinn, assessed first and signed up as Quinn Qualified later, is Quinn Qualified in the leads inbox and its CSV', async () => {
    const email = 'quinn.later@example.com';
    await takeAssessment(email);
    const leadName = async () =>
      ((await call('GET', '/api/admin/leads')).json().leads as { email: string | null; name: string }[]).find((l) => l.email === email)
        ?.name;
    expect(await leadName()).toBe('quinn.later');
    await signUpSpeaker(t.app, { firstName: 'Quinn', lastName: 'Qualified', email });
    expect(await leadName()).toBe('Quinn Qualified');
    const csv = await call('GET', '/api/admin/leads.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`,Quinn Qualified,${email},`);
    expect(csv.body).not.toContain('quinn.later,');
  });

  it('the speaker profile names a person before the account, also when the name is learned after the assessment', async () => {
    const email = 'pat.profile@example.com';
    expect((await takeAssessment(email)).name).toBeNull();
    const { cookie } = await signUpSpeaker(t.app, { firstName: 'Pat', lastName: 'Account', email });
    const profile = await call(
      'POST',
      '/api/speaker-admin/profile',
      { firstName: 'Patricia', lastName: 'Profile', workEmail: email, emailProvider: 'gmail', isOnboardingComplete: true },
      cookie,
    );
    expect(profile.statusCode).toBe(200);

    expect(nameIn((await call('GET', '/api/assessment')).json(), email)).toBe('Patricia Profile');
    expect(nameIn((await call('GET', '/api/admin/qualified-leads')).json(), email)).toBe('Patricia Profile');
    expect(nameIn((await call('GET', '/api/speaker-engagement/segments')).json().qualified_prospect, email)).toBe('Patricia Profile');
    expect(await exportRowsFor(email)).toEqual({ assessments: ['Patricia Profile'], 'qualified-leads': ['Patricia Profile'] });

    // The report was written before any name was known; the reports show the one name all the same,
    // and the owner finds it by that name.
    const report = await reportFor(email);
    expect(report.speakerName).toBe('Patricia Profile');
    const found = (await call('GET', '/api/admin/assessment-reports?search=patricia')).json() as { id: number }[];
    expect(found.map((r) => r.id)).toEqual([report.id]);
    const detail = (await call('GET', `/api/admin/report-approval/${report.id}`)).json();
    expect(detail.speakerName).toBe('Patricia Profile');
    expect(await approveReport(email)).toContain('Hi Patricia,');
  });

  it("a profile's work e-mail (free text) does not rename the person who owns that address", async () => {
    const email = 'rosa.real@example.com';
    await signUpSpeaker(t.app, { firstName: 'Rosa', lastName: 'Real', email });
    await takeAssessment(email);
    const { cookie } = await signUpSpeaker(t.app, { firstName: 'Mallory', lastName: 'Mask', email: 'mallory.mask@example.com' });
    const profile = await call(
      'POST',
      '/api/speaker-admin/profile',
      { firstName: 'Not', lastName: 'Rosa', workEmail: 'Rosa.Real@example.com', emailProvider: 'gmail', isOnboardingComplete: true },
      cookie,
    );
    expect(profile.statusCode).toBe(200);
    expect(nameIn((await call('GET', '/api/assessment')).json(), email)).toBe('Rosa Real');
    expect(await exportRowsFor(email)).toEqual({ assessments: ['Rosa Real'], 'qualified-leads': ['Rosa Real'] });
  });

  it('someone with no known name is greeted "Hi there," and never by the address', async () => {
    const email = 'nobody.known@example.com';
    expect((await takeAssessment(email)).name).toBeNull();
    // Screens still need something to show; the local part is only that.
    expect(nameIn((await call('GET', '/api/admin/qualified-leads')).json(), email)).toBe('nobody.known');

    const told = await approveReport(email);
    expect(told).toContain('Hi there,');
    expect(told).not.toContain('nobody.known,');

    const text = await followUpTo(email);
    expect(text).toContain('Hi there,');
    expect(text).not.toMatch(/Hi nobody/);

    // A list that gives the address's local part (or the address) as the name gives no name; the
    // subject then leaves the name out.
    for (const name of ['', 'not.assessed', 'Not.Assessed@example.com']) {
      const gen = await call('POST', '/api/generate-bulk-emails', {
        recipients: [{ name, email: 'not.assessed@example.com' }],
        campaignType: 'assessment_invitation',
      });
      expect(gen.statusCode).toBe(200);
      const [mail] = gen.json().emails as { subject: string; textContent: string }[];
      expect(mail!.textContent).toContain('Hi there,');
      expect(mail!.textContent).not.toMatch(/Hi not/i);
      expect(mail!.subject).toBe('How ready is your speaking business?');
    }
  });

  it('Marcus, who typed "Marcus" for marcus@…, is greeted "Hi Marcus,": a typed name is a name even when it matches the address', async () => {
    const email = 'marcus@example.com';
    const joined = await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: { name: 'Marcus', email } });
    expect(joined.statusCode).toBe(201);
    expect((await takeAssessment(email)).name).toBe('Marcus');
    expect(await approveReport(email)).toContain('Hi Marcus,');
    const text = await followUpTo(email);
    expect(text).toContain('Hi Marcus,');
    expect(text).not.toContain('Hi there,');
  });

  it('an assessment taken with no name on record keeps the local part it was filed under as no name, also later', async () => {
    // The report and the lead were written under "olive" (the local part): the server's stand-in, not a name Olive typed.
    const email = 'olive@example.com';
    expect((await takeAssessment(email)).name).toBeNull();
    expect(await approveReport(email)).toContain('Hi there,');
    expect(nameIn((await call('GET', '/api/admin/qualified-leads')).json(), email)).toBe('olive');
  });

  it('a list of recipients given to the generator gets the best name known, and its own name only for someone unknown', async () => {
    await signUpSpeaker(t.app, { firstName: 'Lena', lastName: 'Listed', email: 'lena.listed@example.com' });
    const gen = await call('POST', '/api/generate-bulk-emails', {
      recipients: [
        { name: 'lena.listed', email: 'LENA.LISTED@example.com' },
        { name: 'Vic Given', email: 'vic.given@example.com' },
      ],
      campaignType: 'assessment_invitation',
    });
    expect(gen.statusCode).toBe(200);
    const emails = gen.json().emails as { email: string; name: string; textContent: string }[];
    expect(emails.map((e) => [e.name, e.textContent.split('\n')[0]])).toEqual([
      ['Lena Listed', 'Hi Lena,'],
      ['Vic Given', 'Hi Vic,'],
    ]);
  });

  it('a waitlist entry and a feedback form under a known address show the one name in segments, exports and the welcome e-mail', async () => {
    const email = 'wyn.waits@example.com';
    await signUpSpeaker(t.app, { firstName: 'Wyn', lastName: 'Waits', email });
    const joined = await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: { name: 'W. W.', email: 'Wyn.Waits@Example.com' } });
    expect(joined.statusCode).toBe(201);
    const feedback = await t.app.inject({
      method: 'POST',
      url: '/api/campaign-feedback',
      payload: {
        speakerName: 'Wynnie',
        speakerEmail: email,
        emailPlatform: 'gmail',
        speakerproRating: 5,
        speakerproFeedback: 'Great',
        speakingChallenge: 'Leads',
      },
    });
    expect(feedback.statusCode).toBe(201);

    const segments = (await call('GET', '/api/speaker-engagement/segments')).json();
    expect(nameIn(segments.new_waitlist, email)).toBe('Wyn Waits');
    expect(nameIn(segments.hot_lead, email)).toBe('Wyn Waits');
    expect(await exportRowsFor(email)).toEqual({
      waitlist: ['Wyn Waits'],
      feedback: ['Wyn Waits'],
      'without-assessment': ['Wyn Waits'],
    });

    const pending = (await call('GET', '/api/pending-email-approvals')).json() as {
      id: string;
      recipient_email: string;
      recipient_name: string;
    }[];
    const welcome = pending.find((p) => p.recipient_email === email)!;
    expect(welcome.recipient_name).toBe('Wyn Waits');
    const draft = (await call('GET', `/api/welcome-email-approval/${welcome.id}`)).json();
    expect(draft.emailText).toContain('Hi Wyn,');
  });

  it('matches stored addresses ignoring case and spaces, takes the assessment’s own name last, and not the owner’s placeholder', async () => {
    const db = t.database.db;
    await db.insert(waitlistEntries).values({ name: 'Mia Mixed', email: ' Mia.Mixed@Example.COM ' });
    expect((await takeAssessment('mia.mixed@example.com')).name).toBe('Mia Mixed');

    // A lead recorded with a name by an older version of the page: that is the assessment's own name.
    const [legacy] = await db
      .insert(assessments)
      .values({ email: 'lee.legacy@example.com', score: 100, maxScore: 120, passed: true, answers: best() })
      .returning();
    await db
      .insert(qualifiedLeads)
      .values({ name: 'Lee Legacy', email: 'lee.legacy@example.com', assessmentId: legacy!.id, score: 100, status: 'pending' });
    expect(nameIn((await call('GET', '/api/assessment')).json(), 'lee.legacy@example.com')).toBe('Lee Legacy');

    // The owner's account is named "Admin SpeakerPro" by the server, not by a person.
    expect((await takeAssessment(TEST_ADMIN.email)).name).toBeNull();
  });
});
