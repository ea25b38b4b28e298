import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS } from '../../../shared/domain/assessment';
import { ownerLeads } from '../../db/schema';
import { daysFromNow } from '../../test/dates';
import { createTestApp, signInAdmin, signUpSpeaker, TEST_ADMIN, type TestContext } from '../../test/harness';
import { mailHeaders, mailText, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { notifyOwnerOfUrgentLeads, ownerLeadDeps, recordLead, sendDailyDigest } from '../../domain/owner-leads';

const HIRE_DAY = daysFromNow(120);

let smtp: TestSmtpServer;
let t: TestContext;
let adminCookie: string;
let speakerCookie: string;

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

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, cookie?: string, remoteAddress = '10.9.0.1') =>
  t.app.inject({ method, url, remoteAddress, ...(payload ? { payload } : {}), ...(cookie ? { headers: { cookie } } : {}) });
const mailTo = (address: string) => smtp.received.filter((m) => m.to.some((a) => a.toLowerCase() === address.toLowerCase()));
const ownerMail = () => mailTo(TEST_ADMIN.email);
/** The received message's text with quoted-printable soft breaks undone. */

const best = () => Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options.find((o) => o.points === 10)!.value]));

describe("the owner's inbox of leads", () => {
  it('gathers a free page with its WhatsApp and agent answers, a hire inquiry, a waitlist join and a qualified assessment; urgent ones are e-mailed at once', async () => {
    const before = ownerMail().length;
    const wizard = await call('POST', '/api/free-tier-signup', {
      name: 'Nadia Brooks',
      email: 'nadia.brooks@example.com',
      phone: '+44 7700 900456',
      contentType: 'podcast',
      giftTitle: 'Story Prompts',
      giftUrl: 'https://nadia.example/prompts',
      whatsappInterest: { interested: true, phoneNumber: '+44 7700 900456', agreedToTerms: true },
      agentIntroInterest: { interested: true },
    });
    expect(wizard.statusCode).toBe(202);
    const inquiry = await call('POST', '/api/event-inquiries', {
      name: 'Olu Organiser',
      email: 'olu@events.example',
      company: 'Acme Events',
      eventType: 'Keynote',
      eventDate: HIRE_DAY,
      audienceSize: 300,
      description: 'Opening keynote on sales storytelling.',
    });
    expect(inquiry.statusCode).toBe(201);
    expect(inquiry.json()).toMatchObject({ message: 'Inquiry submitted successfully!', confirmationEmail: 'queued' });
    expect(
      (await call('POST', '/api/waitlist', { name: 'Wren Waiting', email: 'wren@example.com', heardAbout: 'word-of-mouth' })).statusCode,
    ).toBe(201);
    expect((await call('POST', '/api/assessment', { email: 'ada.able@example.com', answers: best() })).statusCode).toBe(201);

    const res = await call('GET', '/api/admin/leads', undefined, adminCookie);
    expect(res.statusCode).toBe(200);
    const leads = res.json().leads as {
      kind: string;
      name: string;
      email: string | null;
      detail: string;
      status: string;
      createdAt: string;
      dueAt: string | null;
    }[];
    const byKind = Object.fromEntries(leads.map((l) => [l.kind, l]));
    expect(byKind.free_tier_page).toMatchObject({
      name: 'Nadia Brooks',
      email: 'nadia.brooks@example.com',
      detail: '/feedback/nadia-brooks',
      status: 'new',
      dueAt: null,
    });
    expect(byKind.whatsapp).toMatchObject({ name: 'Nadia Brooks', detail: 'WhatsApp number: +44 7700 900456' });
    expect(byKind.agent_intro).toMatchObject({ name: 'Nadia Brooks', detail: 'Phone: +44 7700 900456' });
    expect(new Date(byKind.agent_intro!.dueAt!).getTime() - new Date(byKind.agent_intro!.createdAt).getTime()).toBe(48 * 3600_000);
    expect(byKind.hire_inquiry).toMatchObject({
      name: 'Olu Organiser',
      email: 'olu@events.example',
      detail: `Keynote for Acme Events, ${HIRE_DAY}, 300 people\nOpening keynote on sales storytelling.`,
    });
    expect(byKind.waitlist).toMatchObject({ name: 'Wren Waiting', email: 'wren@example.com', detail: 'Heard about us: Word of mouth' });
    expect(byKind.qualified_assessment).toMatchObject({ email: 'ada.able@example.com', detail: 'Readiness score 120 of 120' });
    expect(res.json().newCounts).toMatchObject({ total: 6, byKind: { agent_intro: 1, hire_inquiry: 1, waitlist: 1 } });

    // The agent request and the inquiry reached the owner at once, through the SMTP server; the rest wait for the digest.
    await t.deps.mailer.deliverDue();
    const told = ownerMail().slice(before);
    expect(told.map((m) => /Subject: (.*)/.exec(m.raw)![1]).sort()).toEqual([
      'New agent introduction: Nadia Brooks',
      'New hire-a-speaker inquiry: Olu Organiser',
    ]);
    const agentMail = mailText(told.find((m) => m.raw.includes('agent introduction'))!.raw);
    expect(agentMail).toContain('Agent introduction: Nadia Brooks <nadia.brooks@example.com>');
    expect(agentMail).toContain('Promised by');
    expect(agentMail).toContain('https://speakerpro.example/admin/leads');
    // The owner's alert carries the organiser's brief, not only its one-line summary.
    const inquiryMail = mailText(told.find((m) => m.raw.includes('hire-a-speaker inquiry'))!.raw);
    expect(inquiryMail).toContain(`Keynote for Acme Events, ${HIRE_DAY}, 300 people`);
    expect(inquiryMail).toContain('  Opening keynote on sales storytelling.');
    // The organiser has their copy, saying what happens next; a reply reaches the owner.
    const copy = mailTo('olu@events.example');
    expect(copy).toHaveLength(1);
    expect(mailHeaders(copy[0]!.raw)).toMatch(new RegExp(`^Reply-To: ${TEST_ADMIN.email.replace(/[.+]/g, '\\$&')}$`, 'im'));
    expect(mailText(copy[0]!.raw)).toContain(`Keynote for Acme Events, ${HIRE_DAY}, 300 people`);
    expect(mailText(copy[0]!.raw)).toContain('What happens next');

    // Telling again sends nothing more.
    expect(await notifyOwnerOfUrgentLeads(ownerLeadDeps(t.deps))).toBe(0);
  });

  it('the owner marks a lead contacted with a note, filters, and exports what they see as CSV', async () => {
    const { leads } = (await call('GET', '/api/admin/leads?kind=agent_intro', undefined, adminCookie)).json();
    expect(leads).toHaveLength(1);
    const id = leads[0].id as number;
    const patched = await call(
      'PATCH',
      `/api/admin/leads/${id}`,
      { status: 'contacted', note: 'Called, sending two agents on Monday.' },
      adminCookie,
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id, status: 'contacted', note: 'Called, sending two agents on Monday.' });
    const [row] = await t.database.db.select().from(ownerLeads).where(eq(ownerLeads.id, id));
    expect(row).toMatchObject({ status: 'contacted', note: 'Called, sending two agents on Monday.' });

    const fresh = (await call('GET', '/api/admin/leads?status=new', undefined, adminCookie)).json();
    expect(fresh.leads.map((l: { id: number }) => l.id)).not.toContain(id);
    expect(fresh.newCounts.byKind.agent_intro).toBe(0);

    // The file is the list's own resource (leads.csv); the path under the list is gone.
    expect((await call('GET', '/api/admin/leads/export.csv?status=contacted', undefined, adminCookie)).statusCode).toBe(404);
    const badFilter = await call('GET', '/api/admin/leads.csv?kind=nonsense', undefined, adminCookie);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().details.fields[0].field).toBe('kind');
    const csv = await call('GET', '/api/admin/leads.csv?status=contacted', undefined, adminCookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="speakerpro-leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Received,Kind,Name,Email,Detail,Status,Note,Due');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      'Agent introduction,Nadia Brooks,nadia.brooks@example.com,Phone: +44 7700 900456,Contacted,"Called, sending two agents on Monday."',
    );
  });

  it('refuses bad changes naming the field, and an unknown lead with 404; nothing changes', async () => {
    const { leads } = (await call('GET', '/api/admin/leads?kind=waitlist', undefined, adminCookie)).json();
    const id = leads[0].id as number;
    for (const [payload, field] of [
      [{ status: 'archived' }, 'status'],
      [{ note: 'x'.repeat(2001) }, 'note'],
      [{}, 'status'],
    ] as const) {
      const res = await call('PATCH', `/api/admin/leads/${id}`, payload, adminCookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toEqual([field]);
    }
    expect((await call('GET', '/api/admin/leads?kind=nonsense', undefined, adminCookie)).statusCode).toBe(400);
    expect((await call('PATCH', '/api/admin/leads/999999', { status: 'done' }, adminCookie)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(ownerLeads).where(eq(ownerLeads.id, id));
    expect(row).toMatchObject({ status: 'new', note: '' });
  });

  it("is the owner's alone: 401 without a session, 403 for a speaker", async () => {
    const { leads } = (await call('GET', '/api/admin/leads', undefined, adminCookie)).json();
    const id = leads[0].id as number;
    for (const cookie of [undefined, speakerCookie]) {
      const expected = cookie ? 403 : 401;
      expect((await call('GET', '/api/admin/leads', undefined, cookie)).statusCode).toBe(expected);
      expect((await call('GET', '/api/admin/leads.csv', undefined, cookie)).statusCode).toBe(expected);
      expect((await call('PATCH', `/api/admin/leads/${id}`, { status: 'done' }, cookie)).statusCode).toBe(expected);
    }
    const [row] = await t.database.db.select().from(ownerLeads).where(eq(ownerLeads.id, id));
    expect(row!.status).not.toBe('done');
  });

  it('an urgent request left untold (a crash between storing and mailing) is sent by the sweep, once', async () => {
    const before = ownerMail().length;
    await recordLead(t.database.db, {
      kind: 'agent_intro',
      sourceId: 987654,
      name: 'Late Larry',
      email: 'larry@example.com',
      detail: 'Phone: +44 7700 900999',
    });
    expect(await notifyOwnerOfUrgentLeads(ownerLeadDeps(t.deps))).toBe(1);
    expect(await notifyOwnerOfUrgentLeads(ownerLeadDeps(t.deps))).toBe(0);
    await t.deps.mailer.deliverDue();
    expect(
      ownerMail()
        .slice(before)
        .map((m) => /Subject: (.*)/.exec(m.raw)![1]),
    ).toEqual(['New agent introduction: Late Larry']);
  });

  it('the daily digest lists the last 24 hours once a day', async () => {
    const before = ownerMail().length;
    const now = new Date(Date.now() + 60_000);
    expect(await sendDailyDigest(ownerLeadDeps(t.deps), now)).toBeGreaterThanOrEqual(7);
    await sendDailyDigest(ownerLeadDeps(t.deps), now);
    await t.deps.mailer.deliverDue();
    const digests = ownerMail().slice(before);
    expect(digests).toHaveLength(1);
    const text = mailText(digests[0]!.raw);
    expect(text).toMatch(/Subject: SpeakerPro: \d+ new requests in the last 24 hours/);
    for (const line of [
      'Waitlist: Wren Waiting <wren@example.com>',
      'WhatsApp community: Nadia Brooks',
      'Qualified assessment:',
      'Free QR page: Nadia Brooks',
    ]) {
      expect(text).toContain(line);
    }
  });
});
