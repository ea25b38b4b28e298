import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS } from '../../../shared/domain/assessment';
import { assessments, campaignFeedback, privacyOptOuts, qualifiedLeads, waitlistEntries } from '../../db/schema';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';

let t: TestContext;
let admin: string;
let speaker: string;

const day = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * day);
const answers = Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options[0]!.value]));
const feedback = (speakerName: string, speakerEmail: string, speakerproRating: number, submittedAt: Date) => ({
  speakerName,
  speakerEmail,
  speakerproRating,
  submittedAt,
  emailPlatform: 'gmail',
  speakerproFeedback: 'Useful',
  speakingChallenge: 'Follow-up',
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  speaker = (await signUpSpeaker(t.app)).cookie;
  const db = t.database.db;
  // Rows written directly: the public forms normalise e-mails, older or imported rows may not.
  await db.insert(waitlistEntries).values([
    { name: 'Ada Lovelace', email: 'ada@example.com', heardAbout: 'linkedin', joinedAt: ago(40) },
    { name: 'Grace Hopper', email: 'Grace@Example.com', heardAbout: null, joinedAt: ago(2) },
    { name: 'Fresh Face', email: 'fresh@example.com', heardAbout: 'word-of-mouth', joinedAt: ago(1) },
    { name: '   ', email: ' nameless@example.com', heardAbout: null, joinedAt: ago(3) },
    { name: 'Opted Out', email: 'quiet@example.com', heardAbout: null, joinedAt: ago(1) },
  ]);
  await db.insert(assessments).values([
    { email: 'grace@example.com', score: 104, maxScore: 120, passed: true, answers, createdAt: ago(2) },
    { email: 'grace@example.com', score: 70, maxScore: 120, passed: false, answers, createdAt: ago(3) },
    { email: 'ADA@example.com ', score: 88, maxScore: 120, passed: true, answers, createdAt: ago(5) },
    { email: 'stranger@example.com', score: 40, maxScore: 120, passed: false, answers, createdAt: ago(1) },
  ]);
  await db.insert(qualifiedLeads).values({ name: 'grace', email: 'grace@example.com', score: 104, status: 'pending' });
  await db
    .insert(campaignFeedback)
    .values([
      feedback('Ada L.', 'ada@example.com', 5, ago(4)),
      feedback('Meh Person', 'meh@example.com', 3, ago(4)),
      feedback('Fan', 'fan@example.com', 4, ago(2)),
      feedback('', 'quiet@example.com', 5, ago(1)),
    ]);
  await db.insert(privacyOptOuts).values({ email: 'quiet@example.com', emailMarketing: true });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('admin-only', () => {
  it.each([
    '/api/speaker-engagement/segments',
    '/api/data-integrity/check',
    '/api/admin/data-export',
    '/api/admin/data-export/waitlist/csv',
  ])('%s: anonymous 401, speaker 403', async (url) => {
    expect((await get(url)).statusCode).toBe(401);
    const asSpeaker = await get(url, speaker);
    expect(asSpeaker.statusCode).toBe(403);
    expect(asSpeaker.body).not.toContain('example.com');
  });
});

describe('GET /api/speaker-engagement/segments', () => {
  it('computes the three segments from the stored rows', async () => {
    const res = await get('/api/speaker-engagement/segments', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      hot_lead: [
        // One name per person: the waitlist's full name wins over the shorter one on the feedback form.
        { name: 'Ada Lovelace', email: 'ada@example.com', highestRating: 5 },
        { name: 'Fan', email: 'fan@example.com', highestRating: 4 },
      ],
      qualified_prospect: [
        { name: 'Grace Hopper', email: 'grace@example.com', bestAssessmentScore: 104 },
        { name: 'Ada Lovelace', email: 'ada@example.com', bestAssessmentScore: 88 },
      ],
      // Grace joined recently but took the assessment; Ada joined 40 days ago; quiet@ opted out.
      new_waitlist: [
        { name: 'Fresh Face', email: 'fresh@example.com', joinedAt: expect.any(String) },
        // No name known anywhere: shown by the address's local part (a campaign never greets by it).
        { name: 'nameless', email: 'nameless@example.com', joinedAt: expect.any(String) },
      ],
      // quiet@ (a 5-star feedback and a recent join) is not silently dropped: both segments count them.
      opted_out_left_out: { hot_lead: 1, qualified_prospect: 0, new_waitlist: 1 },
    });
  });
});

describe('GET /api/data-integrity/check', () => {
  it('finds e-mails spelled differently, blank names and assessments without a waitlist entry', async () => {
    const res = await get('/api/data-integrity/check', admin);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.duplicateEmails).toEqual([
      { email: 'ada@example.com', variations: ['ADA@example.com ', 'ada@example.com'] },
      { email: 'grace@example.com', variations: ['Grace@Example.com', 'grace@example.com'] },
    ]);
    expect(report.missingNames).toEqual([
      { source: 'waitlist', id: expect.any(Number), email: ' nameless@example.com' },
      { source: 'campaign_feedback', id: expect.any(Number), email: 'quiet@example.com' },
    ]);
    expect(report.unmatchedAssessmentEmails).toEqual(['stranger@example.com']);
    expect(report.recommendations).toHaveLength(3);
    expect(report.recommendations[0]).toMatch(/^Merge 2 e-mail addresses/);
  });
});

describe('data export', () => {
  it('answers the six lists with the documented rows', async () => {
    const res = await get('/api/admin/data-export', admin);
    expect(res.statusCode).toBe(200);
    const lists = Object.fromEntries(res.json().lists.map((l: { key: string; rows: string[][] }) => [l.key, l.rows]));
    expect(Object.keys(lists)).toEqual([
      'waitlist',
      'assessments',
      'qualified-leads',
      'feedback',
      'without-feedback',
      'without-assessment',
    ]);
    // Oldest first; a blank "how did you hear" stays unanswered rather than credited to the owner.
    expect(lists.waitlist.map((r: string[]) => [r[0], r[2]])).toEqual([
      ['Ada Lovelace', 'linkedin'],
      ['   ', 'not given'],
      ['Grace Hopper', 'not given'],
      ['Fresh Face', 'word-of-mouth'],
      ['Opted Out', 'not given'],
    ]);
    expect(lists.assessments).toHaveLength(4);
    expect(lists.assessments.find((r: string[]) => r[1] === 'stranger@example.com')[0]).toBe('Unknown Speaker');
    expect(lists['without-feedback'].map((r: string[]) => r[1])).toEqual([
      ' nameless@example.com',
      'Grace@Example.com',
      'fresh@example.com',
    ]);
    expect(lists['without-assessment'].map((r: string[]) => r[1])).toEqual([
      ' nameless@example.com',
      'fresh@example.com',
      'quiet@example.com',
    ]);
  });

  it('downloads one list as CSV with quoted fields', async () => {
    const res = await get('/api/admin/data-export/qualified-leads/csv', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="speakerpro-qualified-leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Email,Score,Status,Recorded');
    // The lead was stored as "grace" (the address); the export uses the best name known.
    expect(lines[1]).toMatch(/^Grace Hopper,grace@example\.com,104,pending,\d{4}-\d{2}-\d{2}$/);
  });

  it('neutralises a formula in a CSV cell', async () => {
    await t.database.db.insert(campaignFeedback).values(feedback('=HYPERLINK("http://evil")', 'evil@example.com', 1, ago(0)));
    const csv = (await get('/api/admin/data-export/feedback/csv', admin)).body;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('answers 400 naming the list for an unknown one', async () => {
    const res = await get('/api/admin/data-export/secrets/csv', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].field).toBe('list');
  });
});
