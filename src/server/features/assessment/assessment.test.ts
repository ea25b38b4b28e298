import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS } from '../../../shared/domain/assessment';
import { assessmentReports, assessments, campaignFeedback, qualifiedLeads } from '../../db/schema';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';

let t: TestContext;
let adminCookie: string;
let speakerCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
  speakerCookie = (await signUpSpeaker(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
});

const best = () => Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options.find((o) => o.points === 10)!.value]));
// 8 answers worth 10 and 4 worth 0: exactly the pass mark.
const eighty = () => ({ ...best(), frequency: 'first', type: 'starting', website: 'none', leadMagnets: 'nothing' });
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

describe('POST /api/assessment', () => {
  it('scores on the server: exactly 80 passes, with tips for the answers under 6, and a pending report', async () => {
    const res = await post('/api/assessment', { email: ' Ada@Example.com ', answers: eighty() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'ada@example.com', score: 80, maxScore: 120, passed: true, percentage: 67, level: 'Ready' });
    expect(res.json().tips.map((x: { questionId: string }) => x.questionId)).toEqual(['frequency', 'type', 'website', 'leadMagnets']);
    const [report] = await t.database.db.select().from(assessmentReports).where(eq(assessmentReports.assessmentId, res.json().id));
    expect(report).toMatchObject({ adminStatus: 'pending', score: 80, passed: true, speakerEmail: 'ada@example.com' });
    expect(report!.reportContent).toContain('**Score:** 80 / 120 (67%)');
  });

  it('a forged score of 120 with answers worth 10 is stored as 10', async () => {
    const answers = Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options.at(-1)!.value]));
    // The lowest options add up to 8 (four questions bottom out at 2); '1-2 events' adds 2 more.
    answers.frequency = '1-2';
    const worth = 10;
    const res = await post('/api/assessment', { email: 'forger@example.com', score: 120, maxScore: 120, passed: true, answers });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ score: worth, passed: false, level: 'Building Great Momentum' });
    const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, res.json().id));
    expect(row).toMatchObject({ score: worth, passed: false });
  });

  it.each([
    [{ email: 'x@example.com', answers: { ...best(), income: 'a-million' } }, 'answers.income'],
    [{ email: 'x@example.com', answers: {} }, 'answers.frequency'],
    [{ email: 'not-an-email', answers: best() }, 'email'],
    [{ email: 'x@example.com', answers: 'all good' }, 'answers'],
  ])('rejects %j naming %s and stores nothing', async (payload, field) => {
    const before = (await t.database.db.select().from(assessments)).length;
    const res = await post('/api/assessment', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect((await t.database.db.select().from(assessments)).length).toBe(before);
  });
});

describe('qualified leads', () => {
  const leadsFor = (assessmentId: number) =>
    t.database.db.select().from(qualifiedLeads).where(eq(qualifiedLeads.assessmentId, assessmentId));
  const allLeads = () => t.database.db.select().from(qualifiedLeads);

  it("a passing assessment records its lead on the server: the e-mail's local part, the real id and score", async () => {
    const passed = (await post('/api/assessment', { email: 'Grace@Example.com', answers: best() })).json();
    expect(await leadsFor(passed.id)).toEqual([
      expect.objectContaining({ name: 'grace', email: 'grace@example.com', assessmentId: passed.id, score: 120, status: 'pending' }),
    ]);
  });

  it('a failing assessment records no lead', async () => {
    const before = (await allLeads()).length;
    const failed = (await post('/api/assessment', { email: 'low@example.com', answers: { ...eighty(), marketing: 'full' } })).json();
    expect(failed.passed).toBe(false);
    expect(await leadsFor(failed.id)).toEqual([]);
    expect((await allLeads()).length).toBe(before);
  });

  it('POST /api/qualified-leads with a known e-mail and id changes nothing: same name, same row', async () => {
    const passed = (await post('/api/assessment', { email: 'victim@example.com', answers: best() })).json();
    const [before] = await leadsFor(passed.id);
    const forged = await post('/api/qualified-leads', {
      name: 'Call +1 555 0100 now',
      email: 'victim@example.com',
      assessmentId: passed.id,
      score: 1,
      status: 'approved',
    });
    // Still answers as the spec's page expects, with the lead the server recorded.
    expect(forged.statusCode).toBe(201);
    expect(forged.json()).toMatchObject({ id: before!.id, name: 'victim', score: 120, status: 'pending' });
    expect(await leadsFor(passed.id)).toEqual([before]);
  });

  it('POST /api/qualified-leads creates no lead without a passing assessment', async () => {
    const before = await allLeads();
    const failed = (await post('/api/assessment', { email: 'low2@example.com', answers: { ...eighty(), marketing: 'full' } })).json();
    const passed = (await post('/api/assessment', { email: 'owner@example.com', answers: best() })).json();
    const afterSubmit = await allLeads();
    expect(afterSubmit.length).toBe(before.length + 1);
    expect((await post('/api/qualified-leads', { name: 'low2', email: 'low2@example.com', assessmentId: failed.id })).statusCode).toBe(400);
    expect((await post('/api/qualified-leads', { name: 'thief', email: 'thief@example.com', assessmentId: passed.id })).statusCode).toBe(
      404,
    );
    expect((await post('/api/qualified-leads', { name: 'ghost', email: 'ghost@example.com', assessmentId: 999_999 })).statusCode).toBe(404);
    expect(await allLeads()).toEqual(afterSubmit);
    expect(await leadsFor(failed.id)).toEqual([]);
  });
});

describe('campaign feedback', () => {
  const valid = {
    speakerName: 'Grace Hopper',
    speakerEmail: 'Grace@Example.com',
    emailPlatform: 'gmail',
    speakerproRating: 5,
    speakerproFeedback: 'Loved the QR flow.',
    speakingChallenge: 'Following up quickly.',
    source: 'qr_campaign',
    submittedAt: new Date().toISOString(),
  };

  it('stores an answer with the e-mail lower-cased', async () => {
    const res = await post('/api/campaign-feedback', valid);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(campaignFeedback).where(eq(campaignFeedback.id, res.json().id));
    expect(row).toMatchObject({ speakerEmail: 'grace@example.com', emailPlatform: 'gmail', speakerproRating: 5 });
  });

  it.each([
    [{ emailPlatform: 'hotmail' }, 'emailPlatform'],
    [{ speakerproRating: 0 }, 'speakerproRating'],
    [{ speakingChallenge: '' }, 'speakingChallenge'],
    [{ speakerName: 'x'.repeat(300) }, 'speakerName'],
  ])('rejects %j naming %s', async (patch, field) => {
    const res = await post('/api/campaign-feedback', { ...valid, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
  });
});

describe('admin-only lists', () => {
  it.each(['/api/assessment', '/api/admin/qualified-leads', '/api/campaign-feedback'])(
    '%s: 401 anonymous, 403 speaker, 200 admin',
    async (url) => {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: speakerCookie } })).statusCode).toBe(403);
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
      expect(res.statusCode).toBe(200);
    },
  );

  it('the admin reads assessments with their answers', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/assessment', headers: { cookie: adminCookie } })).json();
    expect(list.find((a: { email: string }) => a.email === 'ada@example.com')).toMatchObject({ score: 80, passed: true });
  });
});
