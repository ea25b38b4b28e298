import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCX_CONTENT_TYPE, REPORT_MESSAGES } from '../../../shared/contract/reports';
import { ASSESSMENT_QUESTIONS, type AssessmentAnswers } from '../../../shared/domain/assessment';
import { assessmentReports, mailMessages, users } from '../../db/schema';
import { NO_OWNER_EMAIL_MESSAGE } from '../../mail/owner';
import {
  confirmEmail,
  createProfile,
  createTestApp,
  endTrial,
  signInAdmin,
  signUpSpeaker,
  TEST_ADMIN,
  type TestContext,
} from '../../test/harness';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';

let t: TestContext;
let smtp: TestSmtpServer;
let adminCookie: string;
let adminId: number;
let refuseOwner = false;

beforeAll(async () => {
  smtp = await startTestSmtpServer({
    refuse: (address) => (refuseOwner && address === TEST_ADMIN.email ? '550 Mailbox unavailable' : null),
  });
  t = await createTestApp({ SMTP_URL: smtp.url });
  adminCookie = await signInAdmin(t.app);
  const [admin] = await t.database.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  adminId = admin!.id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const best = (): AssessmentAnswers =>
  Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options.find((o) => o.points === 10)!.value]));
// 8 answers worth 10 and 4 worth 0: exactly the pass mark, with four tips.
const eighty = (): AssessmentAnswers => ({ ...best(), frequency: 'first', type: 'starting', website: 'none', leadMagnets: 'nothing' });

async function newReport(email: string, answers = eighty()) {
  // Through the public form, as a visitor takes the assessment: the reports feature only reads what it stored.
  const submitted = await t.app.inject({ method: 'POST', url: '/api/public/assessments', payload: { email, answers } });
  expect(submitted.statusCode).toBe(201);
  const assessment = submitted.json<{ id: number }>();
  const [row] = await t.database.db.select().from(assessmentReports).where(eq(assessmentReports.assessmentId, assessment.id));
  return row!;
}

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const decide = (id: number, action: string, cookie = adminCookie, payload?: object) =>
  post(`/api/admin/report-approval/${id}/${action}`, cookie, payload);
const statusOf = async (id: number) => (await t.database.db.select().from(assessmentReports).where(eq(assessmentReports.id, id)))[0]!;

function documentXml(payload: Buffer): string {
  const files = unzipSync(new Uint8Array(payload));
  expect(Object.keys(files)).toContain('[Content_Types].xml');
  return strFromU8(files['word/document.xml']!);
}

/** The visible text of a Word document's body, paragraph by paragraph. */
function docxText(xml: string): string[] {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((p) =>
    [...p[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''),
  );
}

describe('who may call the admin endpoints', () => {
  let speakerCookie: string;
  let id: number;
  beforeAll(async () => {
    speakerCookie = (await signUpSpeaker(t.app)).cookie;
    id = (await newReport('guard@example.com')).id;
  });

  it.each<['GET' | 'POST', () => string]>([
    ['GET', () => '/api/admin/assessment-reports'],
    ['GET', () => `/api/admin/report-approval/${id}`],
    ['POST', () => `/api/admin/send-report-approval/${id}`],
    ['POST', () => `/api/admin/report-approval/${id}/approve`],
    ['POST', () => `/api/admin/report-approval/${id}/reject`],
  ])('%s %s: 401 anonymous, 403 speaker, nothing changes', async (method, url) => {
    expect((await t.app.inject({ method, url: url() })).statusCode).toBe(401);
    const res = await t.app.inject({ method, url: url(), headers: { cookie: speakerCookie } });
    expect(res.statusCode).toBe(403);
    expect(await statusOf(id)).toMatchObject({ adminStatus: 'pending', approvalRequestedAt: null, decidedAt: null });
  });
});

describe('GET /api/admin/assessment-reports', () => {
  it('lists every report, newest first, with the speaker account’s name, score, pass state and status', async () => {
    const speaker = await signUpSpeaker(t.app, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.list@example.com' });
    await confirmEmail(t, 'ada.list@example.com');
    const passed = await newReport('Ada.List@Example.com');
    const failed = await newReport('low.list@example.com', { ...eighty(), marketing: 'full' });
    const res = await get('/api/admin/assessment-reports', adminCookie);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number }[];
    expect(list.findIndex((r) => r.id === failed.id)).toBeLessThan(list.findIndex((r) => r.id === passed.id));
    expect(list.find((r) => r.id === passed.id)).toMatchObject({
      speakerName: 'Ada Lovelace',
      speakerEmail: 'ada.list@example.com',
      speakerId: speaker.user.id,
      score: 80,
      maxScore: 120,
      percentage: 67,
      passed: true,
      status: 'QUALIFIED',
      adminStatus: 'pending',
      approvedAt: null,
    });
    expect(list.find((r) => r.id === failed.id)).toMatchObject({
      speakerName: 'low.list',
      score: 72,
      passed: false,
      status: 'NOT_QUALIFIED',
      speakerId: null,
    });
  });

  it('filters by status and searches names and e-mails', async () => {
    const a = await newReport('filter.one@example.com');
    const b = await newReport('filter.two@example.com');
    expect((await decide(b.id, 'approve')).statusCode).toBe(200);
    const ids = async (query: string) =>
      ((await get(`/api/admin/assessment-reports?${query}`, adminCookie)).json() as { id: number; adminStatus: string }[]).map((r) => r.id);
    expect(await ids('search=FILTER.')).toEqual([b.id, a.id]);
    expect(await ids('search=filter.&status=approved')).toEqual([b.id]);
    expect(await ids('search=filter.&status=pending')).toEqual([a.id]);
    expect(await ids('search=filter.&status=all')).toEqual([b.id, a.id]);
    // A LIKE wildcard is searched for literally.
    expect(await ids('search=%25')).toEqual([]);
    const bad = await get('/api/admin/assessment-reports?status=archived', adminCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('status');
  });
});

describe('GET /api/admin/report-approval/{id}', () => {
  it('returns one report with its text and the text as blocks', async () => {
    const report = await newReport('detail@example.com');
    const res = await get(`/api/admin/report-approval/${report.id}`, adminCookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: report.id,
      speakerEmail: 'detail@example.com',
      adminStatus: 'pending',
      reportContent: report.reportContent,
    });
    // The title and the label lines are the page's own header; the blocks are the sections.
    expect(body.reportContent).toContain('# Speaker Readiness Report: detail');
    expect(body.blocks[0]).toEqual({ type: 'heading', level: 2, text: 'Summary' });
    expect(body.blocks).toContainEqual({ type: 'heading', level: 3, text: `1. ${ASSESSMENT_QUESTIONS[0]!.question}` });
    expect(body.blocks).toContainEqual({
      type: 'bullet',
      runs: [
        { text: 'Points:', bold: true },
        { text: ' 0 / 10', bold: false },
      ],
    });
  });

  it('answers 404 with the spec’s message for an unknown report, 400 for an id that cannot be one', async () => {
    const res = await get('/api/admin/report-approval/999999', adminCookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(REPORT_MESSAGES.notFound);
    const bad = await get('/api/admin/report-approval/abc', adminCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
  });
});

describe('POST /api/admin/send-report-approval/{id}', () => {
  it('e-mails the owner a link to the approval page and records when', async () => {
    const report = await newReport('send@example.com');
    const before = smtp.received.length;
    const res = await post(`/api/admin/send-report-approval/${report.id}`, adminCookie, {});
    expect(res.statusCode).toBe(200);
    const link = `${t.config.publicUrl}/admin/report-approval/${report.id}`;
    expect(res.json()).toMatchObject({
      success: true,
      approvalUrl: link,
      emailStatus: 'sent',
      message: expect.stringMatching(/^Approval request sent to /),
    });
    const mail = smtp.received.slice(before).find((m) => m.to.includes(TEST_ADMIN.email));
    expect(mail).toBeDefined();
    expect(mail!.raw.replace(/=\r?\n/g, '')).toContain(link);
    expect(mail!.raw).toContain('send@example.com');
    const stored = await statusOf(report.id);
    expect(stored.adminStatus).toBe('pending');
    expect(stored.approvalRequestedAt?.toISOString()).toBe(res.json().approvalRequestedAt);
    const [row] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.source, 'report-approval'));
    expect(row).toMatchObject({ toAddress: TEST_ADMIN.email, status: 'sent' });
  });

  it('refuses a decided report (409) and an unknown one (404)', async () => {
    const report = await newReport('send.decided@example.com');
    await decide(report.id, 'reject');
    const res = await post(`/api/admin/send-report-approval/${report.id}`, adminCookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REPORT_MESSAGES.sendNotPending('rejected'));
    expect((await statusOf(report.id)).approvalRequestedAt).toBeNull();
    expect((await post('/api/admin/send-report-approval/999999', adminCookie)).statusCode).toBe(404);
  });

  it('says clearly when no owner address is configured', async () => {
    const report = await newReport('send.noowner@example.com');
    const saved = t.config.admin;
    t.config.admin = undefined;
    try {
      const res = await post(`/api/admin/send-report-approval/${report.id}`, adminCookie);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'NO_OWNER_EMAIL', message: NO_OWNER_EMAIL_MESSAGE });
    } finally {
      t.config.admin = saved;
    }
    expect((await statusOf(report.id)).approvalRequestedAt).toBeNull();
  });

  it('passes the mail server’s refusal on and records nothing', async () => {
    const report = await newReport('send.refused@example.com');
    refuseOwner = true;
    try {
      const res = await post(`/api/admin/send-report-approval/${report.id}`, adminCookie);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toContain('Mailbox unavailable');
    } finally {
      refuseOwner = false;
    }
    expect((await statusOf(report.id)).approvalRequestedAt).toBeNull();
  });
});

describe('POST /api/admin/report-approval/{id}/{action}', () => {
  it('approves once, records the session’s admin (not the body’s) and tells the speaker', async () => {
    const report = await newReport('decide@example.com');
    const before = smtp.received.length;
    const res = await decide(report.id, 'approve', adminCookie, { approvedBy: 'someone-else@example.com', action: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Report Approved',
      speakerNotification: 'sent',
      report: { adminStatus: 'approved', decidedBy: TEST_ADMIN.email },
    });
    expect(res.json().report.approvedAt).toBe(res.json().report.decidedAt);
    const stored = await statusOf(report.id);
    expect(stored).toMatchObject({ adminStatus: 'approved', decidedByUserId: adminId });
    expect(stored.decidedAt).not.toBeNull();
    const mail = smtp.received.slice(before).find((m) => m.to.includes('decide@example.com'));
    expect(mail?.raw).toContain('/speaker-admin/assessment-reports');

    const again = await decide(report.id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REPORT_MESSAGES.notPending('approved'));
    expect((await statusOf(report.id)).adminStatus).toBe('approved');
  });

  it('rejects without e-mailing the speaker; a second decision is a 409', async () => {
    const report = await newReport('decide.reject@example.com');
    const before = smtp.received.length;
    const res = await decide(report.id, 'reject', adminCookie, { rejectedBy: 'x', action: 'reject' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Report Rejected',
      speakerNotification: 'none',
      report: { adminStatus: 'rejected', approvedAt: null },
    });
    expect(smtp.received.slice(before).some((m) => m.to.includes('decide.reject@example.com'))).toBe(false);
    expect((await decide(report.id, 'reject')).statusCode).toBe(409);
  });

  it('validates the action and the id', async () => {
    const report = await newReport('decide.bad@example.com');
    // Approving and rejecting are the only decisions, each at its own address: any other is no route.
    expect((await decide(report.id, 'maybe')).statusCode).toBe(404);
    const mismatch = await decide(report.id, 'approve', adminCookie, { action: 'reject' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details.fields).toEqual([{ field: 'action', message: 'must match the path (approve)' }]);
    expect((await statusOf(report.id)).adminStatus).toBe('pending');
    const unknown = await decide(999999, 'approve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(REPORT_MESSAGES.notFound);
  });
});

describe('the speaker’s reports', () => {
  let owner: Awaited<ReturnType<typeof signUpSpeaker>>;
  let other: Awaited<ReturnType<typeof signUpSpeaker>>;
  let approved: typeof assessmentReports.$inferSelect;
  let pending: typeof assessmentReports.$inferSelect;
  let rejected: typeof assessmentReports.$inferSelect;

  beforeAll(async () => {
    owner = await signUpSpeaker(t.app, { firstName: 'Grace', lastName: 'Hopper', email: 'grace.reports@example.com' });
    await confirmEmail(t, 'grace.reports@example.com');
    other = await signUpSpeaker(t.app, { firstName: 'Other', lastName: 'Speaker', email: 'other.reports@example.com' });
    await confirmEmail(t, 'other.reports@example.com');
    approved = await newReport('GRACE.reports@example.com');
    pending = await newReport('grace.reports@example.com', best());
    rejected = await newReport('grace.reports@example.com', best());
    expect((await decide(approved.id, 'approve')).statusCode).toBe(200);
    expect((await decide(rejected.id, 'reject')).statusCode).toBe(200);
  });

  it('lists only the approved reports whose e-mail is the speaker’s', async () => {
    const res = await get('/api/speaker-admin/assessment-reports', owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      reports: [
        expect.objectContaining({
          id: approved.id,
          speakerName: 'Grace Hopper',
          score: 80,
          maxScore: 120,
          percentage: 67,
          passed: true,
          downloadUrl: `/api/speaker-admin/assessment-reports/${approved.id}/report.docx`,
        }),
      ],
      plan: { tier: 'lite', included: 3, locked: 0, message: null },
    });
    expect((await get('/api/speaker-admin/assessment-reports', other.cookie)).json().reports).toEqual([]);
  });

  it('downloads an approved report as a real Word document with the speaker, date, score and tips', async () => {
    const res = await get(`/api/speaker-admin/assessment-reports/${approved.id}/report.docx`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX_CONTENT_TYPE);
    const date = approved.generatedAt.toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="speakerpro-readiness-report-grace-hopper-${date}.docx"`);
    const text = docxText(documentXml(res.rawPayload));
    expect(text[0]).toBe('Speaker Readiness Report');
    expect(text).toContain('Speaker: Grace Hopper');
    expect(text).toContain('E-mail: grace.reports@example.com');
    const enGb = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(
      approved.generatedAt,
    );
    expect(text).toContain(`Assessment date: ${enGb}`);
    expect(text).toContain('Score: 80 / 120 (67%)');
    expect(text).toContain('Result: Passed: QUALIFIED');
    expect(text).toContain(`1. ${ASSESSMENT_QUESTIONS[0]!.question}`);
    expect(text).toContain(`Tip: ${ASSESSMENT_QUESTIONS[0]!.tip}`);
    expect(text).toContain('Where to grow');
    // The title and label lines of the stored text are the header; they are not repeated.
    expect(text.filter((line) => line.startsWith('Score:'))).toHaveLength(1);
    expect(text.join('\n')).not.toContain('**');
  });

  it('reads one report as blocks', async () => {
    const res = await get(`/api/speaker-admin/assessment-reports/${approved.id}`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: approved.id, score: 80 });
    expect(res.json().blocks.length).toBeGreaterThan(20);
    expect(res.json()).not.toHaveProperty('reportContent');
  });

  it('hides pending, rejected, unknown and other speakers’ reports behind the same 404', async () => {
    for (const [id, cookie] of [
      [pending.id, owner.cookie],
      [rejected.id, owner.cookie],
      [999999, owner.cookie],
      [approved.id, other.cookie],
    ] as const) {
      for (const url of [`/api/speaker-admin/assessment-reports/${id}`, `/api/speaker-admin/assessment-reports/${id}/report.docx`]) {
        const res = await get(url, cookie);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message).toBe(REPORT_MESSAGES.notFound);
      }
    }
  });

  it('401 anonymous, 403 for the admin (not a speaker)', async () => {
    for (const url of [
      '/api/speaker-admin/assessment-reports',
      `/api/speaker-admin/assessment-reports/${approved.id}`,
      `/api/speaker-admin/assessment-reports/${approved.id}/report.docx`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, adminCookie)).statusCode, url).toBe(403);
    }
  });

  it('matches the account e-mail only: a profile work e-mail set to someone else opens nothing', async () => {
    const speaker = await signUpSpeaker(t.app, { email: 'personal.work@example.com' });
    await confirmEmail(t, 'personal.work@example.com');
    await createProfile(t.database, speaker.user, { slug: 'work-email-speaker', workEmail: 'Work.Address@Example.com' });
    const report = await newReport('work.address@example.com');
    await decide(report.id, 'approve');
    const list = (await get('/api/speaker-admin/assessment-reports', speaker.cookie)).json();
    expect(list.reports).toEqual([]);
    expect((await get(`/api/speaker-admin/assessment-reports/${report.id}/report.docx`, speaker.cookie)).statusCode).toBe(404);
  });
});

describe('plan limits', () => {
  it('Lite opens the first 3 approved reports; the 4th is a 403 naming the limit', async () => {
    const speaker = await signUpSpeaker(t.app, { email: 'lite.limit@example.com' });
    await confirmEmail(t, 'lite.limit@example.com');
    const reports = [];
    for (let i = 0; i < 4; i += 1) {
      const r = await newReport('lite.limit@example.com');
      expect((await decide(r.id, 'approve')).statusCode).toBe(200);
      reports.push(r);
    }
    const list = (await get('/api/speaker-admin/assessment-reports', speaker.cookie)).json();
    expect(list.reports.map((r: { id: number }) => r.id)).toEqual([reports[2]!.id, reports[1]!.id, reports[0]!.id]);
    expect(list.plan).toEqual({ tier: 'lite', included: 3, locked: 1, message: REPORT_MESSAGES.liteLimit });
    expect(REPORT_MESSAGES.liteLimit).toMatch(/^Your Lite plan includes 3 assessment reports\./);

    for (const r of reports.slice(0, 3)) {
      expect((await get(`/api/speaker-admin/assessment-reports/${r.id}/report.docx`, speaker.cookie)).statusCode).toBe(200);
    }
    for (const url of [
      `/api/speaker-admin/assessment-reports/${reports[3]!.id}/report.docx`,
      `/api/speaker-admin/assessment-reports/${reports[3]!.id}`,
    ]) {
      const res = await get(url, speaker.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'PLAN_LIMIT', message: REPORT_MESSAGES.liteLimit });
    }
  });

  it('the free plan opens none and says reports come with Lite', async () => {
    const speaker = await signUpSpeaker(t.app, { email: 'free.plan@example.com' });
    await confirmEmail(t, 'free.plan@example.com');
    await createProfile(t.database, speaker.user, { slug: 'free-plan-speaker' });
    await endTrial(t.database, speaker.user.id);
    const report = await newReport('free.plan@example.com');
    await decide(report.id, 'approve');
    const list = (await get('/api/speaker-admin/assessment-reports', speaker.cookie)).json();
    expect(list).toEqual({ reports: [], plan: { tier: 'free', included: 0, locked: 1, message: REPORT_MESSAGES.freeTier } });
    const res = await get(`/api/speaker-admin/assessment-reports/${report.id}/report.docx`, speaker.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'PLAN_REQUIRED', message: REPORT_MESSAGES.freeTier, details: { plan: 'lite' } });
  });
});
