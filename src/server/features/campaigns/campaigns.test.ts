import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { assessments, campaignRecipients, campaigns, events, mailMessages, responses } from '../../db/schema';
import { createProfile, createTestApp, signInAdmin, signUpSpeaker, TEST_ADMIN, type TestContext } from '../../test/harness';
import { mailHeaders, mailPart as part, startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../test/smtp';
import { EVERYONE_THANKED_MESSAGE, NO_CONSENTING_RESPONDENTS_MESSAGE } from './service';

let smtp: TestSmtpServer;
let t: TestContext;
let adminCookie: string;

beforeAll(async () => {
  // Addresses starting with "bounce" are refused for good, to see failures counted.
  smtp = await startTestSmtpServer({ refuse: (address) => (address.startsWith('bounce') ? '550 No such user' : null) });
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://speakerpro.example' });
  adminCookie = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

// ----- reading what the SMTP server received ---------------------------------------------------

function header(raw: string, name: string): string | undefined {
  const line = mailHeaders(raw)
    .split('\r\n')
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

const to = (address: string) => smtp.received.filter((m) => m.to.some((a) => a.toLowerCase() === address.toLowerCase()));

// ----- fixtures --------------------------------------------------------------------------------

let slugCounter = 0;
async function speakerWithProfile(overrides: Parameters<typeof createProfile>[2] = {}) {
  const s = await signUpSpeaker(t.app);
  slugCounter += 1;
  const profile = await createProfile(t.database, s.user, { slug: `maya-okafor-${slugCounter}`, ...overrides });
  return { ...s, profile };
}

interface Answer {
  name: string;
  email: string;
  rating: number;
  testimonial: string;
  consent: boolean;
}

async function eventWith(userId: number, answers: Answer[], eventName = 'Growth Summit') {
  const [event] = await t.database.db
    .insert(events)
    .values({
      speakerUserId: userId,
      eventName,
      talkTitle: 'Stories That Sell',
      eventDate: new Date('2026-03-01T10:00:00Z'),
      status: 'completed',
    })
    .returning();
  for (const a of answers) await addAnswer(event!.id, a);
  return event!;
}

async function addAnswer(eventId: number, a: Answer) {
  await t.database.db.insert(responses).values({
    eventId,
    rating: a.rating,
    testimonial: a.testimonial,
    attendeeName: a.name,
    attendeeRole: 'Head of Sales',
    attendeeEmail: a.email,
    contactConsentAt: a.consent ? new Date() : null,
  });
}

const post = (url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });

async function campaignRow(publicId: string) {
  const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.publicId, publicId));
  return row!;
}

async function joinWaitlist(name: string, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    payload: { name, email },
    remoteAddress: `10.1.${slugCounter++ % 250}.9`,
  });
  expect(res.statusCode).toBe(201);
}

// ----- the thank-you e-mail --------------------------------------------------------------------

describe('thank-you e-mail', () => {
  it('delivers exactly 3 personal messages to the consenting respondents plus one copy to the speaker', async () => {
    const s = await speakerWithProfile({ workEmail: 'maya.work@example.com' });
    const event = await eventWith(s.user.id, [
      {
        name: 'Priya Patel',
        email: 'priya@brightline.example',
        rating: 5,
        testimonial: 'Practical, funny and full of ideas. I will use them Monday.',
        consent: true,
      },
      { name: 'Tom Reed', email: 'tom@northwind.example', rating: 4, testimonial: 'Clear structure and great stories!', consent: true },
      { name: 'Sam Ode', email: 'Sam@Adatum.example', rating: 3, testimonial: 'Good, a bit long.', consent: true },
      { name: 'Lee Wong', email: 'lee@contoso.example', rating: 5, testimonial: 'Loved it.', consent: false },
    ]);

    const created = await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`, s.cookie);
    expect(created.statusCode).toBe(201);
    const { emailId, recipientCount } = created.json();
    expect(recipientCount).toBe(3);
    expect(emailId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const preview = await get(`/api/email-approval/${emailId}`, s.cookie);
    expect(preview.statusCode).toBe(200);
    const data = preview.json();
    expect(data).toMatchObject({
      status: 'pending',
      recipientCount: 3,
      event: { name: 'Growth Summit', talkTitle: 'Stories That Sell', status: 'completed', eventDate: '2026-03-01T10:00:00.000Z' },
      speaker: { name: 'Maya Okafor', email: 'maya.work@example.com' },
    });
    expect(data.recipients.map((r: { email: string }) => r.email).sort()).toEqual([
      'Sam@Adatum.example',
      'priya@brightline.example',
      'tom@northwind.example',
    ]);
    const tomPreview = data.recipients.find((r: { name: string }) => r.name === 'Tom Reed').preview.text as string;
    expect(tomPreview).toContain('Hi Tom,');
    expect(tomPreview).toContain('4 out of 5 stars');
    expect(data.content).toContain('Hi Priya,');

    const sent = await post(`/api/email-approval/${emailId}/send`, s.cookie);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'approved', queuedCount: 3, skippedCount: 0, recipientCount: 3 });

    const before = smtp.received.length;
    await t.deps.mailer.deliverDue();
    // The sign-up's address confirmation is still in the queue too; it is not part of the campaign.
    const delivered = smtp.received.slice(before).filter((m) => !m.raw.includes('Subject: Confirm your e-mail address'));
    expect(delivered).toHaveLength(4);

    const expectations = [
      {
        address: 'priya@brightline.example',
        first: 'Priya',
        rating: '5 out of 5',
        line: 'You wrote: "Practical, funny and full of ideas."',
      },
      { address: 'tom@northwind.example', first: 'Tom', rating: '4 out of 5', line: 'You wrote: "Clear structure and great stories!"' },
      // A 3-star answer is thanked plainly: no stars repeated, no quote.
      { address: 'sam@adatum.example', first: 'Sam', rating: 'Thank you for your honest feedback', line: 'help' },
    ];
    expect(part(to('sam@adatum.example')[0]!.raw, 'text/plain')).not.toContain('You wrote');
    for (const e of expectations) {
      const mails = to(e.address);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      const text = part(mail.raw, 'text/plain');
      expect(text).toContain(`Hi ${e.first},`);
      expect(text).toContain(e.rating);
      expect(text).toContain(e.line);
      expect(text).toContain(
        'As promised, here is your gift, "Hybrid Team Checklist":\nhttps://maya.example/checklist.pdf\nAccess code: TEAM25',
      );
      expect(text).toMatch(/Unsubscribe: https:\/\/speakerpro\.example\/unsubscribe\?email=/);
      expect(part(mail.raw, 'text/html')).toContain('<a href="https://maya.example/checklist.pdf"');
      expect(header(mail.raw, 'Subject')).toBe('Thank you for your feedback on Stories That Sell');
      expect(header(mail.raw, 'Reply-To')).toBe('maya.work@example.com');
      // From the speaker's name (at the product's sending address), not from a bare no-reply.
      expect(header(mail.raw, 'From')).toMatch(/^Maya Okafor via SpeakerPro <.+@.+>$/);
      expect(header(mail.raw, 'List-Unsubscribe')).toMatch(
        /^<https:\/\/speakerpro\.example\/api\/public\/unsubscriptions\?email=.+&token=.+>$/,
      );
      expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      // Each attendee gets their own message: nobody else's address is on it.
      expect(mail.to).toEqual([mails[0]!.to[0]]);
    }
    expect(to('lee@contoso.example')).toHaveLength(0);

    const copies = to('maya.work@example.com');
    expect(copies).toHaveLength(1);
    expect(header(copies[0]!.raw, 'Subject')).toBe('Your copy: Thank you for your feedback on Stories That Sell');
    expect(part(copies[0]!.raw, 'text/plain')).toContain('sent to 3 attendees');

    const row = await campaignRow(emailId);
    expect(row).toMatchObject({ status: 'sent', sentCount: 3, failedCount: 0, skippedCount: 0, kind: 'thank_you', eventId: event.id });
    const after = await get(`/api/email-approval/${emailId}`, s.cookie);
    expect(after.json()).toMatchObject({ status: 'sent', sentCount: 3, outboxCount: 0, queuedCount: 0 });
    expect(after.json().sentAt).not.toBeNull();
  });

  it('sends once however often it is approved: a repeated approval is the same success and nothing more goes out', async () => {
    const s = await speakerWithProfile();
    const event = await eventWith(s.user.id, [
      { name: 'Ana One', email: 'ana.once@example.com', rating: 5, testimonial: 'Great.', consent: true },
      { name: 'Ben Two', email: 'ben.once@example.com', rating: 4, testimonial: 'Good.', consent: true },
    ]);
    const { emailId } = (await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`, s.cookie)).json();
    // A double click, or two tabs: both answer 200, neither is a failure after a success.
    const [a, b] = await Promise.all([
      post(`/api/email-approval/${emailId}/send`, s.cookie),
      post(`/api/speaker/campaigns/${emailId}/approve`, s.cookie),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().message, b.json().message]).toContain('This campaign has already been approved and its e-mails are being sent.');
    const third = await post(`/api/email-approval/${emailId}/send`, s.cookie);
    expect(third.statusCode).toBe(200);
    expect(third.json()).toMatchObject({ status: 'approved', recipientCount: 2 });
    await t.deps.mailer.deliverDue();
    const again = await post(`/api/email-approval/${emailId}/send`, s.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: 'This campaign has already been sent.',
      status: 'sent',
      sentCount: 2,
      outboxCount: 0,
      queuedCount: 0,
    });
    await t.deps.mailer.deliverDue();
    expect(to('ana.once@example.com')).toHaveLength(1);
    expect(to('ben.once@example.com')).toHaveLength(1);
    const messages = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, 'ana.once@example.com'));
    expect(messages).toHaveLength(1);
  });

  it('skips an attendee who opted out of marketing e-mail and counts them as skipped, not failed', async () => {
    const s = await speakerWithProfile();
    const event = await eventWith(s.user.id, [
      { name: 'Quiet Person', email: 'Quiet.Person@example.com', rating: 5, testimonial: 'Nice.', consent: true },
      { name: 'Loud Person', email: 'loud.person@example.com', rating: 5, testimonial: 'Nice.', consent: true },
    ]);
    const optOut = await post('/api/privacy/opt-out', undefined, {
      email: 'quiet.person@example.com',
      optOutCategories: { email_marketing: true },
    });
    expect(optOut.statusCode).toBeLessThan(300);
    const { emailId } = (await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`, s.cookie)).json();
    const preview = (await get(`/api/email-approval/${emailId}`, s.cookie)).json();
    expect(preview.recipients.find((r: { name: string }) => r.name === 'Quiet Person').optedOut).toBe(true);

    const sent = await post(`/api/email-approval/${emailId}/send`, s.cookie);
    expect(sent.json()).toMatchObject({ queuedCount: 1, skippedCount: 1 });
    await t.deps.mailer.deliverDue();
    expect(to('quiet.person@example.com')).toHaveLength(0);
    expect(to('loud.person@example.com')).toHaveLength(1);
    expect(await campaignRow(emailId)).toMatchObject({ status: 'sent', sentCount: 1, skippedCount: 1, failedCount: 0 });
    const recipients = await t.database.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, (await campaignRow(emailId)).id));
    const quiet = recipients.find((r) => r.name === 'Quiet Person')!;
    expect(quiet).toMatchObject({ status: 'skipped', skipReason: 'opted out of marketing e-mail' });
    // The outbox lists the skipped message with the same reason; it was never delivered.
    const [message] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, quiet.mailMessageId!));
    expect(message).toMatchObject({ status: 'skipped', skipReason: 'opted out of marketing e-mail', sentAt: null });
  });

  it('keeps one draft per event, says why there is no one to thank, and later thanks only new respondents', async () => {
    const s = await speakerWithProfile({ digitalGiftUrl: '/api/files/abc123/gift.pdf', digitalGiftAccessCode: null });
    const event = await eventWith(s.user.id, [
      { name: 'No Consent', email: 'nc@example.com', rating: 5, testimonial: 'x', consent: false },
    ]);
    const none = await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`, s.cookie);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(NO_CONSENTING_RESPONDENTS_MESSAGE);

    await addAnswer(event.id, { name: 'First Fan', email: 'first.fan@example.com', rating: 5, testimonial: '', consent: true });
    const first = await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`, s.cookie);
    expect(first.statusCode).toBe(201);
    await addAnswer(event.id, { name: 'Second Fan', email: 'second.fan@example.com', rating: 4, testimonial: 'Good.', consent: true });
    const again = await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`, s.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ emailId: first.json().emailId, recipientCount: 2, created: false });
    const drafts = await t.database.db.select().from(campaigns).where(eq(campaigns.eventId, event.id));
    expect(drafts).toHaveLength(1);

    // An uploaded gift is linked with the site's address; no testimonial means no quoted line.
    const preview = (await get(`/api/email-approval/${first.json().emailId}`, s.cookie)).json();
    const firstFan = preview.recipients.find((r: { name: string }) => r.name === 'First Fan').preview.text as string;
    expect(firstFan).toContain('https://speakerpro.example/api/files/abc123/gift.pdf');
    expect(firstFan).not.toContain('You wrote');
    expect(firstFan).not.toContain('Access code');

    expect((await post(`/api/email-approval/${first.json().emailId}/send`, s.cookie)).statusCode).toBe(200);
    await t.deps.mailer.deliverDue();
    const thankedAll = await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`, s.cookie);
    expect(thankedAll.statusCode).toBe(409);
    expect(thankedAll.json().message).toBe(EVERYONE_THANKED_MESSAGE);

    await addAnswer(event.id, {
      name: 'Late Fan',
      email: 'late.fan@example.com',
      rating: 5,
      testimonial: 'Late but great.',
      consent: true,
    });
    const late = await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`, s.cookie);
    expect(late.statusCode).toBe(201);
    expect(late.json().recipientCount).toBe(1);
    expect(late.json().emailId).not.toBe(first.json().emailId);
  });

  it('belongs to its speaker: others get 404, anonymous 401, the admin 403, a bad id 400', async () => {
    const owner = await speakerWithProfile();
    const other = await speakerWithProfile();
    const event = await eventWith(owner.user.id, [
      { name: 'Guest', email: 'guest.private@example.com', rating: 5, testimonial: 'Yes.', consent: true },
    ]);
    expect((await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`, other.cookie)).statusCode).toBe(404);
    expect((await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`)).statusCode).toBe(401);
    expect((await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`, adminCookie)).statusCode).toBe(403);
    const bad = await post('/api/speaker-admin/events/abc/create-thank-you-email', owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].field).toBe('id');
    expect((await post('/api/speaker-admin/events/99999999999/create-thank-you-email', owner.cookie)).statusCode).toBe(400);

    const { emailId } = (await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`, owner.cookie)).json();
    for (const url of [`/api/email-approval/${emailId}`, `/api/speaker/campaigns/${emailId}`]) {
      const res = await get(url, other.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('guest.private@example.com');
      expect((await get(url)).statusCode).toBe(401);
    }
    expect((await get(`/api/email-approval/${emailId}`, other.cookie)).json().message).toBe('Email not found');
    expect((await get('/api/email-approval/does-not-exist', owner.cookie)).json().message).toBe('Email not found');
    expect((await post(`/api/email-approval/${emailId}/send`, other.cookie)).statusCode).toBe(404);
    expect((await post(`/api/speaker/campaigns/${emailId}/approve`, other.cookie)).statusCode).toBe(404);
    expect((await post(`/api/speaker/campaigns/${emailId}/reject`, other.cookie)).statusCode).toBe(404);
    expect((await post(`/api/email-approval/${emailId}/send`)).statusCode).toBe(401);
    // Not the admin's to approve either: admin routes do not see a speaker's campaign.
    expect((await get(`/api/campaign-drafts/${emailId}`, adminCookie)).statusCode).toBe(404);
    expect((await post(`/api/campaigns/${emailId}/approve`, adminCookie)).statusCode).toBe(404);
    expect((await campaignRow(emailId)).status).toBe('pending');
    expect(to('guest.private@example.com')).toHaveLength(0);
  });
});

// ----- a speaker's campaign approval --------------------------------------------------------------

describe('the speaker edits the thank-you e-mail before approving it', () => {
  it('their subject and words go out, an unticked attendee gets nothing; after approval nothing changes', async () => {
    const s = await speakerWithProfile({ workEmail: 'edit.speaker@example.com' });
    const event = await eventWith(
      s.user.id,
      [
        { name: 'Ana Lima', email: 'ana@edit.example', rating: 5, testimonial: 'Great.', consent: true },
        { name: 'Ben Cole', email: 'ben@edit.example', rating: 4, testimonial: 'Good.', consent: true },
        { name: 'Cy Park', email: 'Cy@Edit.example', rating: 5, testimonial: 'Loved it.', consent: true },
      ],
      'Edit Summit',
    );
    const { emailId } = (await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`, s.cookie)).json();
    const before = (await get(`/api/email-approval/${emailId}`, s.cookie)).json();
    expect(before.template.body).toContain('{{firstName}}');

    const patch = (payload: object, cookie?: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/speaker-admin/thank-you-emails/${emailId}`,
        payload,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    const edited = await patch(
      {
        subject: 'A personal thank-you from Maya',
        body: 'Dear {{firstName}},\n\nThank you for coming to my talk. Here are my slides.\n\nMaya',
        removeRecipients: ['CY@edit.example'],
      },
      s.cookie,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ recipientCount: 2, template: { subject: 'A personal thank-you from Maya' } });
    expect(
      edited
        .json()
        .recipients.map((r: { email: string }) => r.email)
        .sort(),
    ).toEqual(['ana@edit.example', 'ben@edit.example']);

    // Nobody else may edit it, and bad input names its field.
    expect((await patch({ subject: 'Hijacked' })).statusCode).toBe(401);
    const stranger = await speakerWithProfile();
    expect((await patch({ subject: 'Hijacked' }, stranger.cookie)).statusCode).toBe(404);
    expect((await patch({ subject: 'Hijacked' }, adminCookie)).statusCode).toBe(403);
    const bad = await patch({ subject: '   ' }, s.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.map((f: { field: string }) => f.field)).toEqual(['subject']);

    expect((await post(`/api/email-approval/${emailId}/send`, s.cookie)).statusCode).toBe(200);
    await t.deps.mailer.deliverDue();
    for (const [address, first] of [
      ['ana@edit.example', 'Ana'],
      ['ben@edit.example', 'Ben'],
    ]) {
      const mails = to(address!);
      expect(mails).toHaveLength(1);
      expect(header(mails[0]!.raw, 'Subject')).toBe('A personal thank-you from Maya');
      const text = part(mails[0]!.raw, 'text/plain');
      expect(text).toContain(`Dear ${first},`);
      expect(text).toContain('Here are my slides.');
      expect(part(mails[0]!.raw, 'text/html')).toContain('Here are my slides.');
    }
    expect(to('cy@edit.example')).toHaveLength(0);

    const late = await patch({ subject: 'Too late' }, s.cookie);
    expect(late.statusCode).toBe(409);
    expect((await campaignRow(emailId)).subject).toBe('A personal thank-you from Maya');
  });
});

describe('sending the thank-you e-mail as the page shows it, saved or not', () => {
  it('an edit or an approval that changes no words keeps the draft as it is (an empty body is not an error)', async () => {
    const s = await speakerWithProfile({ workEmail: 'empty.body.speaker@example.com' });
    const event = await eventWith(
      s.user.id,
      [
        { name: 'Ida Empty', email: 'ida@empty.example', rating: 5, testimonial: 'Great.', consent: true },
        { name: 'Oz Empty', email: 'oz@empty.example', rating: 4, testimonial: 'Good.', consent: true },
      ],
      'Empty Body Summit',
    );
    const { emailId } = (await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`, s.cookie)).json();
    const drafted = await campaignRow(emailId);
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/speaker-admin/thank-you-emails/${emailId}`, payload, headers: { cookie: s.cookie } });
    expect((await patch({})).statusCode).toBe(200);
    const unticked = await patch({ removeRecipients: ['oz@empty.example'] });
    expect(unticked.statusCode).toBe(200);
    expect(unticked.json()).toMatchObject({ recipientCount: 1, template: { subject: drafted.subject } });

    const sent = await post(`/api/speaker-admin/thank-you-emails/${emailId}/approval`, s.cookie, {});
    expect(sent.statusCode, sent.body).toBe(200);
    await t.deps.mailer.deliverDue();
    expect(to('ida@empty.example')).toHaveLength(1);
    expect(header(to('ida@empty.example')[0]!.raw, 'Subject')).toBe(drafted.subject);
    expect(to('oz@empty.example')).toHaveLength(0);
    expect(await campaignRow(emailId)).toMatchObject({ subject: drafted.subject, textTemplate: drafted.textTemplate });
  });

  it('uses the subject, words and ticked attendees sent with the request; anything else is refused and sends nothing', async () => {
    const s = await speakerWithProfile({ workEmail: 'shown.speaker@example.com' });
    const event = await eventWith(
      s.user.id,
      [
        { name: 'Ada Shown', email: 'ada@shown.example', rating: 5, testimonial: 'Great.', consent: true },
        { name: 'Marcus Shown', email: 'marcus@shown.example', rating: 4, testimonial: 'Good.', consent: true },
        { name: 'Bo Shown', email: 'Bo@Shown.example', rating: 5, testimonial: 'Loved it.', consent: true },
        { name: 'Quiet Shown', email: 'quiet@shown.example', rating: 5, testimonial: 'Fine.', consent: false },
      ],
      'Shown Summit',
    );
    const { emailId } = (await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`, s.cookie)).json();
    const send = (payload: object, cookie?: string) => post(`/api/speaker-admin/thank-you-emails/${emailId}/approval`, cookie, payload);
    const shown = {
      subject: 'Slides from Shown Summit, {{firstName}}',
      body: 'Dear {{firstName}},\n\nThe slides are attached to my site.\n\nMaya',
      recipients: ['ada@shown.example', 'bo@shown.example'],
    };

    // Nobody but the speaker may send it.
    expect((await send(shown)).statusCode).toBe(401);
    const stranger = await speakerWithProfile();
    expect((await send(shown, stranger.cookie)).statusCode).toBe(404);
    expect((await send(shown, adminCookie)).statusCode).toBe(403);

    // An address the draft does not hold (here one who did not agree to be contacted) is refused.
    for (const recipients of [['ada@shown.example', 'quiet@shown.example'], ['someone@else.example'], []]) {
      const refused = await send({ ...shown, recipients }, s.cookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.fields.map((f: { field: string }) => f.field)).toEqual(['recipients']);
    }
    const blank = await send({ ...shown, subject: '  ' }, s.cookie);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details.fields.map((f: { field: string }) => f.field)).toEqual(['subject']);
    const untouched = await campaignRow(emailId);
    expect(untouched).toMatchObject({ status: 'pending', recipientCount: 3 });
    expect(untouched.subject).not.toContain('Slides');

    const sent = await send(shown, s.cookie);
    expect(sent.statusCode).toBe(200);
    await t.deps.mailer.deliverDue();
    for (const [address, first] of [
      ['ada@shown.example', 'Ada'],
      ['bo@shown.example', 'Bo'],
    ] as const) {
      const mails = to(address);
      expect(mails).toHaveLength(1);
      expect(header(mails[0]!.raw, 'Subject')).toBe(`Slides from Shown Summit, ${first}`);
      expect(part(mails[0]!.raw, 'text/plain')).toContain(`Dear ${first},`);
      expect(part(mails[0]!.raw, 'text/plain')).toContain('The slides are attached to my site.');
    }
    expect(to('marcus@shown.example')).toHaveLength(0);
    expect(to('quiet@shown.example')).toHaveLength(0);
    const [copy] = to('shown.speaker@example.com');
    expect(header(copy!.raw, 'Subject')).toBe('Your copy: Slides from Shown Summit, Ada');
    expect(copy!.raw).toContain('sent to 2 attendees');
    const row = await campaignRow(emailId);
    expect(row).toMatchObject({ subject: shown.subject, textTemplate: shown.body, recipientCount: 2 });
    expect((await send(shown, s.cookie)).statusCode).toBe(200);
    await t.deps.mailer.deliverDue();
    expect(to('ada@shown.example')).toHaveLength(1);
  });
});

describe("the thank-you e-mail is the speaker's, in HTML made with react-email", () => {
  it('carries their logo, their colour and a gift button; the text part stays the words they approved', async () => {
    const s = await speakerWithProfile({
      workEmail: 'brand.speaker@example.com',
      logoUrl: '/api/files/AbCdEfGhIjKlMnOpQrStUv/maya-logo.png',
      brandColorPrimary: '#0f766e',
    });
    const event = await eventWith(
      s.user.id,
      [{ name: 'Dana Brand', email: 'dana@brand.example', rating: 5, testimonial: 'Sharp and useful.', consent: true }],
      'Brand Summit',
    );
    const { emailId } = (await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`, s.cookie)).json();
    expect((await post(`/api/email-approval/${emailId}/send`, s.cookie)).statusCode).toBe(200);
    await t.deps.mailer.deliverDue();
    const [mail] = to('dana@brand.example');
    expect(header(mail!.raw, 'From')).toMatch(/^"?Maya Okafor via SpeakerPro"? </);
    const html = part(mail!.raw, 'text/html');
    // react-email's document and its preview text.
    expect(html).toMatch(/^<!DOCTYPE html PUBLIC "-\/\/W3C\/\/DTD XHTML 1\.0 Transitional\/\/EN"/);
    expect(html).toContain('Thank you for your feedback on Stories That Sell');
    expect(html).toMatch(
      /<img[^>]+alt="Maya Okafor"[^>]+src="https:\/\/speakerpro\.example\/api\/files\/AbCdEfGhIjKlMnOpQrStUv\/maya-logo\.png"/,
    );
    const button = /<a[^>]+href="https:\/\/maya\.example\/checklist\.pdf"[^>]*style="([^"]*)"[^>]*>[\s\S]*?Open your gift/.exec(html);
    expect(button, 'a gift button').not.toBeNull();
    expect(button![1]).toContain('background-color:#0f766e');
    expect(html).toMatch(/Access code: <strong[^>]*>TEAM25<\/strong>/);
    expect(html).toContain('Sharp and useful.');
    const text = part(mail!.raw, 'text/plain');
    expect(text).toContain('Hi Dana,');
    expect(text).toContain('https://maya.example/checklist.pdf');
    expect(text).not.toContain('<');
  });

  it("without a logo the speaker's name heads the e-mail in their colour", async () => {
    const s = await speakerWithProfile({ workEmail: 'nologo.speaker@example.com', logoUrl: null, brandColorPrimary: '#7c3aed' });
    const event = await eventWith(
      s.user.id,
      [{ name: 'Eli Plain', email: 'eli@plain.example', rating: 2, testimonial: 'Too salesy for me.', consent: true }],
      'Plain Summit',
    );
    const { emailId } = (await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`, s.cookie)).json();
    expect((await post(`/api/email-approval/${emailId}/send`, s.cookie)).statusCode).toBe(200);
    await t.deps.mailer.deliverDue();
    const html = part(to('eli@plain.example')[0]!.raw, 'text/html');
    expect(html).not.toContain('<img');
    expect(html).toMatch(/<p[^>]*color:#7c3aed[^>]*>Maya Okafor<\/p>/);
    expect(html).not.toContain('Too salesy');
  });
});

describe('speaker campaign approval', () => {
  it('the owning speaker approves and reads sentCount and failedCount once delivery is done', async () => {
    const s = await speakerWithProfile();
    const event = await eventWith(s.user.id, [
      { name: 'Good Address', email: 'good.address@example.com', rating: 5, testimonial: 'Great.', consent: true },
      { name: 'Bad Address', email: 'bounce.address@example.com', rating: 4, testimonial: 'Fine.', consent: true },
    ]);
    const { emailId } = (await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`, s.cookie)).json();
    const detail = await get(`/api/speaker/campaigns/${emailId}`, s.cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: emailId,
      kind: 'thank_you',
      status: 'pending',
      recipientCount: 2,
      event: { id: event.id, name: 'Growth Summit' },
    });
    expect(detail.json().recipients).toHaveLength(2);

    const approved = await post(`/api/speaker/campaigns/${emailId}/approve`, s.cookie);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', sentCount: 0, failedCount: 0, queuedCount: 2 });
    await t.deps.mailer.deliverDue();
    const done = (await get(`/api/speaker/campaigns/${emailId}`, s.cookie)).json();
    expect(done).toMatchObject({ status: 'sent', sentCount: 1, failedCount: 1, queuedCount: 0 });
    expect(done.recipients.find((r: { email: string }) => r.email === 'bounce.address@example.com').status).toBe('failed');
  });

  it('the owning speaker rejects; nothing is sent and it can no longer be approved', async () => {
    const s = await speakerWithProfile();
    const event = await eventWith(s.user.id, [
      { name: 'Never Mailed', email: 'never.mailed@example.com', rating: 5, testimonial: 'Great.', consent: true },
    ]);
    const { emailId } = (await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`, s.cookie)).json();
    const rejected = await post(`/api/speaker/campaigns/${emailId}/reject`, s.cookie, { reason: 'Wrong event' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    expect(await campaignRow(emailId)).toMatchObject({ status: 'rejected', rejectionReason: 'Wrong event' });
    const approve = await post(`/api/speaker/campaigns/${emailId}/approve`, s.cookie);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe('This campaign was rejected and can no longer be sent.');
    await t.deps.mailer.deliverDue();
    expect(to('never.mailed@example.com')).toHaveLength(0);
    const tooLong = await post(`/api/speaker/campaigns/${emailId}/reject`, s.cookie, { reason: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details.fields[0].field).toBe('reason');
  });

  it("an admin campaign is never a speaker's: 404 to read, approve or reject", async () => {
    await joinWaitlist('Admin Only', 'admin.only@example.com');
    const gen = await post('/api/generate-bulk-emails', adminCookie, {
      recipientGroup: 'waitlist',
      campaignType: 'follow_up',
      saveAsDraft: true,
    });
    const id = gen.json().campaign.id as string;
    const s = await speakerWithProfile();
    expect((await get(`/api/speaker/campaigns/${id}`, s.cookie)).statusCode).toBe(404);
    expect((await post(`/api/speaker/campaigns/${id}/approve`, s.cookie)).statusCode).toBe(404);
    expect((await post(`/api/speaker/campaigns/${id}/reject`, s.cookie)).statusCode).toBe(404);
    expect((await post(`/api/email-approval/${id}/send`, s.cookie)).statusCode).toBe(404);
    expect((await campaignRow(id)).status).toBe('pending');
    expect((await post(`/api/campaigns/${id}/reject`, adminCookie, { reason: 'test cleanup' })).statusCode).toBe(200);
  });
});

describe('one campaign, one shape per path', () => {
  it('the canonical path answers camelCase only; the old path also carries the snake_case names its callers read', async () => {
    await joinWaitlist('Shape Shown', 'shape.shown@example.com');
    const gen = await post('/api/admin/campaigns', adminCookie, {
      recipientGroup: 'waitlist',
      campaignType: 'follow_up',
      saveAsDraft: true,
    });
    const id = gen.json().campaign.id as string;
    const canonical = (await get(`/api/admin/campaigns/${id}`, adminCookie)).json() as Record<string, unknown>;
    const old = (await get(`/api/campaign-drafts/${id}`, adminCookie)).json() as Record<string, unknown>;
    expect(Object.keys(canonical).filter((k) => k.includes('_'))).toEqual([]);
    expect(canonical).toMatchObject({ id, campaignType: 'follow_up', status: 'pending' });
    expect(old).toMatchObject({
      ...canonical,
      campaign_type: 'follow_up',
      sample_subject: canonical.sampleSubject,
      recipient_count: canonical.recipientCount,
    });
    expect(JSON.parse(old.recipients_data as string)).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'shape.shown@example.com' })]),
    );
    // The lists and the generator: camelCase on the canonical paths, both spellings on the old ones.
    const snake = (o: object) => Object.keys(o).filter((k) => k.includes('_'));
    const list = (await get('/api/admin/campaigns?kind=bulk', adminCookie)).json() as Record<string, unknown>[];
    const item = list.find((c) => c.id === id)!;
    expect(snake(item)).toEqual([]);
    expect(item).toMatchObject({ campaignType: 'follow_up', recipientCount: canonical.recipientCount });
    const oldItem = ((await get('/api/campaigns?kind=bulk', adminCookie)).json() as Record<string, unknown>[]).find((c) => c.id === id)!;
    expect(oldItem).toMatchObject({
      ...item,
      campaign_type: 'follow_up',
      recipient_count: item.recipientCount,
      created_at: item.createdAt,
    });
    const pending = ((await get('/api/admin/pending-email-approvals', adminCookie)).json() as Record<string, unknown>[]).find(
      (p) => p.id === id,
    )!;
    expect(snake(pending)).toEqual([]);
    expect(pending).toMatchObject({ sourceType: 'campaign_draft', campaignType: 'follow_up' });
    const oldPending = ((await get('/api/pending-email-approvals', adminCookie)).json() as Record<string, unknown>[]).find(
      (p) => p.id === id,
    )!;
    expect(oldPending).toMatchObject({ ...pending, source_type: 'campaign_draft', recipient_name: pending.recipientName });
    expect(snake(gen.json().campaign as object)).toEqual([]);
    expect((await post(`/api/admin/campaigns/${id}/rejection`, adminCookie, { reason: 'test cleanup' })).statusCode).toBe(200);
  });
});

// ----- the owner's campaigns ---------------------------------------------------------------------

describe('bulk e-mail generator and campaigns', () => {
  beforeAll(async () => {
    await joinWaitlist('Wendy Wait', 'wendy.wait@example.com');
    await joinWaitlist('Quentin Both', 'quentin.both@example.com');
    await t.database.db.insert(assessments).values([
      { email: 'quentin.both@example.com', score: 95, maxScore: 120, passed: true, answers: {} },
      { email: 'quentin.both@example.com', score: 85, maxScore: 120, passed: true, answers: {} },
      { email: 'quinn.qualified@example.com', score: 88, maxScore: 120, passed: true, answers: {} },
      { email: 'fran.failed@example.com', score: 40, maxScore: 120, passed: false, answers: {} },
    ]);
  });

  const generate = (payload: object, cookie = adminCookie) => post('/api/generate-bulk-emails', cookie, payload);
  const emailsOf = (res: { json(): { emails: { email: string }[] } }) => res.json().emails.map((e) => e.email);

  it('resolves each group from the database, personal to each recipient, with the owner as reply-to', async () => {
    const waitlist = await generate({ recipientGroup: 'waitlist', campaignType: 'assessment_invitation' });
    expect(waitlist.statusCode).toBe(200);
    expect(emailsOf(waitlist)).toContain('wendy.wait@example.com');
    expect(emailsOf(waitlist)).not.toContain('quinn.qualified@example.com');
    // Quentin is on the waitlist but already took the assessment: an invitation to take it no longer fits him.
    expect(emailsOf(waitlist)).not.toContain('quentin.both@example.com');
    expect(waitlist.json().skippedCount).toBeGreaterThanOrEqual(1);
    const wendy = waitlist.json().emails.find((e: { email: string }) => e.email === 'wendy.wait@example.com');
    expect(wendy).toMatchObject({ name: 'Wendy Wait', replyTo: TEST_ADMIN.email, subject: 'Wendy, how ready is your speaking business?' });
    expect(wendy.textContent).toContain('Hi Wendy,');
    expect(wendy.textContent).toContain('Thank you for joining the SpeakerPro waitlist on');
    expect(wendy.textContent).toContain('https://speakerpro.example/readiness-assessment');
    expect(waitlist.json()).toMatchObject({ recipientGroup: 'waitlist', campaignType: 'assessment_invitation', campaign: null });
    expect(waitlist.json().count).toBe(waitlist.json().emails.length);

    const qualified = await generate({ recipientGroup: 'qualified', campaignType: 'follow_up' });
    expect(emailsOf(qualified).sort()).toEqual(['quentin.both@example.com', 'quinn.qualified@example.com']);
    const quentin = qualified.json().emails.find((e: { email: string }) => e.email === 'quentin.both@example.com');
    expect(quentin.name).toBe('Quentin Both');
    expect(quentin.textContent).toContain('scoring 95 out of 120');
    // No name is known for Quinn anywhere: no name, and the greeting says "Hi there," (never the address).
    const quinn = qualified.json().emails.find((e: { email: string }) => e.email === 'quinn.qualified@example.com');
    expect(quinn.name).toBe('');
    expect(quinn.textContent).toContain('Hi there,');
    expect(quinn.textContent).not.toContain('quinn.qualified,');

    const all = await generate({ recipients: 'all', campaignType: 'welcome' });
    const allEmails = emailsOf(all);
    expect(allEmails).toEqual(
      expect.arrayContaining(['wendy.wait@example.com', 'quentin.both@example.com', 'quinn.qualified@example.com']),
    );
    expect(allEmails.filter((e: string) => e === 'quentin.both@example.com')).toHaveLength(1);
    expect(allEmails).not.toContain('fran.failed@example.com');
    expect(all.json().recipientGroup).toBe('all');
  });

  it("accepts the spec's explicit list and a custom message; leaves out opted-out addresses", async () => {
    await post('/api/privacy/opt-out', undefined, { email: 'listed.out@example.com', optOutCategories: { email_marketing: true } });
    const res = await generate({
      recipients: [{ name: 'Listed Person', email: ' listed@example.com ' }, { email: 'listed.out@example.com' }],
      campaignType: 'custom',
      customMessage: 'Our spring workshop opens on 1 May.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 1, skippedCount: 1, recipientGroup: 'list' });
    expect(res.json().emails[0]).toMatchObject({
      email: 'listed@example.com',
      name: 'Listed Person',
      subject: 'A message from SpeakerPro',
    });
    expect(res.json().emails[0].textContent).toContain('Our spring workshop opens on 1 May.');
  });

  it('a custom message that opens with its own greeting gets no second one', async () => {
    const res = await generate({
      recipients: [{ name: 'Gita Greeted', email: 'gita@example.com' }],
      campaignType: 'custom',
      customMessage: 'Hi {{firstName}},\n\nOur spring workshop opens on 1 May.',
    });
    const text = res.json().emails[0].textContent as string;
    expect(text.match(/Hi Gita,/g)).toHaveLength(1);
    expect(text.startsWith('Hi Gita,')).toBe(true);
    const plain = await generate({
      recipients: [{ name: 'Gita Greeted', email: 'gita@example.com' }],
      campaignType: 'custom',
      customMessage: 'Our spring workshop opens on 1 May.',
    });
    expect((plain.json().emails[0].textContent as string).startsWith('Hi Gita,\n\nOur spring workshop')).toBe(true);
  });

  it('names the field for bad input', async () => {
    const cases: [object, string][] = [
      [{ campaignType: 'follow_up' }, 'recipientGroup'],
      [{ recipientGroup: 'everyone', campaignType: 'follow_up' }, 'recipientGroup'],
      [{ recipientGroup: 'waitlist' }, 'campaignType'],
      [{ recipientGroup: 'waitlist', campaignType: 'spam' }, 'campaignType'],
      [{ recipientGroup: 'waitlist', campaignType: 'custom' }, 'customMessage'],
      [{ recipientGroup: 'waitlist', campaignType: 'custom', customMessage: '   ' }, 'customMessage'],
      [{ recipients: [{ email: 'not-an-address' }], campaignType: 'welcome' }, 'recipients.0.email'],
    ];
    for (const [payload, field] of cases) {
      const res = await generate(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });

  it('saves a draft the admin approves once; it is sent to every recipient and listed as sent', async () => {
    const gen = await generate({ recipientGroup: 'waitlist', campaignType: 'follow_up', saveAsDraft: true });
    const campaign = gen.json().campaign;
    expect(campaign).toMatchObject({
      kind: 'bulk',
      status: 'pending',
      campaign_type: 'follow_up',
      sample_subject: 'Following up from SpeakerPro',
    });
    expect(campaign.recipient_count).toBe(gen.json().count + gen.json().skippedCount);

    const list = (await get('/api/campaigns', adminCookie)).json();
    // Listed by type and audience, not by a sample subject addressed to someone else.
    expect(list[0]).toMatchObject({ id: campaign.id, status: 'pending', title: 'Follow-up to Waitlist' });
    const welcomes = (await get('/api/campaigns?kind=welcome', adminCookie)).json() as { title: string }[];
    expect(welcomes.length).toBeGreaterThan(0);
    expect(welcomes.map((w) => w.title)).toContain('Welcome e-mail to Wendy Wait');
    const draft = await get(`/api/campaign-drafts/${campaign.id}`, adminCookie);
    expect(draft.json()).toMatchObject({
      status: 'pending',
      campaignType: 'follow_up',
      campaign_type: 'follow_up',
      recipientGroup: 'waitlist',
    });
    expect(draft.json().sampleContent).toContain('Hi Alex,');
    expect(draft.json().sampleContent).toContain('Thank you for being part of the SpeakerPro community.');
    expect(JSON.parse(draft.json().recipients_data)).toEqual(
      expect.arrayContaining([{ name: 'Wendy Wait', email: 'wendy.wait@example.com' }]),
    );
    const recipients = await get(`/api/campaign-recipients/${campaign.id}`, adminCookie);
    expect(recipients.json().recipients.map((r: { email: string }) => r.email)).toContain('wendy.wait@example.com');

    const before = to('wendy.wait@example.com').length;
    const approved = await post(`/api/campaigns/${campaign.id}/approve`, adminCookie, { approvedBy: 'someone-else' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', queuedCount: campaign.recipient_count });
    // Approving again is the same success (nothing more is sent).
    expect((await post(`/api/campaign-drafts/${campaign.id}/approve`, adminCookie)).statusCode).toBe(200);
    await t.deps.mailer.deliverDue();
    expect(to('wendy.wait@example.com')).toHaveLength(before + 1);
    const mail = to('wendy.wait@example.com').at(-1) as ReceivedMail;
    expect(header(mail.raw, 'Subject')).toBe('Following up from SpeakerPro');
    expect(header(mail.raw, 'Reply-To')).toBe(TEST_ADMIN.email);
    expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(part(mail.raw, 'text/plain')).toContain('Hi Wendy,');

    const row = await campaignRow(campaign.id);
    expect(row).toMatchObject({ status: 'sent', sentCount: campaign.recipient_count, failedCount: 0 });
    const [approver] = await queryRows<{ email: string }>(t.database.db, sql`select email from users where id = ${row.approvedByUserId}`);
    expect(approver!.email).toBe(TEST_ADMIN.email);
    const listed = (await get('/api/campaigns?kind=bulk', adminCookie)).json().find((c: { id: string }) => c.id === campaign.id);
    expect(listed).toMatchObject({ status: 'sent', sent_count: campaign.recipient_count });
    expect(listed.sent_at).not.toBeNull();
    expect((await post(`/api/campaign-drafts/${campaign.id}/regenerate`, adminCookie)).statusCode).toBe(409);
  });

  it('the owner leaves chosen recipients out before approval, can take one back, and the count says so', async () => {
    await joinWaitlist('Xavi Left', 'xavi.left@example.com');
    await joinWaitlist('Yara Back', 'yara.back@example.com');
    const gen = await generate({ recipientGroup: 'waitlist', campaignType: 'follow_up', saveAsDraft: true });
    const id = gen.json().campaign.id as string;
    const total = gen.json().campaign.recipient_count as number;
    const patch = (payload: object, cookie = adminCookie) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/campaigns/${id}/recipients`, headers: { cookie }, payload });

    const left = await patch({ email: 'XAVI.left@example.com', excluded: true });
    expect(left.statusCode).toBe(200);
    const xavi = left.json().recipients.find((r: { email: string }) => r.email === 'xavi.left@example.com');
    expect(xavi).toMatchObject({ excluded: true, skipReason: 'left out by the owner' });
    expect((await patch({ email: 'yara.back@example.com', excluded: true })).statusCode).toBe(200);
    const back = await patch({ email: 'yara.back@example.com', excluded: false });
    expect(back.json().recipients.find((r: { email: string }) => r.email === 'yara.back@example.com')).toMatchObject({
      excluded: false,
      skipReason: null,
    });

    // Bad input names the field; an address not on the list is refused; nothing changed.
    const notOnList = await patch({ email: 'stranger@example.com', excluded: true });
    expect(notOnList.statusCode).toBe(400);
    expect(notOnList.json().details.fields[0].field).toBe('email');
    expect((await patch({ email: 'xavi.left@example.com', excluded: 'yes' })).json().details.fields[0].field).toBe('excluded');
    expect((await patch({ excluded: true })).json().details.fields[0].field).toBe('email');
    // Who may not: anonymous 401, a speaker 403, a speaker's own campaign is not the owner's (404).
    const s = await speakerWithProfile();
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/campaigns/${id}/recipients`,
          payload: { email: 'yara.back@example.com', excluded: true },
        })
      ).statusCode,
    ).toBe(401);
    expect((await patch({ email: 'yara.back@example.com', excluded: true }, s.cookie)).statusCode).toBe(403);
    const event = await eventWith(s.user.id, [
      { name: 'Priya Patel', email: 'priya.x@brightline.example', rating: 5, testimonial: 'Great.', consent: true },
    ]);
    const thanks = (await post(`/api/speaker-admin/events/${event.id}/create-thank-you-email`, s.cookie)).json().emailId as string;
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/campaigns/${thanks}/recipients`,
          headers: { cookie: adminCookie },
          payload: { email: 'priya.x@brightline.example', excluded: true },
        })
      ).statusCode,
    ).toBe(404);

    const beforeXavi = to('xavi.left@example.com').length;
    const beforeYara = to('yara.back@example.com').length;
    const approved = await post(`/api/campaigns/${id}/approve`, adminCookie);
    expect(approved.json()).toMatchObject({ status: 'approved', queuedCount: total - 1 - gen.json().skippedCount, recipientCount: total });
    await t.deps.mailer.deliverDue();
    expect(to('xavi.left@example.com')).toHaveLength(beforeXavi);
    expect(to('yara.back@example.com')).toHaveLength(beforeYara + 1);
    const [stored] = await t.database.db
      .select()
      .from(campaignRecipients)
      .where(
        sql`lower(${campaignRecipients.email}) = 'xavi.left@example.com' and ${campaignRecipients.campaignId} = ${(await campaignRow(id)).id}`,
      );
    expect(stored).toMatchObject({ status: 'skipped', skipReason: 'left out by the owner' });
    // Once approved, the list is settled.
    expect((await patch({ email: 'yara.back@example.com', excluded: true })).statusCode).toBe(409);
  });

  it('regenerates a pending draft from the group as it is now; rejects with a reason', async () => {
    const gen = await generate({ recipientGroup: 'waitlist', campaignType: 'welcome', saveAsDraft: true });
    const id = gen.json().campaign.id as string;
    const count = gen.json().campaign.recipient_count as number;
    await joinWaitlist('Newer Member', 'newer.member@example.com');
    const regenerated = await post(`/api/campaign-drafts/${id}/regenerate`, adminCookie);
    expect(regenerated.statusCode).toBe(200);
    expect(regenerated.json().recipientCount).toBe(count + 1);
    expect(regenerated.json().recipients.map((r: { email: string }) => r.email)).toContain('newer.member@example.com');

    const rejected = await post(`/api/campaign-drafts/${id}/reject`, adminCookie, { rejectedBy: 'owner', reason: 'Not now' });
    expect(rejected.statusCode).toBe(200);
    expect((await get(`/api/campaign-drafts/${id}`, adminCookie)).json()).toMatchObject({ status: 'rejected', rejectionReason: 'Not now' });
    expect((await post(`/api/campaigns/${id}/approve`, adminCookie)).statusCode).toBe(409);
    expect((await post(`/api/campaigns/${id}/reject`, adminCookie)).statusCode).toBe(409);
  });

  it('404 for an unknown campaign', async () => {
    expect((await get('/api/campaign-drafts/unknown-id', adminCookie)).statusCode).toBe(404);
    expect((await post('/api/campaigns/999999/approve', adminCookie)).statusCode).toBe(404);
    expect((await get('/api/welcome-email-approval/unknown', adminCookie)).statusCode).toBe(404);
  });

  it('every owner endpoint refuses anonymous callers (401) and speakers (403)', async () => {
    const s = await speakerWithProfile();
    const gen = await generate({ recipientGroup: 'waitlist', campaignType: 'follow_up', saveAsDraft: true });
    const id = gen.json().campaign.id as string;
    const calls: [string, string][] = [
      ['GET', '/api/campaigns'],
      ['GET', `/api/admin/campaigns/${id}`],
      ['POST', `/api/campaigns/${id}/approve`],
      ['POST', `/api/campaigns/${id}/reject`],
      ['POST', '/api/generate-bulk-emails'],
      ['GET', `/api/campaign-drafts/${id}`],
      ['POST', `/api/campaign-drafts/${id}/approve`],
      ['POST', `/api/campaign-drafts/${id}/reject`],
      ['POST', `/api/campaign-drafts/${id}/regenerate`],
      ['GET', `/api/campaign-recipients/${id}`],
      ['PATCH', `/api/admin/campaigns/${id}/recipients`],
      ['GET', '/api/pending-email-approvals'],
      ['POST', `/api/send-approval-email/${id}`],
      ['POST', `/api/approve-email/${id}`],
      ['POST', `/api/reject-email/${id}`],
      ['GET', `/api/welcome-email-approval/${id}`],
      ['POST', `/api/welcome-email-approval/${id}/approve`],
    ];
    for (const [method, url] of calls) {
      const payload =
        method === 'PATCH'
          ? { email: 'wendy.wait@example.com', excluded: true }
          : method === 'POST'
            ? { recipientGroup: 'waitlist', campaignType: 'follow_up' }
            : undefined;
      const anonymous = await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const speaker = await t.app.inject({ method: method as 'GET', url, headers: { cookie: s.cookie }, ...(payload ? { payload } : {}) });
      expect(speaker.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await campaignRow(id)).status).toBe('pending');
    await post(`/api/campaigns/${id}/reject`, adminCookie);
  });
});

// ----- welcome e-mails and the approvals list -----------------------------------------------------

describe('welcome e-mail and e-mail approvals', () => {
  it('drafts a pending welcome e-mail when someone joins the waitlist, and only once per person', async () => {
    await joinWaitlist('Vera Welcome', 'vera.welcome@example.com');
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { name: 'Vera Again', email: 'VERA.welcome@example.com' },
    });
    expect(dup.statusCode).toBe(409);
    const pending = (await get('/api/pending-email-approvals', adminCookie)).json();
    const vera = pending.filter((p: { recipient_email: string }) => p.recipient_email === 'vera.welcome@example.com');
    expect(vera).toHaveLength(1);
    expect(vera[0]).toMatchObject({
      source_type: 'welcome_email',
      campaign_type: 'welcome',
      recipient_name: 'Vera Welcome',
      subject: 'Welcome to the SpeakerPro waitlist, Vera!',
      recipient_count: 1,
    });
    expect(vera[0].content).toContain('Hi Vera,');

    const welcome = await get(`/api/welcome-email-approval/${vera[0].id}`, adminCookie);
    expect(welcome.statusCode).toBe(200);
    const [{ n }] = (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from waitlist_entries`)) as [
      { n: number },
    ];
    expect(welcome.json()).toMatchObject({
      status: 'pending_approval',
      recipientName: 'Vera Welcome',
      recipientEmail: 'vera.welcome@example.com',
      campaignData: { totalMembers: n },
    });
    expect(welcome.json().emailHtml).toContain('Hi Vera,');
    expect(welcome.json().emailHtml).toContain('<a href="https://speakerpro.example/readiness-assessment"');

    const approved = await post(`/api/welcome-email-approval/${vera[0].id}/approve`, adminCookie);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ recipientEmail: 'vera.welcome@example.com', status: 'approved' });
    const twice = await post(`/api/welcome-email-approval/${vera[0].id}/approve`, adminCookie);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({ recipientEmail: 'vera.welcome@example.com' });
    await t.deps.mailer.deliverDue();
    const mails = to('vera.welcome@example.com');
    expect(mails).toHaveLength(1);
    expect(header(mails[0]!.raw, 'List-Unsubscribe')).toBeDefined();
    expect((await get(`/api/welcome-email-approval/${vera[0].id}`, adminCookie)).json().status).toBe('sent');
    const after = (await get('/api/pending-email-approvals', adminCookie)).json();
    expect(after.find((p: { id: string }) => p.id === vera[0].id)).toBeUndefined();
  });

  it('one welcome per person, ever: a later bulk welcome skips who was welcomed, says so before approval and records why', async () => {
    await joinWaitlist('Wim Welcomed', 'wim.welcomed@example.com');
    await joinWaitlist('Nell New', 'nell.new@example.com');
    const pending = (await get('/api/pending-email-approvals', adminCookie)).json();
    const wim = pending.find((p: { recipient_email: string }) => p.recipient_email === 'wim.welcomed@example.com');
    expect((await post(`/api/welcome-email-approval/${wim.id}/approve`, adminCookie)).statusCode).toBe(200);
    await t.deps.mailer.deliverDue();
    expect(to('wim.welcomed@example.com')).toHaveLength(1);

    const gen = await post('/api/generate-bulk-emails', adminCookie, {
      recipientGroup: 'waitlist',
      campaignType: 'welcome',
      saveAsDraft: true,
    });
    expect(gen.statusCode).toBe(200);
    expect(gen.json().emails.map((e: { email: string }) => e.email)).not.toContain('wim.welcomed@example.com');
    const id = gen.json().campaign.id as string;
    // Before approval, the page's data says who will be skipped and why.
    const detail = (await get(`/api/campaign-drafts/${id}`, adminCookie)).json();
    const recipient = (email: string) => detail.recipients.find((r: { email: string }) => r.email === email);
    expect(recipient('wim.welcomed@example.com')).toMatchObject({ status: 'pending', skipReason: 'already welcomed', optedOut: false });
    expect(recipient('nell.new@example.com')).toMatchObject({ status: 'pending', skipReason: null });

    expect((await post(`/api/campaigns/${id}/approve`, adminCookie)).statusCode).toBe(200);
    await t.deps.mailer.deliverDue();
    expect(to('wim.welcomed@example.com')).toHaveLength(1);
    expect(to('nell.new@example.com')).toHaveLength(1);
    const after = (await get(`/api/campaign-drafts/${id}`, adminCookie)).json();
    expect(after.recipients.find((r: { email: string }) => r.email === 'wim.welcomed@example.com')).toMatchObject({
      status: 'skipped',
      skipReason: 'already welcomed',
    });
    const [stored] = await t.database.db
      .select()
      .from(campaignRecipients)
      .where(sql`lower(${campaignRecipients.email}) = 'wim.welcomed@example.com' and ${campaignRecipients.status} = 'skipped'`);
    expect(stored!.skipReason).toBe('already welcomed');

    // Nell's own welcome draft (made when she joined) is obsolete now: refused, nothing twice.
    const nell = pending.find((p: { recipient_email: string }) => p.recipient_email === 'nell.new@example.com');
    const refused = await post(`/api/welcome-email-approval/${nell.id}/approve`, adminCookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('DRAFT_OBSOLETE');
    await t.deps.mailer.deliverDue();
    expect(to('nell.new@example.com')).toHaveLength(1);
  });

  it('a welcome e-mail is rejected with reject-email; a bulk draft appears as a campaign_draft', async () => {
    await joinWaitlist('Rita Reject', 'rita.reject@example.com');
    await generate();
    const pending = (await get('/api/pending-email-approvals', adminCookie)).json();
    const rita = pending.find((p: { recipient_email: string }) => p.recipient_email === 'rita.reject@example.com');
    expect((await post(`/api/reject-email/${rita.id}`, adminCookie)).json()).toMatchObject({ status: 'rejected' });
    const draft = pending.find((p: { source_type: string }) => p.source_type === 'campaign_draft');
    expect(draft.recipient_name).toMatch(/^\d+ recipients?$/);
    expect(draft.content).toContain('Hi Alex,');
    expect((await post(`/api/approve-email/${draft.id}`, adminCookie)).statusCode).toBe(200);
    await t.deps.mailer.deliverDue();
    expect((await campaignRow(draft.id)).status).toBe('sent');

    async function generate() {
      const res = await post('/api/generate-bulk-emails', adminCookie, {
        recipientGroup: 'qualified',
        campaignType: 'assessment_invitation',
        saveAsDraft: true,
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('e-mails the owner a link to the approval page', async () => {
    await joinWaitlist('Olga Owner', 'olga.owner@example.com');
    const pending = (await get('/api/pending-email-approvals', adminCookie)).json();
    const olga = pending.find((p: { recipient_email: string }) => p.recipient_email === 'olga.owner@example.com');
    const before = to(TEST_ADMIN.email).length;
    const res = await post(`/api/send-approval-email/${olga.id}`, adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sentTo: TEST_ADMIN.email,
      approvalUrl: `https://speakerpro.example/welcome-email-approvals/${olga.id}`,
      emailStatus: 'sent',
      message: `Approval request sent to ${TEST_ADMIN.email}.`,
    });
    const mails = to(TEST_ADMIN.email);
    expect(mails).toHaveLength(before + 1);
    expect(part(mails.at(-1)!.raw, 'text/plain')).toContain(`https://speakerpro.example/welcome-email-approvals/${olga.id}`);
    expect(header(mails.at(-1)!.raw, 'Subject')).toBe('Approval needed: Welcome to the SpeakerPro waitlist, Olga!');
  });

  it('says so when the mail server refuses the request, and when no owner address is configured', async () => {
    await joinWaitlist('Pia Pending', 'pia.pending@example.com');
    const pending = (await get('/api/pending-email-approvals', adminCookie)).json();
    const pia = pending.find((p: { recipient_email: string }) => p.recipient_email === 'pia.pending@example.com');
    const saved = t.config.admin!;
    try {
      t.config.admin = { ...saved, email: 'bounce.owner@example.com' };
      const refused = await post(`/api/send-approval-email/${pia.id}`, adminCookie);
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({ code: 'EMAIL_FAILED', message: expect.stringContaining('No such user') });
      t.config.admin = undefined;
      const none = await post(`/api/send-approval-email/${pia.id}`, adminCookie);
      expect(none.statusCode).toBe(409);
      expect(none.json().code).toBe('NO_OWNER_EMAIL');
    } finally {
      t.config.admin = saved;
    }
  });
});
