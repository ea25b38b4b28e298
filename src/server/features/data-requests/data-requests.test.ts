import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS } from '../../../shared/domain/assessment';
import { queryRows } from '../../db/client';
import { dataRequests, events, files, graphicBatches, graphics, privacyOptOuts, responses } from '../../db/schema';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { mailPart, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { hashToken } from '../../tokens';
import { answer, createOwnTalk, pngSize, speakerWithProfile } from '../../test/graphics-fixtures';

// One attendee (Rosalind) and another (Bartholomew) who answered the same two talks; only
// Rosalind asks for her data.
const ROSA = 'rosalind.quist@brightline.example';
const ROSA_NAME = 'Rosalind';
const ROSA_WORDS = 'The pricing ladder story changed how our whole team sells renewals.';
const ROSA_WORDS_B = 'Solid talk about onboarding, a little long in the middle part.';
const BART = 'bartholomew.vance@northwind.example';
const BART_WORDS = 'Bartholomew loved the renewal playbook and the live demo.';
// A third attendee who passed Rosalind on to the speaker ("Who else should hear this talk?").
const CYRUS = 'cyrus.okoro@fernway.example';
const CYRUS_WORDS = 'Cyrus will run the pricing ladder exercise with his team.';
// An address that contains Rosalind's as a substring: nothing of hers may be taken for this person's.
const LOOKALIKE = `xi.${ROSA}`;
const PUBLIC_URL = 'https://speakerpro.example';

let smtp: TestSmtpServer;
let t: TestContext;
let adminCookie: string;
let speakerA: Awaited<ReturnType<typeof speakerWithProfile>>;
let speakerB: Awaited<ReturnType<typeof speakerWithProfile>>;
let rosaGraphicFile: string;
let bartGraphicFile: string;

const post = (url: string, payload?: object, opts: { cookie?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const passing = () => Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options.find((o) => o.points === 10)!.value]));

async function graphicFor(responseId: number, cookie: string): Promise<string> {
  const [row] = await t.database.db.select().from(graphics).where(eq(graphics.responseId, responseId));
  const res = await post(`/api/graphics-approval/${row!.id}/generate`, { layout: 'classic' }, { cookie });
  if (res.statusCode !== 200) throw new Error(`graphic failed: ${res.statusCode} ${res.body}`);
  const [after] = await t.database.db.select().from(graphics).where(eq(graphics.id, row!.id));
  return after!.fileId!;
}

let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

/** Asks for a data request and returns the token from the e-mail the SMTP server received. */
async function requestLink(email: string): Promise<string> {
  const before = smtp.received.length;
  const res = await post('/api/public/data-requests', { email }, { ip: nextIp() });
  expect(res.statusCode).toBe(202);
  await t.deps.mailer.deliverDue();
  const mail = smtp.received.slice(before).find((m) => m.to.includes(email) && m.raw.includes('Subject: Your SpeakerPro data'));
  expect(mail, `a link e-mailed to ${email}`).toBeDefined();
  const text = mailPart(mail!.raw, 'text/plain');
  const match = /https:\/\/speakerpro\.example\/privacy\/request\?token=([A-Za-z0-9_-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

/** Every row of every table in the public schema, as JSON text, with its table's name. */
async function dumpAllRows(): Promise<{ table: string; row: string }[]> {
  const tables = await queryRows<{ table_name: string }>(
    t.database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: { table: string; row: string }[] = [];
  for (const { table_name } of tables) {
    const rows = await queryRows<{ j: string }>(t.database.db, sql`select row_to_json(x)::text as j from ${sql.identifier(table_name)} x`);
    for (const r of rows) out.push({ table: table_name, row: r.j });
  }
  return out;
}

async function storedFiles(dir: string): Promise<{ file: string; bytes: Buffer }[]> {
  const out: { file: string; bytes: Buffer }[] = [];
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const e of entries) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    out.push({ file, bytes: await fs.readFile(file) });
  }
  return out;
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  adminCookie = await signInAdmin(t.app);
  speakerA = await speakerWithProfile(t.app, t.database, { firstName: 'Maya', lastName: 'Okafor' });
  speakerB = await speakerWithProfile(t.app, t.database, { firstName: 'Jonas', lastName: 'Berg' });
  const eventA = await createOwnTalk(t.app, speakerA.cookie, { eventName: 'Growth Summit', talkTitle: 'Stories That Sell' });
  const eventB = await createOwnTalk(t.app, speakerB.cookie, { eventName: 'Ops Forum', talkTitle: 'Onboarding Without Tears' });

  const rosaA = await answer(t.app, eventA, { rating: 5, name: ROSA_NAME, email: ROSA, testimonial: ROSA_WORDS, jobRole: 'Head of Sales' });
  const bartA = await answer(t.app, eventA, { rating: 5, name: 'Bartholomew', email: BART, testimonial: BART_WORDS });
  await answer(t.app, eventB, { rating: 3, name: ROSA_NAME, email: ROSA, testimonial: ROSA_WORDS_B, publish: false });
  await answer(t.app, eventB, { rating: 4, name: 'Bartholomew', email: BART, testimonial: 'Useful checklists.' });
  // A correction sent from another phone waits for the attendee's confirmation (a pending answer).
  const pending = await t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload: {
      presentationId: eventA,
      rating: 4,
      testimonial: `${ROSA_WORDS} Also the Q&A.`,
      firstName: ROSA_NAME,
      jobRole: 'Head of Sales',
      workEmail: ROSA,
      publishConsent: true,
    },
  });
  expect(pending.statusCode).toBe(202);
  // Cyrus names Rosalind as someone who should hear the talk, with her agreement; a correction of
  // his from another browser, waiting for his confirmation, names her again.
  const referral = {
    presentationId: eventA,
    rating: 4,
    testimonial: CYRUS_WORDS,
    firstName: 'Cyrus',
    jobRole: 'CTO',
    workEmail: CYRUS,
    booksSpeakers: true,
    referralName: 'Rosalind Quist',
    referralEmail: ROSA.toUpperCase(),
    referralConsent: true,
  };
  expect((await t.app.inject({ method: 'POST', url: '/api/public/feedback', payload: referral })).statusCode).toBe(201);
  const cyrusAgain = await t.app.inject({ method: 'POST', url: '/api/public/feedback', payload: { ...referral, rating: 5 } });
  expect(cyrusAgain.statusCode).toBe(202);

  expect((await post(`/api/speaker-admin/events/${eventA}/generate-graphics`, undefined, { cookie: speakerA.cookie })).statusCode).toBe(
    200,
  );
  rosaGraphicFile = await graphicFor(rosaA.id, speakerA.cookie);
  bartGraphicFile = await graphicFor(bartA.id, speakerA.cookie);
  // The speaker also downloaded the talk's graphics as one ZIP, which holds Rosa's graphic too.
  const [talkA] = await t.database.db.select({ speakerUserId: events.speakerUserId }).from(events).where(eq(events.id, eventA));
  const zip = await t.deps.storage.save({
    ownerUserId: talkA!.speakerUserId,
    kind: 'graphics-zip',
    originalName: 'graphics.zip',
    mimeType: 'application/zip',
    bytes: Buffer.from('PK\x05\x06' + '\0'.repeat(18), 'binary'),
  });
  await t.database.db
    .insert(graphicBatches)
    .values({ eventId: eventA, speakerUserId: talkA!.speakerUserId, status: 'done', total: 2, completed: 2, zipFileId: zip.id });

  for (const [name, email] of [
    ['Rosalind Quist', ROSA],
    ['Bartholomew Vance', BART],
  ] as const) {
    expect((await post('/api/waitlist', { name, email }, { ip: nextIp() })).statusCode).toBe(201);
    expect((await post('/api/assessment', { email, answers: passing() }, { ip: nextIp() })).statusCode).toBe(201);
  }
  const lookalike = await post(
    '/api/event-inquiries',
    { name: 'Ximena Ruiz', eventType: 'Workshop', email: LOOKALIKE, description: 'A workshop for our team.' },
    { ip: nextIp() },
  );
  expect(lookalike.statusCode).toBe(201);
  const inquiry = await post(
    '/api/event-inquiries',
    { name: 'Rosalind Quist', eventType: 'Keynote', email: ROSA, description: 'A keynote for our sales kickoff.' },
    { ip: nextIp() },
  );
  expect(inquiry.statusCode).toBe(201);
  // An owner campaign to the waitlist reached both before Rosalind asked.
  const campaign = await post(
    '/api/generate-bulk-emails',
    { recipientGroup: 'waitlist', campaignType: 'follow_up', saveAsDraft: true },
    { cookie: adminCookie },
  );
  expect(campaign.statusCode).toBe(200);
  expect((await post(`/api/campaigns/${campaign.json().campaign.id}/approve`, {}, { cookie: adminCookie })).statusCode).toBe(200);
  await t.deps.mailer.deliverDue();
  expect(
    smtp.received
      .filter((m) => m.raw.includes('Subject: Following up from SpeakerPro'))
      .flatMap((m) => m.to)
      .sort(),
  ).toEqual([BART, ROSA]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('asking for one’s data', () => {
  it('answers 202 with the same words for an address with data and one without, and e-mails each a link', async () => {
    const known = await post('/api/public/data-requests', { email: `  ${ROSA.toUpperCase()} ` }, { ip: nextIp() });
    const unknown = await post('/api/public/data-requests', { email: 'nobody.here@example.com' }, { ip: nextIp() });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const before = smtp.received.length;
    await t.deps.mailer.deliverDue();
    const mails = smtp.received.slice(before);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['nobody.here@example.com', ROSA]);
    for (const m of mails)
      expect(mailPart(m.raw, 'text/plain')).toMatch(/https:\/\/speakerpro\.example\/privacy\/request\?token=[A-Za-z0-9_-]{43}/);
  });

  it('keeps only the SHA-256 of the link’s token, the address, the status and a 24-hour expiry', async () => {
    const token = await requestLink('kept.hash@example.com');
    const rows = await t.database.db.select().from(dataRequests).where(eq(dataRequests.email, 'kept.hash@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tokenHash: hashToken(token), status: 'requested', downloadedAt: null, erasedAt: null });
    expect(JSON.stringify(rows[0])).not.toContain(token);
    const hours = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 3600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it.each([
    ['no address', {}],
    ['a blank address', { email: '  ' }],
    ['an invalid address', { email: 'rosalind' }],
    ['an address over 254 characters', { email: `${'a'.repeat(250)}@example.com` }],
  ])('refuses %s with a 400 naming the field, and sends nothing', async (_label, payload) => {
    const before = (await t.database.db.select().from(dataRequests)).length;
    const res = await post('/api/public/data-requests', payload, { ip: nextIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain('email');
    expect((await t.database.db.select().from(dataRequests)).length).toBe(before);
  });

  it('limits requests per address (from any client) and per client (for any address)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await post('/api/public/data-requests', { email: 'flooded@example.com' }, { ip: nextIp() })).statusCode);
    expect(codes.slice(0, 3)).toEqual([202, 202, 202]);
    expect(codes.at(-1)).toBe(429);
    const ip = nextIp();
    const fromOne: number[] = [];
    for (let i = 0; i < 12; i += 1)
      fromOne.push((await post('/api/public/data-requests', { email: `one.client.${i}@example.com` }, { ip })).statusCode);
    expect(fromOne[0]).toBe(202);
    expect(fromOne.at(-1)).toBe(429);
  });
});

describe('the link', () => {
  let token: string;
  let zip: Record<string, Uint8Array>;
  const json = (name: string) => JSON.parse(new TextDecoder().decode(zip[name])) as Record<string, unknown>[];

  beforeAll(async () => {
    token = await requestLink(ROSA);
  });

  it('opens a summary of what is held for the address', async () => {
    const res = await get(`/api/public/data-requests/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: ROSA,
      status: 'requested',
      hasAccount: false,
      held: {
        answers: 2,
        graphics: 1,
        // Her graphic and the talk's ZIP that holds it: the files erasing removes.
        storedFiles: 2,
        pendingAnswers: 1,
        waitlistEntries: 1,
        assessments: 1,
        assessmentReports: 1,
        qualifiedLeads: 1,
        inquiries: 1,
      },
    });
  });

  it('downloads a ZIP with everything held about the address and nothing of anyone else', async () => {
    const res = await get(`/api/public/data-requests/${token}/data.zip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="speakerpro-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toContain('no-store');
    zip = unzipSync(new Uint8Array(res.rawPayload));

    const answers = json('answers.json');
    expect(answers).toHaveLength(2);
    const a = answers.find((x) => x.testimonial === ROSA_WORDS)!;
    expect(a).toMatchObject({
      rating: 5,
      attendeeName: ROSA_NAME,
      attendeeEmail: ROSA,
      attendeeRole: 'Head of Sales',
      talk: { eventName: 'Growth Summit', talkTitle: 'Stories That Sell', speakerName: 'Maya Okafor' },
    });
    expect(a.publishConsentAt).toEqual(expect.any(String));
    expect(answers.find((x) => x.testimonial === ROSA_WORDS_B)).toMatchObject({
      rating: 3,
      publishConsentAt: null,
      talk: { talkTitle: 'Onboarding Without Tears', speakerName: 'Jonas Berg' },
    });
    expect(json('pending-answers.json')).toHaveLength(1);
    expect(json('waitlist.json')).toMatchObject([{ name: 'Rosalind Quist', email: ROSA }]);
    expect(json('assessments.json')).toMatchObject([{ email: ROSA, passed: true }]);
    expect(json('assessment-reports.json')).toMatchObject([{ speakerEmail: ROSA }]);
    expect(json('qualified-leads.json')).toMatchObject([{ email: ROSA }]);
    expect(json('inquiries.json')).toMatchObject([{ email: ROSA, description: 'A keynote for our sales kickoff.' }]);
    expect(
      json('owner-leads.json')
        .map((l) => l.kind)
        .sort(),
    ).toEqual(['hire_inquiry', 'qualified_assessment', 'waitlist']);
    expect(json('opt-outs.json')).toEqual([]);
    // The campaign she was sent, and the welcome e-mail her waitlist join prepared for the owner's approval.
    const recipients = json('campaign-recipients.json');
    expect(recipients.map((r) => [r.email, r.status]).sort()).toEqual([
      [ROSA, 'pending'],
      [ROSA, 'sent'],
    ]);
    expect(json('free-tier-pages.json')).toEqual([]);
    const mails = json('mail.json');
    expect(mails.length).toBeGreaterThanOrEqual(4);
    for (const m of mails) expect(m.toAddress).toBe(ROSA);
    expect(json('graphics.json')).toHaveLength(1);
    const pngs = Object.keys(zip).filter((name) => name.startsWith('graphics/') && name.endsWith('.png'));
    expect(pngs).toHaveLength(1);
    expect(pngSize(Buffer.from(zip[pngs[0]!]!))).toEqual({ width: 1080, height: 1080 });
    const stored = await t.deps.storage.get(rosaGraphicFile);
    expect(Buffer.from(zip[pngs[0]!]!).equals(await fs.readFile(path.join(t.config.dataDir, 'uploads', stored!.storagePath)))).toBe(true);

    // Nothing of the other attendee, and no speaker's address, account or private notes.
    const everything = Object.values(zip)
      .map((bytes) => new TextDecoder().decode(bytes))
      .join('\n');
    for (const foreign of [
      BART,
      BART_WORDS,
      'Bartholomew',
      speakerA.user.email,
      speakerB.user.email,
      '"accessTokenHash"',
      '"tokenHash"',
      '"notes"',
      '"shareToken"',
    ]) {
      expect(everything, foreign).not.toContain(foreign);
    }
    const bartPng = await fs.readFile(path.join(t.config.dataDir, 'uploads', (await t.deps.storage.get(bartGraphicFile))!.storagePath));
    expect(Object.values(zip).some((bytes) => Buffer.from(bytes).equals(bartPng))).toBe(false);
  });

  it('exports where someone else passed her on to a speaker, without saying who did', async () => {
    expect((await get(`/api/public/data-requests/${token}`)).json().held).toMatchObject({ referrals: 2 });
    const referrals = json('referrals.json');
    expect(referrals).toHaveLength(2);
    expect(referrals[0]).toMatchObject({
      name: 'Rosalind Quist',
      email: ROSA,
      agreedAt: expect.any(String),
      talk: { eventName: 'Growth Summit', talkTitle: 'Stories That Sell', speakerName: 'Maya Okafor' },
    });
    expect(referrals[1]).toMatchObject({ name: 'Rosalind Quist', email: ROSA, waitingForConfirmationSince: expect.any(String) });
    const everything = Object.values(zip)
      .map((bytes) => new TextDecoder().decode(bytes))
      .join('\n');
    for (const foreign of [CYRUS, 'Cyrus', CYRUS_WORDS]) expect(everything, foreign).not.toContain(foreign);
  });

  it('downloads again while the link is valid; the request is marked downloaded', async () => {
    const again = await get(`/api/public/data-requests/${token}/data.zip`);
    expect(again.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ status: 'downloaded' });
    expect(row!.downloadedAt).toBeInstanceOf(Date);
  });

  it('erases every row and file about the address, keeping only a suppression entry', async () => {
    const rosaGraphicPath = path.join(t.config.dataDir, 'uploads', (await t.deps.storage.get(rosaGraphicFile))!.storagePath);
    const res = await post(`/api/public/data-requests/${token}/erasure`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      hasAccount: false,
      erased: {
        answers: 2,
        graphics: 1,
        storedFiles: 2,
        pendingAnswers: 1,
        waitlistEntries: 1,
        assessments: 1,
        assessmentReports: 1,
        qualifiedLeads: 1,
        inquiries: 1,
        ownerLeads: 3,
        campaignRecipients: 2,
        freeTierSignups: 0,
        referrals: 2,
      },
    });
    expect(res.json().erased.mailMessages).toBeGreaterThanOrEqual(4);

    const needles = [ROSA, ROSA_WORDS, ROSA_WORDS_B, 'Rosalind'];
    // Her address as a whole address, not as the tail of the look-alike one.
    const holdsHers = (text: string) =>
      new RegExp(`(^|[^a-z0-9._%+-])${ROSA.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(text) ||
      // Her name and words as written (the look-alike address holds "rosalind" in lower case).
      needles.slice(1).some((n) => text.includes(n));
    const found = (await dumpAllRows()).filter(({ row }) => holdsHers(row));
    // What remains: the suppression entry (every category opted out) and the request itself.
    const tables = [...new Set(found.map((f) => f.table))].sort();
    expect(tables, JSON.stringify(found.filter((f) => !['data_requests', 'privacy_opt_outs'].includes(f.table)))).toEqual([
      'data_requests',
      'privacy_opt_outs',
    ]);
    expect(found.filter((f) => f.table === 'privacy_opt_outs')).toHaveLength(1);
    const [optOut] = await t.database.db.select().from(privacyOptOuts).where(eq(privacyOptOuts.email, ROSA));
    expect(optOut).toMatchObject({ emailMarketing: true, socialMedia: true, testimonials: true, dataSharing: true });

    await expect(fs.access(rosaGraphicPath)).rejects.toThrow();
    expect(await t.deps.storage.get(rosaGraphicFile)).toBeUndefined();
    for (const { file, bytes } of await storedFiles(path.join(t.config.dataDir, 'uploads'))) {
      for (const n of needles) expect(bytes.includes(Buffer.from(n)), `${file} holds ${n}`).toBe(false);
    }

    // The look-alike address keeps its inquiry and the owner's notice of it, words and all.
    const lookalikeRows = (await dumpAllRows()).filter(({ row }) => row.includes(LOOKALIKE));
    expect(lookalikeRows.filter((r) => r.table === 'event_inquiries')).toHaveLength(1);
    const mail = lookalikeRows.filter((r) => r.table === 'mail_messages').map((r) => r.row);
    expect(mail.some((row) => row.includes('New hire-a-speaker inquiry: Ximena Ruiz'))).toBe(true);
    expect(mail.some((row) => row.includes('A workshop for our team.'))).toBe(true);

    // The answer that passed her on keeps its own words, without her: no name, address or agreement.
    const [cyrus] = await t.database.db.select().from(responses).where(eq(responses.attendeeEmail, CYRUS));
    expect(cyrus).toMatchObject({
      testimonial: CYRUS_WORDS,
      booksSpeakers: true,
      referralName: null,
      referralEmail: null,
      referralConsentAt: null,
    });

    // The other attendee keeps everything.
    const bart = await t.database.db.select().from(responses).where(eq(responses.attendeeEmail, BART));
    expect(bart).toHaveLength(2);
    expect(await t.deps.storage.get(bartGraphicFile)).toBeDefined();
    expect((await t.database.db.select().from(files)).some((f) => f.id === bartGraphicFile)).toBe(true);
  });

  it('a later owner campaign skips the erased address', async () => {
    const created = await post(
      '/api/generate-bulk-emails',
      {
        recipients: [
          { name: 'Rosalind Quist', email: ROSA },
          { name: 'Carla Neu', email: 'carla.neu@example.com' },
        ],
        campaignType: 'follow_up',
        saveAsDraft: true,
      },
      { cookie: adminCookie },
    );
    expect(created.statusCode).toBe(200);
    const id = created.json().campaign.id as string;
    expect((await post(`/api/campaigns/${id}/approve`, {}, { cookie: adminCookie })).statusCode).toBe(200);
    const before = smtp.received.length;
    await t.deps.mailer.deliverDue();
    const delivered = smtp.received.slice(before).flatMap((m) => m.to);
    expect(delivered).toContain('carla.neu@example.com');
    expect(delivered).not.toContain(ROSA);
  });

  it('is used up by the erasure: the summary, download and erasure answer 410 with no data', async () => {
    for (const res of [
      await get(`/api/public/data-requests/${token}`),
      await get(`/api/public/data-requests/${token}/data.zip`),
      await post(`/api/public/data-requests/${token}/erasure`),
    ]) {
      expect(res.statusCode).toBe(410);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.body).not.toContain(ROSA);
    }
  });
});

describe('who may not use a link', () => {
  it('an unknown token is 404 everywhere', async () => {
    for (const res of [
      await get('/api/public/data-requests/not-a-real-token-at-all-0123456789abcdefghij'),
      await get('/api/public/data-requests/not-a-real-token-at-all-0123456789abcdefghij/export'),
      await post('/api/public/data-requests/not-a-real-token-at-all-0123456789abcdefghij/erase'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('an expired token is 410 and erases nothing', async () => {
    const email = 'expired.link@example.com';
    expect((await post('/api/waitlist', { name: 'Ex Pired', email }, { ip: nextIp() })).statusCode).toBe(201);
    const token = await requestLink(email);
    await t.database.db
      .update(dataRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataRequests.tokenHash, hashToken(token)));
    for (const res of [
      await get(`/api/public/data-requests/${token}/data.zip`),
      await post(`/api/public/data-requests/${token}/erasure`),
    ]) {
      expect(res.statusCode).toBe(410);
      expect(res.body).not.toContain(email);
    }
    const left = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from waitlist_entries where email = ${email}`);
    expect(left[0]!.n).toBe(1);
  });

  it('a newer request replaces the older link', async () => {
    const first = await requestLink('twice@example.com');
    const second = await requestLink('twice@example.com');
    expect((await get(`/api/public/data-requests/${first}`)).statusCode).toBe(410);
    expect((await get(`/api/public/data-requests/${second}`)).statusCode).toBe(200);
  });

  it('tells the owner of a speaker account that the account is deleted from the speaker area', async () => {
    const speaker = await signUpSpeaker(t.app);
    const token = await requestLink(speaker.user.email);
    expect((await get(`/api/public/data-requests/${token}`)).json()).toMatchObject({ hasAccount: true });
    const erased = await post(`/api/public/data-requests/${token}/erasure`);
    expect(erased.json()).toMatchObject({ hasAccount: true });
    const signIn = await post('/api/speaker/login-email', { email: speaker.user.email, password: speaker.body.password }, { ip: nextIp() });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('a free QR page made with the address', () => {
  it('is in the download and erased, while the speaker account it made stays', async () => {
    const email = 'free.page.maker@example.com';
    const signup = await post(
      '/api/public/free-page-wizard-signups',
      {
        name: 'Nadia Brooks',
        email,
        phone: '+44 7700 900456',
        contentType: 'podcast',
        contentTitle: 'Stories That Sell',
        giftTitle: 'Story Prompts',
        giftUrl: 'https://nadia.example/prompts',
        speakerFriends: [{ email: 'friend.of.nadia@example.com' }],
        whatsappInterest: { interested: false },
        agentIntroInterest: { interested: true, timestamp: new Date().toISOString() },
        tier: 'free',
      },
      { ip: nextIp() },
    );
    expect(signup.statusCode, signup.body).toBeLessThan(300);
    const token = await requestLink(email);
    const view = (await get(`/api/public/data-requests/${token}`)).json();
    expect(view).toMatchObject({ hasAccount: true, held: { freeTierSignups: 1 } });
    const zip = unzipSync(new Uint8Array((await get(`/api/public/data-requests/${token}/data.zip`)).rawPayload));
    const pages = JSON.parse(new TextDecoder().decode(zip['free-tier-pages.json'])) as { payload: Record<string, unknown> }[];
    expect(pages).toHaveLength(1);
    expect(JSON.stringify(pages[0]!.payload)).toContain('agentIntroInterest');
    // The friends the maker invited are other people: their addresses are not in the download.
    const everything = Object.values(zip)
      .map((bytes) => new TextDecoder().decode(bytes))
      .join('\n');
    expect(everything).toContain(email);
    expect(everything).not.toContain('friend.of.nadia@example.com');
    const erased = await post(`/api/public/data-requests/${token}/erasure`);
    expect(erased.json()).toMatchObject({ hasAccount: true, erased: { freeTierSignups: 1 } });
    expect(erased.json().erased.ownerLeads).toBeGreaterThanOrEqual(1);
    const left = await queryRows<{ signups: number; accounts: number }>(
      t.database.db,
      sql`select (select count(*)::int from free_tier_signups s join users u on u.id = s.speaker_user_id where u.email = ${email}) as signups,
                 (select count(*)::int from users where email = ${email}) as accounts`,
    );
    expect(left[0]).toEqual({ signups: 0, accounts: 1 });
  });
});

describe('GET /api/admin/data-requests', () => {
  it('refuses anonymous and speaker sessions', async () => {
    expect((await get('/api/admin/data-requests')).statusCode).toBe(401);
    expect((await get('/api/admin/data-requests', speakerA.cookie)).statusCode).toBe(403);
  });

  it('lists each request with its status and times, never its token', async () => {
    const res = await get('/api/admin/data-requests', adminCookie);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { email: string; status: string; erasedAt: string | null; erased: Record<string, number> | null }[];
    const rosa = list.find((r) => r.email === ROSA && r.status === 'erased')!;
    expect(rosa.erasedAt).toEqual(expect.any(String));
    expect(rosa.erased).toMatchObject({ answers: 2, graphics: 1 });
    expect(list.find((r) => r.email === 'expired.link@example.com')).toMatchObject({ status: 'expired' });
    expect(list.find((r) => r.email === 'kept.hash@example.com')).toMatchObject({ status: 'requested', erasedAt: null });
    expect(res.body).not.toMatch(/token/i);
  });
});
