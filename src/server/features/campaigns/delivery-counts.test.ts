import { and, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../db/schema';
import { createProfile, createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';

// Decision 019: without a mail server (no SMTP_URL) every message stays in the outbox, and the
// campaign answers say so: outboxCount, never sentCount.

let t: TestContext;
let owner: Awaited<ReturnType<typeof signUpSpeaker>>;
let other: Awaited<ReturnType<typeof signUpSpeaker>>;
let adminCookie: string;

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpSpeaker(t.app);
  other = await signUpSpeaker(t.app);
  adminCookie = await signInAdmin(t.app);
  await createProfile(t.database, owner.user);
});
afterAll(async () => {
  await t.close();
});

async function thankYouDraft(eventName: string) {
  const event = (await call('POST', '/api/speaker-admin/events', owner.cookie, { eventName, talkTitle: `${eventName} Talk` })).json();
  for (const [firstName, workEmail] of [
    ['Priya', `priya.${event.id}@brightline.example`],
    ['Tom', `tom.${event.id}@northwind.example`],
  ]) {
    const res = await call('POST', '/api/feedback', undefined, {
      presentationId: event.id,
      rating: 5,
      testimonial: 'Practical and inspiring.',
      firstName,
      jobRole: 'Head of People',
      workEmail,
      contactConsent: true,
    });
    expect(res.statusCode).toBe(201);
  }
  const draft = await call('POST', `/api/speaker-admin/events/${event.id}/create-thank-you-email`, owner.cookie);
  expect(draft.statusCode).toBe(201);
  return draft.json().emailId as string;
}

describe('delivery counts without a mail server', () => {
  it('approval says queued; once handled, the messages count as kept in the outbox, not as sent', async () => {
    expect(t.deps.mailer.transport).toBe('outbox');
    const emailId = await thankYouDraft('Outbox Summit');
    const approved = await call('POST', `/api/email-approval/${emailId}/send`, owner.cookie);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'Approved. 2 e-mails are queued for sending.',
      queuedCount: 2,
      sentCount: 0,
      outboxCount: 0,
    });

    await t.deps.mailer.deliverDue();
    const done = (await call('GET', `/api/email-approval/${emailId}`, owner.cookie)).json();
    expect(done).toMatchObject({ status: 'sent', recipientCount: 2, sentCount: 0, outboxCount: 2, failedCount: 0, queuedCount: 0 });
    const detail = (await call('GET', `/api/speaker/campaigns/${emailId}`, owner.cookie)).json();
    expect(detail).toMatchObject({ sentCount: 0, outboxCount: 2 });
    // The recipients' thank-you e-mails (they also got the speaker's gift when they answered).
    const rows = await t.database.db
      .select({ status: mailMessages.status })
      .from(mailMessages)
      .where(
        and(
          inArray(
            mailMessages.toAddress,
            done.recipients.map((r: { email: string }) => r.email),
          ),
          ne(mailMessages.source, 'attendee-gift'),
        ),
      );
    expect(rows.map((r) => r.status)).toEqual(['outbox', 'outbox']);

    // Sending again (a double click that got through) is the same success, with the same figures.
    const again = await call('POST', `/api/email-approval/${emailId}/send`, owner.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'sent', sentCount: 0, outboxCount: 2, message: 'This campaign has already been sent.' });
  });

  it("the owner's campaign list counts outbox messages apart from sent ones", async () => {
    const gen = await call('POST', '/api/generate-bulk-emails', adminCookie, {
      recipients: [
        { name: 'Alex', email: 'alex.list@example.com' },
        { name: 'Bo', email: 'bo.list@example.com' },
      ],
      campaignType: 'follow_up',
      saveAsDraft: true,
    });
    expect(gen.statusCode).toBe(200);
    const id = gen.json().campaign.id as string;
    expect((await call('POST', `/api/campaigns/${id}/approve`, adminCookie, {})).statusCode).toBe(200);
    await t.deps.mailer.deliverDue();
    const listed = (await call('GET', '/api/campaigns', adminCookie)).json().find((c: { id: string }) => c.id === id);
    expect(listed).toMatchObject({ status: 'sent', recipient_count: 2, sent_count: 0, outbox_count: 2 });
    expect((await call('GET', `/api/campaign-drafts/${id}`, adminCookie)).json()).toMatchObject({
      sentCount: 0,
      sent_count: 0,
      outboxCount: 2,
    });
  });

  it("the owner's approval request says it is kept in the outbox, not sent", async () => {
    const gen = await call('POST', '/api/generate-bulk-emails', adminCookie, {
      recipients: [{ name: 'Cy', email: 'cy.request@example.com' }],
      campaignType: 'follow_up',
      saveAsDraft: true,
    });
    const id = gen.json().campaign.id as string;
    const res = await call('POST', `/api/send-approval-email/${id}`, adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      emailStatus: 'outbox',
      message: `No mail server is configured, so the approval request to ${t.config.admin!.email} is kept in the outbox.`,
    });
    expect((await call('POST', `/api/send-approval-email/${id}`, owner.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/send-approval-email/${id}`)).statusCode).toBe(401);
  });

  it('a rejected campaign still cannot be sent (409)', async () => {
    const emailId = await thankYouDraft('Rejected Summit');
    expect((await call('POST', `/api/speaker/campaigns/${emailId}/reject`, owner.cookie, {})).statusCode).toBe(200);
    const send = await call('POST', `/api/email-approval/${emailId}/send`, owner.cookie);
    expect(send.statusCode).toBe(409);
    expect(send.json().message).toBe('This campaign was rejected and can no longer be sent.');
  });

  it('who may not send or read a thank-you e-mail, before and after it was sent: another speaker 404, anonymous 401, the admin 403', async () => {
    const emailId = await thankYouDraft('Private Summit');
    for (const sent of [false, true]) {
      if (sent) expect((await call('POST', `/api/email-approval/${emailId}/send`, owner.cookie)).statusCode).toBe(200);
      for (const [method, url] of [
        ['POST', `/api/email-approval/${emailId}/send`],
        ['POST', `/api/speaker/campaigns/${emailId}/approve`],
        ['GET', `/api/email-approval/${emailId}`],
        ['GET', `/api/speaker/campaigns/${emailId}`],
      ] as const) {
        expect((await call(method, url, other.cookie)).statusCode, `${url} as another speaker`).toBe(404);
        expect((await call(method, url)).statusCode, `${url} anonymous`).toBe(401);
        expect((await call(method, url, adminCookie)).statusCode, `${url} as admin`).toBe(403);
      }
    }
    const admin = await call('POST', `/api/campaigns/${emailId}/approve`, adminCookie, {});
    expect(admin.statusCode).toBe(404);
  });
});
