import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingLeads } from '../../../shared/contract/booking-leads';
import type { HotLead } from '../../../shared/contract/talks';
import { LEAD_NOTE_MAX_LENGTH } from '../../../shared/domain/lead-follow-up';
import { leadFollowUps, mailMessages, responses } from '../../db/schema';
import { daysFromNow } from '../../test/dates';
import {
  createProfile,
  createTestApp,
  endTrial,
  linkTokenFromMail,
  signInAdmin,
  signUpSpeaker,
  type TestContext,
} from '../../test/harness';
import { mailText, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { sendDueLeadReminders } from './reminders';

// A lead's follow-up: status, note and reminder day on the speaker's hot and booking leads, carried
// by the lists, their files and webhooks, the attendee's data export; the reminder e-mailed through
// a real SMTP server on its day in the speaker's time zone (Tokyo here, UTC+9 all year).
let smtp: TestSmtpServer;
let t: TestContext;
let owner: Awaited<ReturnType<typeof signUpSpeaker>>;
let other: Awaited<ReturnType<typeof signUpSpeaker>>;
let adminCookie: string;
let eventId: number;
const ids = { hot: 0, booking: 0, both: 0, plain: 0, silentHot: 0, othersHot: 0 };

const ZONE = 'Asia/Tokyo';
/** The calendar day in Tokyo `days` after today there. */
const tokyoDay = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + days * 86_400_000));
/** The instant it is `time` in Tokyo on `day`. */
const inTokyo = (day: string, time: string) => new Date(`${day}T${time}+09:00`);

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, auth: { cookie?: string; key?: string } = {}, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...(auth.cookie ? { cookie: auth.cookie } : {}), ...(auth.key ? { authorization: `Bearer ${auth.key}` } : {}) },
    ...(payload ? { payload } : {}),
  });
const put = (responseId: number, body: object, auth: { cookie?: string; key?: string } = { cookie: owner.cookie }) =>
  call('PUT', `/api/speaker-admin/leads/${responseId}`, auth, body);

const answer = async (presentationId: number, body: Record<string, unknown>) => {
  const res = await call(
    'POST',
    '/api/public/feedback',
    {},
    { presentationId, testimonial: 'Practical.', jobRole: 'Head of Events', ...body },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};
const reminderDeps = () => ({ db: t.database.db, mailer: t.deps.mailer, publicUrl: t.config.publicUrl });
/** A received message's subject, its folded header lines joined. */
const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1];
const remindersTo = (address: string) => smtp.received.filter((m) => m.to.includes(address) && subjectOf(m.raw)?.startsWith('Reminder'));

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://speakerpro.example' });
  owner = await signUpSpeaker(t.app, { firstName: 'Maya', lastName: 'Okafor' });
  other = await signUpSpeaker(t.app, { firstName: 'Other', lastName: 'Speaker' });
  adminCookie = await signInAdmin(t.app);
  await createProfile(t.database, owner.user, { timeZone: ZONE });
  await createProfile(t.database, other.user, { slug: 'other-speaker' });
  const talk = async (cookie: string, eventName: string) =>
    (
      await call('POST', '/api/speaker-admin/events', { cookie }, { eventName, talkTitle: 'Stories That Sell', eventDate: daysFromNow(-2) })
    ).json().id as number;
  eventId = await talk(owner.cookie, 'Lead Summit');
  const otherEventId = await talk(other.cookie, 'Elsewhere');
  ids.hot = await answer(eventId, { rating: 5, firstName: 'Priya', workEmail: 'priya@brightline.example', contactConsent: true });
  ids.booking = await answer(eventId, {
    rating: 2,
    firstName: 'Bruno',
    workEmail: 'bruno@events.example',
    contactConsent: true,
    booksSpeakers: true,
  });
  ids.both = await answer(eventId, {
    rating: 4,
    firstName: 'Carla',
    workEmail: 'carla@venue.example',
    contactConsent: true,
    booksSpeakers: true,
  });
  ids.plain = await answer(eventId, { rating: 3, firstName: 'Noel', workEmail: 'noel@example.org', contactConsent: true });
  ids.silentHot = await answer(eventId, { rating: 5, firstName: 'Sam', workEmail: 'sam@quiet.example', contactConsent: false });
  ids.othersHot = await answer(otherEventId, { rating: 5, firstName: 'Zed', workEmail: 'zed@elsewhere.example', contactConsent: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('PUT /api/speaker-admin/leads/{responseId}', () => {
  it("stores a hot lead's status, note and reminder day, and the lists, the filter and the file carry them", async () => {
    const remindOn = tokyoDay(3);
    const res = await put(ids.hot, { status: 'contacted', note: 'Wants the workshop version; call after 20 Jan.', remindOn });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      responseId: ids.hot,
      status: 'contacted',
      note: 'Wants the workshop version; call after 20 Jan.',
      remindOn,
      hotLead: true,
      bookingLead: false,
      timeZone: ZONE,
    });
    const [row] = await t.database.db.select().from(leadFollowUps).where(eq(leadFollowUps.responseId, ids.hot));
    expect(row).toMatchObject({ status: 'contacted', note: 'Wants the workshop version; call after 20 Jan.', remindOn, remindedOn: null });

    const page = (await call('GET', '/api/speaker-admin/hot-leads?limit=50', { cookie: owner.cookie })).json().items as HotLead[];
    expect(page.find((l) => l.id === ids.hot)?.followUp).toEqual({
      status: 'contacted',
      note: 'Wants the workshop version; call after 20 Jan.',
      remindOn,
    });
    const contacted = (await call('GET', '/api/speaker-admin/hot-leads?status=contacted', { cookie: owner.cookie })).json()
      .items as HotLead[];
    expect(contacted.map((l) => l.id)).toEqual([ids.hot]);
    const fresh = (await call('GET', '/api/speaker-admin/hot-leads?status=new', { cookie: owner.cookie })).json().items as HotLead[];
    expect(fresh.map((l) => l.id)).not.toContain(ids.hot);

    const csv = await call('GET', `/api/speaker-admin/talks/${eventId}/hot-leads.csv`, { cookie: owner.cookie });
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = csv.body.trim().split(/\r?\n/);
    expect(header).toMatch(/,Follow-up Status,Follow-up Note,Remind On$/);
    expect(lines.find((l) => l.includes('priya@brightline.example'))).toMatch(
      new RegExp(`,contacted,Wants the workshop version; call after 20 Jan\\.,${remindOn}$`),
    );
  });

  it('moves the lead in the polling lists (its updatedAt), so a tool asking for changes sees it', async () => {
    const before = (await call('GET', '/api/speaker-admin/hot-leads?limit=50', { cookie: owner.cookie })).json().items as HotLead[];
    const since = before.find((l) => l.id === ids.hot)!.updatedAt;
    expect((await put(ids.hot, { status: 'meeting', note: 'Meeting on Thursday' })).statusCode).toBe(200);
    const changed = (
      await call('GET', `/api/speaker-admin/hot-leads?updatedSince=${encodeURIComponent(new Date(Date.parse(since) + 1).toISOString())}`, {
        cookie: owner.cookie,
      })
    ).json().items as HotLead[];
    expect(changed.map((l) => [l.id, l.followUp.status])).toEqual([[ids.hot, 'meeting']]);
    // A PUT replaces the whole follow-up: no remindOn is no reminder.
    expect(changed[0]!.followUp.remindOn).toBeNull();
  });

  it('follows up a booking lead under 4 stars; the booking list, its filter, pages and file carry it', async () => {
    const res = await put(ids.booking, { status: 'booked', note: 'Keynote signed for March' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ hotLead: false, bookingLead: true, status: 'booked' });

    const whole = (await call('GET', '/api/speaker-admin/booking-leads', { cookie: owner.cookie })).json() as BookingLeads;
    expect(whole.leads.find((l) => l.id === ids.booking)?.followUp).toEqual({
      status: 'booked',
      note: 'Keynote signed for March',
      remindOn: null,
    });
    const booked = (await call('GET', '/api/speaker-admin/booking-leads?status=booked', { cookie: owner.cookie })).json() as BookingLeads;
    expect(booked.leads.map((l) => l.id)).toEqual([ids.booking]);
    expect(booked.total).toBe(1);
    const none = (
      await call('GET', '/api/speaker-admin/booking-leads?status=not_interested', { cookie: owner.cookie })
    ).json() as BookingLeads;
    expect(none).toMatchObject({ leads: [], total: 0 });
    const paged = (await call('GET', '/api/speaker-admin/booking-leads?status=booked&limit=1', { cookie: owner.cookie })).json();
    expect(paged.items.map((l: { id: number }) => l.id)).toEqual([ids.booking]);

    const csv = await call('GET', '/api/speaker-admin/booking-leads.csv', { cookie: owner.cookie });
    const [header, ...lines] = csv.body.trim().split(/\r?\n/);
    expect(header).toMatch(/,Follow-up Status,Follow-up Note,Remind On$/);
    expect(lines.find((l) => l.includes('bruno@events.example'))).toMatch(/,booked,Keynote signed for March,$/);
  });

  it('keeps the status filter on the next page of a paged list', async () => {
    expect((await put(ids.both, { status: 'booked' })).statusCode).toBe(200);
    const first = await call('GET', '/api/speaker-admin/booking-leads?status=booked&limit=1', { cookie: owner.cookie });
    const page = first.json();
    expect(page.items).toHaveLength(1);
    expect(page.next).toContain('status=booked');
    expect(first.headers.link).toContain('status=booked');
    const second = (await call('GET', page.next.replace('https://speakerpro.example', ''), { cookie: owner.cookie })).json();
    expect([...page.items, ...second.items].map((l: { id: number }) => l.id).sort()).toEqual([ids.booking, ids.both].sort());
    expect(second.next).toBeNull();
  });

  it('refuses an answer that is no lead with 422 NOT_A_LEAD saying why, and changes nothing', async () => {
    const low = await put(ids.plain, { status: 'contacted' });
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({ code: 'NOT_A_LEAD' });
    expect(low.json().message).toMatch(/rated under 4 stars/);
    const silent = await put(ids.silentHot, { status: 'contacted' });
    expect(silent.statusCode).toBe(422);
    expect(silent.json().message).toMatch(/did not agree to be contacted/);
    const rows = await t.database.db.select().from(leadFollowUps);
    expect(rows.map((r) => r.responseId).sort()).toEqual([ids.hot, ids.booking, ids.both].sort());
  });

  it('answers 400 naming the field for a bad status, note, day or filter', async () => {
    const cases: [object, string][] = [
      [{ status: 'won' }, 'status'],
      [{}, 'status'],
      [{ status: 'new', note: 'x'.repeat(LEAD_NOTE_MAX_LENGTH + 1) }, 'note'],
      [{ status: 'new', remindOn: '2026-02-30' }, 'remindOn'],
      [{ status: 'new', remindOn: 'tomorrow' }, 'remindOn'],
      [{ status: 'new', remindOn: tokyoDay(-1) }, 'remindOn'],
    ];
    for (const [body, field] of cases) {
      const res = await put(ids.hot, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(
        res.json().details.fields.map((f: { field: string }) => f.field),
        JSON.stringify(body),
      ).toContain(field);
    }
    const badFilter = await call('GET', '/api/speaker-admin/booking-leads?status=won', { cookie: owner.cookie });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.body).toContain('status');
    expect((await call('GET', '/api/speaker-admin/hot-leads?status=won', { cookie: owner.cookie })).statusCode).toBe(400);
  });

  it('lets no one else set it: anonymous, another speaker, the owner, a read-only key, a Free speaker', async () => {
    expect((await put(ids.hot, { status: 'booked' }, {})).statusCode).toBe(401);
    const others = await put(ids.hot, { status: 'booked' }, { cookie: other.cookie });
    expect(others.statusCode).toBe(404);
    // The other speaker's own lead is theirs: the same 404 from the first speaker.
    expect((await put(ids.othersHot, { status: 'booked' })).statusCode).toBe(404);
    expect((await put(ids.hot, { status: 'booked' }, { cookie: adminCookie })).statusCode).toBe(403);
    expect((await put(999999, { status: 'booked' })).statusCode).toBe(404);

    const key = async (access: 'read' | 'read-write') =>
      (await call('POST', '/api/speaker-admin/api-keys', { cookie: owner.cookie }, { name: `Zapier ${access}`, access })).json()
        .key as string;
    const readOnly = await put(ids.hot, { status: 'booked' }, { key: await key('read') });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().code).toBe('API_KEY_READ_ONLY');
    const readWrite = await put(ids.hot, { status: 'contacted', note: 'From the CRM' }, { key: await key('read-write') });
    expect(readWrite.statusCode, readWrite.body).toBe(200);

    const [row] = await t.database.db.select().from(leadFollowUps).where(eq(leadFollowUps.responseId, ids.hot));
    expect(row).toMatchObject({ status: 'contacted', note: 'From the CRM' });

    const free = await signUpSpeaker(t.app);
    await endTrial(t.database, free.user.id);
    const refused = await put(ids.hot, { status: 'booked' }, { cookie: free.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAN_REQUIRED', details: { plan: 'lite' } });
  });
});

describe('the reminder', () => {
  it('is e-mailed once, on its day in the speaker’s time zone, naming the lead and the note', async () => {
    const day = tokyoDay(2);
    expect((await put(ids.hot, { status: 'contacted', note: 'Send the workshop outline', remindOn: day })).statusCode).toBe(200);

    expect(await sendDueLeadReminders(reminderDeps(), inTokyo(tokyoDay(1), '23:59:00'))).toBe(0);
    expect(await sendDueLeadReminders(reminderDeps(), inTokyo(day, '07:59:00'))).toBe(0);
    expect(await sendDueLeadReminders(reminderDeps(), inTokyo(day, '08:00:00'))).toBe(1);
    await t.deps.mailer.deliverDue();
    const mails = remindersTo(owner.user.email);
    expect(mails).toHaveLength(1);
    const text = mailText(mails[0]!.raw);
    expect(subjectOf(mails[0]!.raw)).toBe('Reminder: follow up with Priya from Stories That Sell (Lead Summit)');
    expect(text).toContain('Priya <priya@brightline.example>');
    expect(text).toContain('Your note: Send the workshop outline');
    // The day itself, not "today": a run after an outage sends a reminder a day or more late.
    expect(text).toContain(`You asked to be reminded on ${day} to follow up this lead:`);
    expect(text).toContain('Status: Contacted');
    expect(text).toContain(`https://speakerpro.example/speaker/events/${eventId}`);

    // Later runs, that day or the next, and a process that starts afresh, find it sent.
    expect(await sendDueLeadReminders(reminderDeps(), inTokyo(day, '09:00:00'))).toBe(0);
    expect(await sendDueLeadReminders({ ...reminderDeps() }, inTokyo(tokyoDay(5), '10:00:00'))).toBe(0);
    await t.deps.mailer.deliverDue();
    expect(remindersTo(owner.user.email)).toHaveLength(1);
    const queued = await t.database.db.select().from(mailMessages).where(eq(mailMessages.source, 'lead-reminder'));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: 'sent', toAddress: owner.user.email });
  });

  it('is cancelled by moving or clearing the day before it comes, and sent on the new day', async () => {
    const first = tokyoDay(3);
    const moved = tokyoDay(6);
    await put(ids.booking, { status: 'meeting', note: 'Ask about the budget', remindOn: first });
    await put(ids.booking, { status: 'meeting', note: 'Ask about the budget', remindOn: moved });
    expect(await sendDueLeadReminders(reminderDeps(), inTokyo(first, '12:00:00'))).toBe(0);

    await put(ids.hot, { status: 'contacted', remindOn: first });
    await put(ids.hot, { status: 'contacted', remindOn: null });
    expect(await sendDueLeadReminders(reminderDeps(), inTokyo(first, '12:00:00'))).toBe(0);

    expect(await sendDueLeadReminders(reminderDeps(), inTokyo(moved, '08:30:00'))).toBe(1);
    await t.deps.mailer.deliverDue();
    const mails = remindersTo(owner.user.email);
    expect(mails).toHaveLength(2);
    const text = mailText(mails[1]!.raw);
    expect(text).toContain('Bruno <bruno@events.example>');
    expect(text).toContain('Your note: Ask about the budget');
    expect(text).toContain('https://speakerpro.example/speaker/booking-leads');
  });
});

describe("the attendee's data", () => {
  it('exports the follow-up with the answer it is about, and erasing the answer removes it', async () => {
    await put(ids.booking, { status: 'meeting', note: 'Bruno prefers calls' });
    const email = 'bruno@events.example';
    expect((await call('POST', '/api/public/data-requests', {}, { email })).statusCode).toBe(202);
    const token = await linkTokenFromMail(t.database, email, '/privacy/request');
    const zip = await call('GET', `/api/public/data-requests/${token}/data.zip`);
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const answers = JSON.parse(new TextDecoder().decode(files['answers.json']!)) as { id: number; speakerFollowUp: unknown }[];
    expect(answers.find((a) => a.id === ids.booking)?.speakerFollowUp).toMatchObject({ status: 'meeting', note: 'Bruno prefers calls' });

    expect((await call('POST', `/api/public/data-requests/${token}/erasure`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(responses).where(eq(responses.id, ids.booking))).toEqual([]);
    expect(await t.database.db.select().from(leadFollowUps).where(eq(leadFollowUps.responseId, ids.booking))).toEqual([]);
  });
});
