import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, pendingAnswers, responses } from '../../db/schema';
import { createTestApp, linkTokenFromMail, type TestContext } from '../../test/harness';
import { createOwnTalk, speakerWithProfile } from '../../test/graphics-fixtures';

// An answer belongs to the attendee who gave it: typing their address elsewhere must not rewrite
// their rating or testimonial, withdraw their consents or erase their business inquiry.
let t: TestContext;
let eventId: number;
let otherEventId: number;
beforeAll(async () => {
  t = await createTestApp();
  const speaker = await speakerWithProfile(t.app, t.database);
  eventId = await createOwnTalk(t.app, speaker.cookie, { eventName: 'Owned Answers Summit', talkTitle: 'Owned Answers' });
  otherEventId = await createOwnTalk(t.app, speaker.cookie, { eventName: 'Owned Answers Summit', talkTitle: 'Owned Answers, Part Two' });
});
afterAll(async () => {
  await t.close();
});

const submit = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/feedback', payload });
const confirm = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/public/answer-confirmations', payload: { token } });
const answer = (email: string, extra: Record<string, unknown> = {}) => ({
  presentationId: eventId,
  rating: 5,
  testimonial: 'The best session of the day.',
  firstName: 'Ines',
  jobRole: 'VP Events',
  workEmail: email,
  businessInquiry: 'Please keynote our 2027 kick-off.',
  contactConsent: true,
  publishConsent: true,
  ...extra,
});
const row = async (id: number) => (await t.database.db.select().from(responses).where(eq(responses.id, id)))[0]!;

describe('one answer per attendee, owned by the attendee', () => {
  it('a second answer with the same e-mail (other case) from another client changes nothing until the e-mailed link is followed', async () => {
    const first = await submit(answer('ines@venue.example'));
    expect(first.statusCode).toBe(201);
    const id = first.json().id as number;
    const original = await row(id);

    const attack = await submit(
      answer('INES@Venue.example', {
        rating: 1,
        testimonial: 'Awful.',
        businessInquiry: null,
        contactConsent: false,
        publishConsent: false,
      }),
    );
    expect(attack.statusCode).toBe(202);
    expect(attack.json()).toMatchObject({ pending: true, presentationId: eventId });
    expect(attack.json().message).toBe(
      'Thank you! To confirm this answer, open the link we have e-mailed to ines@venue.example. It works for 7 days.',
    );
    expect(attack.json()).not.toHaveProperty('answerToken');
    // The first answer, its consents and its inquiry are untouched.
    expect(await row(id)).toEqual(original);

    // The link went to the address, and only there.
    const mails = await t.database.db.select().from(mailMessages).where(eq(mailMessages.source, 'answer-confirm'));
    expect(mails.map((m) => m.toAddress)).toEqual(['ines@venue.example']);
    expect(mails[0]!.subject).toBe('Confirm your new answer about "Owned Answers"');
    const token = await linkTokenFromMail(t.database, 'ines@venue.example', 'confirm-answer');

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ presentationId: eventId, talkTitle: 'Owned Answers' });
    const after = await row(id);
    expect(after).toMatchObject({ rating: 1, testimonial: 'Awful.', contactConsentAt: null, publishConsentAt: null });
    // A business inquiry once given is never erased by a later answer.
    expect(after.businessInquiry).toBe('Please keynote our 2027 kick-off.');

    // The link works once.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('the answering browser corrects its own answer at once with its token; a wrong or foreign token is a stranger', async () => {
    const mine = await submit(answer('omar@client.example'));
    const other = await submit(answer('kai@client.example'));
    const id = mine.json().id as number;

    const foreign = await submit(answer('omar@client.example', { rating: 2, answerToken: other.json().answerToken }));
    expect(foreign.statusCode).toBe(202);
    const madeUp = await submit(answer('omar@client.example', { rating: 2, answerToken: 'y'.repeat(43) }));
    expect(madeUp.statusCode).toBe(202);
    expect((await row(id)).rating).toBe(5);

    const own = await submit(answer('omar@client.example', { rating: 4, businessInquiry: '', answerToken: mine.json().answerToken }));
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ id, updated: true });
    expect(await row(id)).toMatchObject({ rating: 4, businessInquiry: 'Please keynote our 2027 kick-off.' });
  });

  it('a retry after a lost response, carrying the browser’s own token, finds its answer: no second row, no e-mail', async () => {
    const browserToken = 'b'.repeat(43);
    const sent = await submit(answer('retry@flaky.example', { answerToken: browserToken }));
    expect(sent.statusCode).toBe(201);
    expect(sent.json().answerToken).toBe(browserToken);
    const retried = await submit(answer('retry@flaky.example', { answerToken: browserToken }));
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toMatchObject({ id: sent.json().id, updated: true });
    const mails = await t.database.db.select().from(mailMessages).where(eq(mailMessages.toAddress, 'retry@flaky.example'));
    expect(mails.filter((m) => m.source === 'answer-confirm')).toHaveLength(0);
    const bad = await submit(answer('retry@flaky.example', { answerToken: 'short' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.map((f: { field: string }) => f.field)).toEqual(['answerToken']);
  });

  it('two people answering from one browser: the second answer is stored under a token of its own, and each browser token corrects only its answer', async () => {
    const sharedPhone = 's'.repeat(43);
    const first = await submit(answer('ana@shared.example', { answerToken: sharedPhone }));
    expect(first.statusCode, first.body).toBe(201);
    // The same browser, the same talk, another attendee: a new answer, not a 500 and not a correction.
    const second = await submit(answer('ben@shared.example', { rating: 4, answerToken: sharedPhone }));
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ updated: false });
    expect(second.json().id).not.toBe(first.json().id);
    const secondToken = second.json().answerToken as string;
    expect(secondToken).not.toBe(sharedPhone);
    expect(await row(first.json().id)).toMatchObject({ attendeeEmail: 'ana@shared.example', rating: 5 });
    expect(await row(second.json().id)).toMatchObject({ attendeeEmail: 'ben@shared.example', rating: 4 });
    // Each token corrects its own answer at once.
    const fixBen = await submit(answer('ben@shared.example', { rating: 3, answerToken: secondToken }));
    expect(fixBen.json()).toMatchObject({ id: second.json().id, updated: true });
    const fixAna = await submit(answer('ana@shared.example', { rating: 2, answerToken: sharedPhone }));
    expect(fixAna.json()).toMatchObject({ id: first.json().id, updated: true });
    expect((await row(first.json().id)).rating).toBe(2);
    expect((await row(second.json().id)).rating).toBe(3);
    // A client that sends one token for two talks gets both answers stored too.
    const otherTalk = await submit({ ...answer('ana@shared.example'), presentationId: otherEventId, answerToken: sharedPhone });
    expect(otherTalk.statusCode, otherTalk.body).toBe(201);
    expect(otherTalk.json().answerToken).not.toBe(sharedPhone);
  });

  it('confirmation links: expired, unknown or malformed are refused with 4xx and change nothing; mail per answer is capped', async () => {
    const first = await submit(answer('lee@capped.example'));
    const id = first.json().id as number;
    for (let i = 0; i < 3; i += 1) expect((await submit(answer('lee@capped.example', { rating: 2 }))).statusCode).toBe(202);
    const capped = await submit(answer('lee@capped.example', { rating: 2 }));
    expect(capped.statusCode).toBe(429);
    expect(capped.headers['retry-after']).toBeUndefined();
    const links = await t.database.db.select().from(pendingAnswers).where(eq(pendingAnswers.responseId, id));
    expect(links).toHaveLength(3);

    const token = await linkTokenFromMail(t.database, 'lee@capped.example', 'confirm-answer');
    await t.database.db
      .update(pendingAnswers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingAnswers.responseId, id));
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await confirm('not-a-real-token')).statusCode).toBe(400);
    const empty = await confirm('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('token');
    expect((await row(id)).rating).toBe(5);
  });
});
