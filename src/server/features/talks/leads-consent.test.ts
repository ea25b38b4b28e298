import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mimeAttachment } from '../../test/free-tier';
import { daysFromNow } from '../../test/dates';
import { createProfile, createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';

// Decision 019: a 4-5 star attendee who did not ask to be contacted is counted everywhere and named
// nowhere: not in a list, not in a CSV, not in an e-mail to the speaker.

let smtp: TestSmtpServer;
let t: TestContext;
let owner: Awaited<ReturnType<typeof signUpSpeaker>>;
let other: Awaited<ReturnType<typeof signUpSpeaker>>;
let adminCookie: string;
let eventId: number;

const SILENT_FAN = 'sam.silent@quietco.example';

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const answer = (body: object) =>
  call('POST', '/api/feedback', undefined, {
    presentationId: eventId,
    testimonial: 'Practical and inspiring.',
    jobRole: 'Head of People',
    publishConsent: true,
    ...body,
  });

/** Lead files the SMTP server received for `to` since `since` messages. */
const leadMailTo = (to: string, since: number) =>
  smtp.received.slice(since).filter((m) => m.to.includes(to) && /^Subject: (Hot|All) leads from/m.test(m.raw));

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  owner = await signUpSpeaker(t.app, { firstName: 'Maya', lastName: 'Okafor' });
  other = await signUpSpeaker(t.app, { firstName: 'Other', lastName: 'Speaker' });
  adminCookie = await signInAdmin(t.app);
  await createProfile(t.database, owner.user);
  const event = await call('POST', '/api/speaker-admin/events', owner.cookie, {
    eventName: 'Consent Summit',
    talkTitle: 'Consent Talk',
    eventDate: daysFromNow(-7),
  });
  eventId = event.json().id;
  for (const body of [
    { firstName: 'Priya', workEmail: 'priya@brightline.example', rating: 5, contactConsent: true },
    { firstName: 'Sam', workEmail: SILENT_FAN, rating: 5, contactConsent: false, testimonial: 'Best talk of the day.' },
    { firstName: 'Lee', workEmail: 'lee.low@quietco.example', rating: 2, contactConsent: false },
    { firstName: 'Ann', workEmail: 'ann@brightline.example', rating: 3, contactConsent: true },
  ]) {
    expect((await answer(body)).statusCode).toBe(201);
  }
  // Sign-up and answer mail out of the way: what arrives from here on is what the tests cause.
  await t.deps.mailer.deliverDue();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('hot leads respect consent', () => {
  it('the counts include everyone; the contactable counts say how many the lists may name', async () => {
    const event = (await call('GET', `/api/speaker-admin/events/${eventId}`, owner.cookie)).json();
    expect(event).toMatchObject({ responseCount: 4, hotLeadCount: 2, contactableResponseCount: 2, contactableHotLeadCount: 1 });
    const dashboard = (await call('GET', '/api/speaker-admin/dashboard', owner.cookie)).json();
    expect(dashboard.totalAttendees).toBe(4);
    expect(dashboard.recentEvents[0]).toMatchObject({ hotLeadCount: 2, contactableHotLeadCount: 1 });
    const analytics = (await call('GET', '/api/speaker-admin/analytics', owner.cookie)).json();
    expect(analytics.totals).toMatchObject({ attendees: 4, hotLeads: 2 });
  });

  it('the responses lists keep the feedback of an attendee who did not ask to be contacted, without name or e-mail', async () => {
    for (const url of [`/api/speaker-admin/events/${eventId}/responses`, '/api/speaker-admin/all-responses']) {
      const res = await call('GET', url, owner.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body, url).not.toContain('quietco.example');
      expect(res.body, url).not.toContain('"Sam"');
      const sam = res.json().find((r: { testimonial: string }) => r.testimonial === 'Best talk of the day.');
      expect(sam).toMatchObject({ attendeeName: null, attendeeEmail: null, rating: 5, isHotLead: true, contactConsent: false });
      const priya = res.json().find((r: { attendeeEmail: string | null }) => r.attendeeEmail === 'priya@brightline.example');
      expect(priya).toMatchObject({ attendeeName: 'Priya', contactConsent: true });
    }
  });

  it('the hot-leads CSV and its e-mailed copy name only who agreed, and count the rest', async () => {
    const before = smtp.received.length;
    const res = await call('POST', `/api/speaker-admin/events/${eventId}/download-hot-leads`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-not-contactable']).toBe('1');
    expect(res.headers['x-emailed']).toBe('sent');
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('priya@brightline.example');
    expect(res.body).not.toContain(SILENT_FAN);
    expect(res.body).not.toContain('Sam');

    const [mail] = leadMailTo(owner.user.email, before);
    expect(mail, 'the hot-leads e-mail').toBeDefined();
    expect(mail!.raw).toContain('Subject: Hot leads from Consent Summit: Consent Talk');
    expect(mail!.raw.replace(/=\r\n/g, '')).toContain(
      '1 more 4-5 star attendee is not named: they did not ask to be contacted or asked not to share their details.',
    );
    expect(mail!.raw).not.toContain(SILENT_FAN);
    const attached = mimeAttachment(mail!.raw, 'text/csv');
    expect(attached?.filename).toBe(`hot-leads-consent-summit-consent-talk-${eventId}.csv`);
    expect(attached!.bytes.toString('utf8')).toBe(res.body);
  });

  it('the all-leads CSV is e-mailed as the toast says, and both it and the clipboard copy leave out who did not agree', async () => {
    const before = smtp.received.length;
    const res = await call('POST', `/api/speaker-admin/events/${eventId}/download-all-leads`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-not-contactable']).toBe('2');
    expect(res.headers['x-emailed']).toBe('sent');
    expect(res.body.trim().split('\r\n')).toHaveLength(3);
    expect(res.body).toContain('ann@brightline.example');
    expect(res.body).not.toContain('quietco.example');

    const [mail] = leadMailTo(owner.user.email, before);
    expect(mail, 'the all-leads e-mail').toBeDefined();
    expect(mail!.raw).toContain('Subject: All leads from Consent Summit: Consent Talk');
    expect(mail!.raw.replace(/=\r\n/g, '')).toContain(
      '2 more attendees are not named: they did not ask to be contacted or asked not to share their details.',
    );
    const attached = mimeAttachment(mail!.raw, 'text/csv');
    expect(attached!.bytes.toString('utf8')).toBe(res.body);
    expect(attached!.bytes.toString('utf8')).not.toContain('quietco.example');

    // The Export button's clipboard copy: the same rows, no e-mail.
    const sentBefore = smtp.received.length;
    const copy = await call('POST', `/api/speaker-admin/events/${eventId}/download-all-leads?email=0`, owner.cookie);
    expect(copy.body).toBe(res.body);
    expect(copy.headers['x-emailed']).toBeUndefined();
    await t.deps.mailer.deliverDue();
    expect(leadMailTo(owner.user.email, sentBefore)).toHaveLength(0);
  });

  it('no e-mail the speaker gets from SpeakerPro carries the address of the attendee who did not agree', async () => {
    await t.deps.mailer.deliverDue();
    for (const m of smtp.received.filter((r) => r.to.includes(owner.user.email))) {
      expect(m.raw).not.toContain(SILENT_FAN);
      const attached = mimeAttachment(m.raw, 'text/csv');
      if (attached) expect(attached.bytes.toString('utf8')).not.toContain(SILENT_FAN);
    }
    expect(leadMailTo(owner.user.email, 0)).toHaveLength(2);
  });

  it('the thank-you e-mail goes only to attendees who agreed to be contacted', async () => {
    const res = await call('POST', `/api/speaker-admin/events/${eventId}/create-thank-you-email`, owner.cookie);
    expect(res.statusCode).toBe(201);
    const email = (await call('GET', `/api/email-approval/${res.json().emailId}`, owner.cookie)).json();
    expect(email.recipients.map((r: { email: string }) => r.email).sort()).toEqual(['ann@brightline.example', 'priya@brightline.example']);
  });

  it('who may not: another speaker 404, anonymous 401, the admin 403, with or without ?email=0; nothing is e-mailed', async () => {
    const before = smtp.received.length;
    for (const url of [
      `/api/speaker-admin/events/${eventId}/download-hot-leads`,
      `/api/speaker-admin/events/${eventId}/download-all-leads`,
      `/api/speaker-admin/events/${eventId}/download-all-leads?email=0`,
    ]) {
      expect((await call('POST', url, other.cookie)).statusCode, url).toBe(404);
      expect((await call('POST', url)).statusCode, url).toBe(401);
      expect((await call('POST', url, adminCookie)).statusCode, url).toBe(403);
    }
    expect((await call('POST', `/api/speaker-admin/events/${eventId}/download-all-leads?email=yes`, owner.cookie)).statusCode).toBe(400);
    await t.deps.mailer.deliverDue();
    expect(smtp.received.slice(before)).toHaveLength(0);
  });
});
