import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { ASSESSMENT_QUESTIONS } from '../../../shared/domain/assessment';
import { personIdOf } from '../../../shared/domain/person-id';
import type { Person } from '../../../shared/contract/people';
import { mailMessages, ownerLeads, personNotes } from '../../db/schema';
import { createTestApp, linkTokenFromMail, signInAdmin, signUpSpeaker, TEST_ADMIN, type TestContext } from '../../test/harness';
import { mailHeaders, mailPart, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';

let smtp: TestSmtpServer;
let t: TestContext;
let admin: string;
let speaker: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://speakerpro.example' });
  admin = await signInAdmin(t.app);
  speaker = (await signUpSpeaker(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie: string | null = admin) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const best = () => Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options.find((o) => o.points === 10)!.value]));
let ip = 0;
const publicPost = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.9.0.${(ip += 1)}` });

/** Fiona: joins the waitlist, takes the assessment, gets a campaign e-mail, then sends an inquiry. */
const FIONA = 'fiona.fourways@example.com';
let fionaId: string;

beforeAll(async () => {
  expect((await publicPost('/api/waitlist', { name: 'Fiona Fourways', email: 'Fiona.Fourways@Example.com ' })).statusCode).toBe(201);
  expect((await publicPost('/api/assessment', { email: FIONA, answers: best() })).statusCode).toBe(201);
  const gen = await call('POST', '/api/generate-bulk-emails', {
    recipientGroup: 'qualified',
    campaignType: 'follow_up',
    saveAsDraft: true,
  });
  expect(gen.statusCode).toBe(200);
  expect((await call('POST', `/api/campaigns/${gen.json().campaign.id}/approve`)).statusCode).toBe(200);
  await t.deps.mailer.deliverDue();
  const inquiry = await publicPost('/api/event-inquiries', {
    name: 'Fiona Fourways',
    email: FIONA,
    eventType: 'Keynote',
    company: 'Fourways Ltd',
  });
  expect(inquiry.statusCode).toBe(201);
  fionaId = personIdOf(FIONA);
});

describe('GET /api/admin/people', () => {
  it('finds a person by a part of their name or address, case-insensitively and trimmed, once', async () => {
    for (const q of ['fourways', '  FIONA four', 'Fiona.Fourways@EXAMPLE.com']) {
      const res = await call('GET', `/api/admin/people?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().people).toEqual([{ id: fionaId, name: 'Fiona Fourways', emails: [FIONA] }]);
    }
    expect((await call('GET', '/api/admin/people?q=nobody-by-this-name')).json().people).toEqual([]);
  });

  it('names the field when the query is missing or blank', async () => {
    for (const url of ['/api/admin/people', '/api/admin/people?q=%20%20']) {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields).toEqual([expect.objectContaining({ field: 'q' })]);
    }
  });
});

describe('GET /api/admin/people/{id}', () => {
  it('tells where the name came from and shows waitlist, assessment, campaign e-mail and inquiry in time order', async () => {
    const res = await call('GET', `/api/admin/people/${fionaId}`);
    expect(res.statusCode).toBe(200);
    const person = res.json() as Person;
    expect(person).toMatchObject({ id: fionaId, name: 'Fiona Fourways', nameSource: 'waitlist', emails: [FIONA] });
    const at = (kind: string, summary: string) => {
      const found = person.timeline.findIndex((e) => e.kind === kind && e.summary.startsWith(summary));
      expect(found, `${kind}: ${summary}`).toBeGreaterThanOrEqual(0);
      return found;
    };
    const joined = at('waitlist', 'Joined the waitlist');
    const assessed = at('assessment', 'Took the readiness assessment: 120/120, qualified');
    const followedUp = at('campaign-email', 'Campaign e-mail "Following up from SpeakerPro"');
    const inquired = at('inquiry', 'Inquiry: Keynote');
    expect([joined, assessed, followedUp, inquired]).toEqual([joined, assessed, followedUp, inquired].sort((a, b) => a - b));
    expect(new Set([joined, assessed, followedUp, inquired]).size).toBe(4);
    // The waitlist's welcome is written for her by name before it is approved.
    expect(person.timeline.find((e) => e.kind === 'campaign-email' && e.outcome === 'pending')?.summary).toContain('Fiona');
    const ats = person.timeline.map((e) => e.at);
    expect(ats).toEqual([...ats].sort());
    expect(person.timeline[followedUp]!.outcome).toBe('sent');
    // The waitlist join and the inquiry are requests in the leads inbox: the person's status is theirs.
    expect(person.leadStatus).toBe('new');
  });

  it('answers 404 for an id no one on record has, and 400 naming the id for one that is no id', async () => {
    expect((await call('GET', `/api/admin/people/${personIdOf('never.seen@example.com')}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/people/not-an-id')).statusCode).toBe(404);
    const bad = await call('GET', '/api/admin/people/a.b');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual([expect.objectContaining({ field: 'id' })]);
  });
});

describe('notes and lead status', () => {
  it("stores the owner's note on the person and shows it in the timeline", async () => {
    const res = await call('POST', `/api/admin/people/${fionaId}/notes`, { text: '  Called her; wants a keynote in May.  ' });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.select().from(personNotes).where(eq(personNotes.email, FIONA));
    expect(rows.map((r) => r.text)).toEqual(['Called her; wants a keynote in May.']);
    const person = (await call('GET', `/api/admin/people/${fionaId}`)).json() as Person;
    expect(person.timeline.at(-1)).toMatchObject({ kind: 'note', summary: 'Called her; wants a keynote in May.' });
  });

  it('sets the status of every request the person made in the leads inbox', async () => {
    const res = await call('PUT', `/api/admin/people/${fionaId}/lead-status`, { status: 'contacted' });
    expect(res.statusCode).toBe(200);
    const leads = await t.database.db.select().from(ownerLeads).where(eq(ownerLeads.email, FIONA));
    expect(leads.length).toBeGreaterThanOrEqual(2);
    expect(leads.every((l) => l.status === 'contacted')).toBe(true);
    expect(((await call('GET', `/api/admin/people/${fionaId}`)).json() as Person).leadStatus).toBe('contacted');
  });

  it('names the field on bad input', async () => {
    for (const [url, body, field] of [
      [`/api/admin/people/${fionaId}/notes`, { text: '   ' }, 'text'],
      [`/api/admin/people/${fionaId}/notes`, { text: 'x'.repeat(5001) }, 'text'],
    ] as const) {
      const res = await call('POST', url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields).toEqual([expect.objectContaining({ field })]);
    }
    const status = await call('PUT', `/api/admin/people/${fionaId}/lead-status`, { status: 'won' });
    expect(status.statusCode).toBe(400);
    expect(status.json().details.fields).toEqual([expect.objectContaining({ field: 'status' })]);
  });
});

describe('POST /api/admin/people/{id}/messages', () => {
  it('e-mails the person through the outbox, answered to the owner', async () => {
    const before = smtp.received.length;
    const res = await call('POST', `/api/admin/people/${fionaId}/messages`, {
      subject: 'Your keynote in May',
      text: 'Hi Fiona,\n\nShall we talk on Monday?',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ to: FIONA, replyTo: TEST_ADMIN.email });
    await t.deps.mailer.deliverDue();
    const mail = smtp.received
      .slice(before)
      .find((m) => m.to.includes(FIONA) && mailHeaders(m.raw).includes('\r\nSubject: Your keynote in May\r\n'));
    expect(mail).toBeDefined();
    const headers = mailHeaders(mail!.raw);
    expect(headers).toContain(`\r\nReply-To: ${TEST_ADMIN.email}\r\n`);
    expect(mailPart(mail!.raw, 'text/plain')).toContain('Shall we talk on Monday?');

    const outbox = await call('GET', `/api/admin/mail-messages?q=${encodeURIComponent('Your keynote in May')}`);
    const listed = (outbox.json().messages as { id: number; toAddress: string; status: string }[]).find((m) => m.id === res.json().id);
    expect(listed).toMatchObject({ toAddress: FIONA, status: 'sent' });
    const person = (await call('GET', `/api/admin/people/${fionaId}`)).json() as Person;
    expect(person.timeline.find((e) => e.kind === 'message')).toMatchObject({
      summary: 'You wrote "Your keynote in May"',
      outcome: 'sent',
    });
  });

  it('names the field on bad input and sends nothing', async () => {
    const before = await t.database.db.select().from(mailMessages);
    for (const [body, field] of [
      [{ subject: '', text: 'Hello' }, 'subject'],
      [{ subject: 'x'.repeat(201), text: 'Hello' }, 'subject'],
      [{ subject: 'Hello', text: '  ' }, 'text'],
      [{ subject: 'Hello', text: 'x'.repeat(10_001) }, 'text'],
      [{ text: 'Hello' }, 'subject'],
    ] as const) {
      const res = await call('POST', `/api/admin/people/${fionaId}/messages`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().details.fields).toEqual([expect.objectContaining({ field })]);
    }
    expect(await t.database.db.select().from(mailMessages)).toHaveLength(before.length);
  });

  it('refuses an address that opted out of e-mail, saying why, and sends nothing', async () => {
    const email = 'otto.optout@example.com';
    expect((await publicPost('/api/waitlist', { name: 'Otto Optout', email })).statusCode).toBe(201);
    const optOut = await publicPost('/api/public/opt-outs', {
      email,
      optOutCategories: { email_marketing: true, social_media: false, testimonials: false, data_sharing: false },
    });
    expect(optOut.statusCode, optOut.body).toBeLessThan(300);
    const before = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email));
    const res = await call('POST', `/api/admin/people/${personIdOf(email)}/messages`, { subject: 'Hello', text: 'Hello Otto' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'RECIPIENT_OPTED_OUT' });
    expect(res.json().message).toContain('opted out');
    expect(await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email))).toHaveLength(before.length);
  });

  it("refuses an erased address; the owner's notes on it were in her download and went with the erasure", async () => {
    const email = 'erin.erased@example.com';
    const id = personIdOf(email);
    expect((await publicPost('/api/waitlist', { name: 'Erin Erased', email })).statusCode).toBe(201);
    expect((await call('POST', `/api/admin/people/${id}/notes`, { text: 'Met Erin at the fair.' })).statusCode).toBe(201);
    expect((await publicPost('/api/public/data-requests', { email })).statusCode).toBe(202);
    const token = await linkTokenFromMail(t.database, email, '/privacy/request');
    // What the owner wrote is hers to read before she erases it: counted, and in the download
    // without the console user who wrote it.
    const summary = await t.app.inject({ method: 'GET', url: `/api/public/data-requests/${token}` });
    expect(summary.json().held).toMatchObject({ ownerNotes: 1, waitlistEntries: 1 });
    const zip = unzipSync(
      new Uint8Array((await t.app.inject({ method: 'GET', url: `/api/public/data-requests/${token}/data.zip` })).rawPayload),
    );
    const notes = JSON.parse(strFromU8(zip['owner-notes.json']!)) as Record<string, unknown>[];
    expect(notes).toEqual([{ text: 'Met Erin at the fair.', createdAt: expect.any(String) }]);
    const erased = await t.app.inject({ method: 'POST', url: `/api/public/data-requests/${token}/erasure` });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await t.database.db.select().from(personNotes).where(eq(personNotes.email, email))).toEqual([]);

    const res = await call('POST', `/api/admin/people/${id}/messages`, { subject: 'Hello again', text: 'Hello Erin' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'RECIPIENT_OPTED_OUT' });
    expect(await t.database.db.select().from(mailMessages).where(eq(mailMessages.subject, 'Hello again'))).toEqual([]);
  });

  it('answers 404 for an unknown person', async () => {
    const res = await call('POST', `/api/admin/people/${personIdOf('never.seen@example.com')}/messages`, { subject: 'Hi', text: 'Hi' });
    expect(res.statusCode).toBe(404);
  });
});

describe('who may not call', () => {
  const routes = () =>
    [
      ['GET', `/api/admin/people?q=fiona`, undefined],
      ['GET', `/api/admin/people/${fionaId}`, undefined],
      ['POST', `/api/admin/people/${fionaId}/notes`, { text: 'x' }],
      ['PUT', `/api/admin/people/${fionaId}/lead-status`, { status: 'done' }],
      ['POST', `/api/admin/people/${fionaId}/messages`, { subject: 'x', text: 'x' }],
    ] as const;

  it('anonymous callers get 401, a signed-in speaker 403, and nothing changes', async () => {
    const mailBefore = (await t.database.db.select().from(mailMessages)).length;
    const notesBefore = (await t.database.db.select().from(personNotes)).length;
    for (const [method, url, body] of routes()) {
      expect((await call(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, body, speaker)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await t.database.db.select().from(mailMessages)).toHaveLength(mailBefore);
    expect(await t.database.db.select().from(personNotes)).toHaveLength(notesBefore);
  });
});
