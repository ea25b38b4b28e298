import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailLinks, mailMessages } from '../../db/schema';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { mailHeaders, mailPart, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp';

// Decision 051: what became of a sent campaign. A real SMTP server refuses one recipient for good
// (a bounce) and takes the others; links in the campaign go through /l/{token}.

const BOUNCE_TOKEN = 'bounce-token-for-the-report-test-0123456789';
const REFUSED = 'nobody.report@bouncing.example';
const TALK_URL = 'https://talks.example/slides?deck=report&x=1';

let smtp: TestSmtpServer;
let t: TestContext;
let adminCookie: string;
let speaker: Awaited<ReturnType<typeof signUpSpeaker>>;

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  smtp = await startTestSmtpServer({ refuse: (address) => (address === REFUSED ? '550 5.1.1 No such user here' : null) });
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'SpeakerPro <no-reply@speakerpro.test>',
    MAIL_RETURN_PATH: 'bounces@speakerpro.test',
    MAIL_BOUNCE_TOKEN: BOUNCE_TOKEN,
  });
  adminCookie = await signInAdmin(t.app);
  speaker = await signUpSpeaker(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function sendCampaign(tag: string, emails: string[]) {
  const gen = await call('POST', '/api/admin/campaigns', adminCookie, {
    recipients: emails.map((email, i) => ({ name: `Person ${i} ${tag}`, email })),
    campaignType: 'custom',
    customMessage: `Here are the slides: ${TALK_URL}. Also see https://blog.example/${tag}`,
    saveAsDraft: true,
  });
  expect(gen.statusCode).toBe(200);
  const id = gen.json().campaign.id as string;
  expect((await call('POST', `/api/admin/campaigns/${id}/approval`, adminCookie, {})).statusCode).toBe(200);
  await t.deps.mailer.deliverDue();
  return id;
}

/** The click address of the talk link in the mail this address received. */
function clickPathIn(to: string): string {
  const raw = smtp.received.find((m) => m.to.includes(to))!.raw;
  const text = mailPart(raw, 'text/plain');
  const match = /http:\/\/localhost:5000(\/l\/[A-Za-z0-9_-]+)\. Also/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

describe('campaign report', () => {
  const accepted = ['ada.report@example.com', 'bo.report@example.com', 'cy.report@example.com'];
  let id: string;

  beforeAll(async () => {
    id = await sendCampaign('main', [...accepted, REFUSED]);
  });

  it('counts what the mail server accepted and the recipient it refused for good as a bounce, not a retry', async () => {
    const report = await call('GET', `/api/admin/campaigns/${id}/report`, adminCookie);
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({ campaignId: id, acceptedCount: 3, bouncedCount: 1, failedCount: 0, outboxCount: 0 });
    const [refused] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, REFUSED));
    expect(refused).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(refused!.bouncedAt).not.toBeNull();
    expect(refused!.error).toMatch(/550/);
    // The mail left with our return path as the envelope sender, where later bounces go.
    expect(smtp.received.filter((m) => accepted.includes(m.to[0]!)).map((m) => m.from)).toEqual(
      accepted.map(() => 'bounces@speakerpro.test'),
    );
    // The owner's list shows the same numbers.
    const listed = (await call('GET', '/api/admin/campaigns', adminCookie)).json().find((c: { id: string }) => c.id === id);
    expect(listed.report).toMatchObject({ acceptedCount: 3, bouncedCount: 1 });
  });

  it('a click goes through /l/{token} to the link recorded for that message, and counts once per recipient', async () => {
    const raw = smtp.received.find((m) => m.to.includes(accepted[0]!))!.raw;
    // Neither part still names the destination as a link target; the unsubscribe link is left alone.
    expect(mailPart(raw, 'text/plain')).not.toContain(TALK_URL);
    expect(mailPart(raw, 'text/html')).not.toContain(`href="${TALK_URL.replace('&', '&amp;')}"`);
    expect(mailPart(raw, 'text/plain')).toMatch(/http:\/\/localhost:5000\/unsubscribe\?email=ada\.report/);
    expect(mailHeaders(raw)).toMatch(/List-Unsubscribe: <http:\/\/localhost:5000\/api\/public\/unsubscriptions\?/);

    const ada = clickPathIn(accepted[0]!);
    for (let i = 0; i < 3; i += 1) {
      const res = await call('GET', ada);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(TALK_URL);
    }
    const bo = await call('GET', clickPathIn(accepted[1]!));
    expect(bo.headers.location).toBe(TALK_URL);

    const report = (await call('GET', `/api/admin/campaigns/${id}/report`, adminCookie)).json();
    expect(report).toMatchObject({ uniqueClickers: 2, clickCount: 4 });
    expect(report.links).toEqual([
      { url: TALK_URL, clickCount: 4, uniqueClickers: 2 },
      { url: 'https://blog.example/main', clickCount: 0, uniqueClickers: 0 },
    ]);
  });

  it('an unknown or forged token answers 404, never a redirect', async () => {
    const real = clickPathIn(accepted[2]!);
    const forged = real.slice(0, -2) + (real.endsWith('AA') ? 'BB' : 'AA');
    for (const path of [forged, '/l/not-a-token', '/l/', `/l/${'A'.repeat(22)}`, `${real}/https%3A%2F%2Fevil.example`]) {
      const res = await call('GET', path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers.location, path).toBeUndefined();
    }
    const [cy] = await t.database.db
      .select({ clicks: mailLinks.clicks })
      .from(mailLinks)
      .where(eq(mailLinks.token, real.slice('/l/'.length)));
    expect(cy!.clicks).toBe(0);
  });

  it("a transactional mail's links are left as they are", async () => {
    const email = speaker.user.email;
    const before = smtp.received.length;
    const res = await call('POST', '/api/public/password-resets', undefined, { email });
    expect(res.statusCode).toBeLessThan(300);
    await t.deps.mailer.deliverDue();
    const mail = smtp.received.slice(before).find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    const text = mailPart(mail!.raw, 'text/plain');
    expect(text).toMatch(/http:\/\/localhost:5000\/\S*reset/i);
    expect(text).not.toContain('/l/');
    const rows = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(await t.database.db.select().from(mailLinks).where(eq(mailLinks.mailMessageId, row.id))).toEqual([]);
  });

  it('counts a recipient who unsubscribed after the campaign was sent', async () => {
    const raw = smtp.received.find((m) => m.to.includes(accepted[1]!))!.raw;
    const link = /<(http:\/\/localhost:5000\/api\/public\/unsubscriptions\?[^>]+)>/.exec(mailHeaders(raw))![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: link.replace('http://localhost:5000', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const report = (await call('GET', `/api/admin/campaigns/${id}/report`, adminCookie)).json();
    expect(report.unsubscribedAfterCount).toBe(1);
  });

  it("erasing a recipient's data removes their tracked links: the click address stops working and their clicks leave the report", async () => {
    const cy = accepted[2]!;
    const cyPath = clickPathIn(cy);
    expect((await call('GET', cyPath)).statusCode).toBe(302);
    expect((await call('GET', `/api/admin/campaigns/${id}/report`, adminCookie)).json().uniqueClickers).toBe(3);
    const before = smtp.received.length;
    expect((await call('POST', '/api/public/data-requests', undefined, { email: cy })).statusCode).toBe(202);
    await t.deps.mailer.deliverDue();
    const mail = smtp.received.slice(before).find((m) => m.to.includes(cy));
    const token = /\/privacy\/request\?token=([A-Za-z0-9_-]+)/.exec(mailPart(mail!.raw, 'text/plain'))![1]!;
    expect((await call('POST', `/api/public/data-requests/${token}/erasure`)).statusCode).toBe(200);
    expect((await call('GET', cyPath)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/campaigns/${id}/report`, adminCookie)).json()).toMatchObject({
      uniqueClickers: 2,
      clickCount: 4,
    });
  });

  it('who may not read the report: anonymous 401, a speaker 403, a speaker campaign id 404', async () => {
    expect((await call('GET', `/api/admin/campaigns/${id}/report`)).statusCode).toBe(401);
    expect((await call('GET', `/api/admin/campaigns/${id}/report`, speaker.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/campaigns/no-such-campaign/report', adminCookie)).statusCode).toBe(404);
  });
});

describe('bounce reports fed back in', () => {
  function dsn(messageId: string, recipient: string, action = 'failed', status = '5.1.1') {
    return [
      'From: Mail Delivery System <mailer-daemon@mx.example>',
      'To: bounces@speakerpro.test',
      'Subject: Undelivered Mail Returned to Sender',
      'Message-ID: <dsn-1@mx.example>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="B"',
      '',
      '--B',
      'Content-Type: text/plain',
      '',
      'Your message could not be delivered.',
      '--B',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example',
      '',
      `Final-Recipient: rfc822; ${recipient}`,
      `Action: ${action}`,
      `Status: ${status}`,
      'Diagnostic-Code: smtp; 550 5.1.1 mailbox unavailable',
      '--B',
      'Content-Type: text/rfc822-headers',
      '',
      'From: SpeakerPro <no-reply@speakerpro.test>',
      `To: ${recipient}`,
      `Message-ID: <${messageId}@localhost>`,
      '--B--',
      '',
    ].join('\r\n');
  }
  const post = (body: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/mail-bounces',
      headers: { 'content-type': 'message/rfc822', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body,
    });

  it('a delivery status notification of a failure marks the accepted message bounced; the report counts it', async () => {
    const to = 'late.bounce@example.com';
    const id = await sendCampaign('late', [to, 'stays.report@example.com']);
    const [row] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, to));
    expect(row!.status).toBe('sent');

    expect((await post(dsn(row!.messageId, to))).statusCode).toBe(401);
    expect((await post(dsn(row!.messageId, to), 'x'.repeat(BOUNCE_TOKEN.length))).statusCode).toBe(401);
    // A delay notice, or a report about another address than the message's, records nothing.
    expect((await post(dsn(row!.messageId, to, 'delayed', '4.4.1'), BOUNCE_TOKEN)).json()).toEqual({ recorded: false });
    expect((await post(dsn(row!.messageId, 'someone.else@example.com'), BOUNCE_TOKEN)).json()).toEqual({ recorded: false });
    expect((await call('GET', `/api/admin/campaigns/${id}/report`, adminCookie)).json()).toMatchObject({
      acceptedCount: 2,
      bouncedCount: 0,
    });

    const res = await post(dsn(row!.messageId, to), BOUNCE_TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recorded: true });
    const [after] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, row!.id));
    expect(after!.bouncedAt).not.toBeNull();
    expect(after!.error).toContain('5.1.1');
    expect((await call('GET', `/api/admin/campaigns/${id}/report`, adminCookie)).json()).toMatchObject({
      acceptedCount: 2,
      bouncedCount: 1,
    });
  });

  it('an empty body is refused naming the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/mail-bounces',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${BOUNCE_TOKEN}` },
      payload: ' ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].field).toBe('body');
  });
});
