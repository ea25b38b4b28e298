import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { responses } from '../../db/schema';
import { createTestApp, linkTokenFromMail, type TestContext } from '../../test/harness';
import { createOwnTalk, speakerWithProfile } from '../../test/graphics-fixtures';

// The two optional questions after the required ones ("What is the one thing you will do
// differently?", "Do you book speakers …?" with a referral): stored by the JSON API and the form
// post in the answer's own statement, carried by corrections and confirmed pending answers,
// refused with the field named, and not stored where the talk does not ask them.
let t: TestContext;
let cookie: string;
let slug: string;
let asked: number;
let notAsked: number;

beforeAll(async () => {
  t = await createTestApp();
  const speaker = await speakerWithProfile(t.app, t.database);
  cookie = speaker.cookie;
  asked = await createOwnTalk(t.app, cookie, { talkTitle: 'Stories That Sell' });
  notAsked = await createOwnTalk(t.app, cookie, { talkTitle: 'Quiet Talk', askTakeaway: false, askBooking: false });
  const [row] = await queryRows<{ slug: string }>(t.database.db, sql`select slug from speaker_profiles where user_id = ${speaker.user.id}`);
  slug = row!.slug;
});
afterAll(async () => {
  await t.close();
});

const required = (presentationId: number, email: string) => ({
  presentationId,
  rating: 5,
  testimonial: 'Practical and funny.',
  firstName: 'Priya',
  jobRole: 'Head of Events',
  workEmail: email,
  contactConsent: true,
});
const submit = (payload: object) => t.app.inject({ method: 'POST', url: '/api/public/feedback', payload });
const FORM = 'application/x-www-form-urlencoded';
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': FORM, ...headers }, payload: new URLSearchParams(fields).toString() });
const formAnswer = (email: string, extra: Record<string, string> = {}) => ({
  rating: '4',
  testimonial: 'Clear and useful.',
  firstName: 'Omar',
  jobRole: 'Programme Chair',
  workEmail: email,
  ...extra,
});
const stored = async (email: string) => {
  const [row] = await t.database.db
    .select({
      takeaway: responses.takeaway,
      booksSpeakers: responses.booksSpeakers,
      referralName: responses.referralName,
      referralEmail: responses.referralEmail,
      referralConsentAt: responses.referralConsentAt,
    })
    .from(responses)
    .where(eq(responses.attendeeEmail, email));
  return row;
};
const referral = { referralName: 'Sam Lee', referralEmail: 'Sam.Lee@Events.example', referralConsent: true };

describe('the optional questions through the JSON API', () => {
  it('are stored with the answer: the takeaway trimmed, the booking answer, and the referral with the time of its agreement', async () => {
    const before = Date.now();
    const res = await submit({
      ...required(asked, 'priya@optional.example'),
      takeaway: '  Ask one question before every demo.  ',
      booksSpeakers: true,
      ...referral,
    });
    expect(res.statusCode).toBe(201);
    const row = await stored('priya@optional.example');
    expect(row).toMatchObject({
      takeaway: 'Ask one question before every demo.',
      booksSpeakers: true,
      referralName: 'Sam Lee',
      referralEmail: 'sam.lee@events.example',
    });
    expect(row!.referralConsentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('an old client that sends none of them stores nothing for them; "no" is kept as no, empty text as not answered', async () => {
    expect((await submit(required(asked, 'old@optional.example'))).statusCode).toBe(201);
    expect(await stored('old@optional.example')).toEqual({
      takeaway: null,
      booksSpeakers: null,
      referralName: null,
      referralEmail: null,
      referralConsentAt: null,
    });
    const res = await submit({ ...required(asked, 'no@optional.example'), booksSpeakers: false, takeaway: '   ', referralName: '' });
    expect(res.statusCode).toBe(201);
    expect(await stored('no@optional.example')).toMatchObject({ takeaway: null, booksSpeakers: false, referralEmail: null });
  });

  it.each([
    [{ takeaway: 'x'.repeat(501) }, 'takeaway', 'must be at most 500 characters'],
    [{ referralEmail: 'sam@', referralConsent: true }, 'referralEmail', 'must be a valid e-mail address'],
    [{ referralEmail: 'sam@events.example' }, 'referralConsent', 'is needed before we pass on their e-mail'],
    [{ referralEmail: 'sam@events.example', referralConsent: false }, 'referralConsent', 'is needed before we pass on their e-mail'],
    [{ referralName: 'Sam Lee', referralConsent: true }, 'referralEmail', 'is required when you give a name'],
    [{ referralName: 'x'.repeat(101), referralEmail: 'sam@events.example', referralConsent: true }, 'referralName', 'must be at most 100'],
    [{ booksSpeakers: 'yes' }, 'booksSpeakers', 'must be true or false'],
    [{ referralConsent: 'yes' }, 'referralConsent', 'must be true or false'],
  ])('%j is refused with 400 naming %s, and nothing is stored', async (extra, field, message) => {
    const email = `refused.${field}.${Math.random().toString(36).slice(2)}@optional.example`;
    const res = await submit({ ...required(asked, email), ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    const fields = res.json().details.fields as { field: string; message: string }[];
    expect(fields.find((f) => f.field === field)?.message).toContain(message);
    expect(await stored(email)).toBeUndefined();
  });

  it('a takeaway of exactly 500 characters is kept whole', async () => {
    const takeaway = 'y'.repeat(500);
    expect((await submit({ ...required(asked, 'long@optional.example'), takeaway })).statusCode).toBe(201);
    expect((await stored('long@optional.example'))!.takeaway).toBe(takeaway);
  });
});

describe('a talk that does not ask them', () => {
  it('the presentation API, the page and the event say which questions are asked', async () => {
    const on = (await t.app.inject({ method: 'GET', url: `/api/public/talks/${asked}` })).json();
    const off = (await t.app.inject({ method: 'GET', url: `/api/public/talks/${notAsked}` })).json();
    expect(on).toMatchObject({ askTakeaway: true, askBooking: true });
    expect(off).toMatchObject({ askTakeaway: false, askBooking: false });

    const shown = (await t.app.inject({ method: 'GET', url: `/feedback/${asked}` })).body;
    for (const name of ['takeaway', 'booksSpeakers', 'referralName', 'referralEmail', 'referralConsent'])
      expect(shown).toContain(`name="${name}"`);
    expect(shown).toContain('What is the one thing you will do differently after this talk? (optional)');
    expect(shown).toContain('Do you book speakers or influence who speaks at your events? (optional)');
    expect(shown).toContain('Who else should hear this talk? (optional)');
    // Neither radio button is chosen at first.
    expect(shown).not.toMatch(/name="booksSpeakers" value="(yes|no)" checked/);

    const hidden = (await t.app.inject({ method: 'GET', url: `/qr/${slug}/${notAsked}` })).body;
    for (const name of ['takeaway', 'booksSpeakers', 'referralName', 'referralEmail', 'referralConsent'])
      expect(hidden).not.toContain(`name="${name}"`);
    expect(hidden).not.toContain('do differently');
    expect(hidden).toContain('name="workEmail"');
  });

  it('one switched off, the other stays: each question has its own switch', async () => {
    const onlyTakeaway = await createOwnTalk(t.app, cookie, { askBooking: false });
    const body = (await t.app.inject({ method: 'GET', url: `/feedback/${onlyTakeaway}` })).body;
    expect(body).toContain('name="takeaway"');
    expect(body).not.toContain('name="booksSpeakers"');
    expect(body).not.toContain('name="referralEmail"');
  });

  it('stores nothing that is sent anyway for them, through the JSON API and the form post', async () => {
    const res = await submit({
      ...required(notAsked, 'sneaky@optional.example'),
      takeaway: 'Listen more',
      booksSpeakers: true,
      ...referral,
    });
    expect(res.statusCode).toBe(201);
    expect(await stored('sneaky@optional.example')).toEqual({
      takeaway: null,
      booksSpeakers: null,
      referralName: null,
      referralEmail: null,
      referralConsentAt: null,
    });
    const page = await post(
      `/feedback/${notAsked}`,
      formAnswer('sneaky.form@optional.example', {
        takeaway: 'Listen more',
        booksSpeakers: 'yes',
        referralName: 'Sam',
        referralEmail: 'sam@events.example',
        referralConsent: 'yes',
      }),
    );
    expect(page.statusCode).toBe(303);
    expect(await stored('sneaky.form@optional.example')).toMatchObject({ takeaway: null, booksSpeakers: null, referralEmail: null });
  });
});

describe('the optional questions through the form post (no JavaScript)', () => {
  it('are stored like the JSON API stores them', async () => {
    const res = await post(
      `/qr/${slug}/${asked}`,
      formAnswer('omar@optional.example', {
        takeaway: 'Cut our weekly meetings to 20 minutes',
        booksSpeakers: 'no',
        referralName: 'Ana',
        referralEmail: 'ana@events.example',
        referralConsent: 'yes',
      }),
    );
    expect(res.statusCode).toBe(303);
    const row = await stored('omar@optional.example');
    expect(row).toMatchObject({
      takeaway: 'Cut our weekly meetings to 20 minutes',
      booksSpeakers: false,
      referralName: 'Ana',
      referralEmail: 'ana@events.example',
    });
    expect(row!.referralConsentAt).toBeInstanceOf(Date);
  });

  it('a refused post shows each problem next to its field, with what was typed kept', async () => {
    const res = await post(
      `/feedback/${asked}`,
      formAnswer('refused.form@optional.example', {
        takeaway: 'z'.repeat(501),
        booksSpeakers: 'yes',
        referralName: 'Ana <b>',
        referralEmail: 'ana@events.example',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Your takeaway must be at most 500 characters');
    expect(res.body).toContain('Their agreement is needed before we pass on their e-mail');
    expect(res.body).toContain('value="ana@events.example"');
    expect(res.body).toContain('value="Ana &lt;b&gt;"');
    expect(res.body).toMatch(/name="booksSpeakers" value="yes" checked/);
    // The label of the box names the person typed above it.
    expect(res.body).toContain('Ana &lt;b&gt; agreed that I pass their name and e-mail to Maya Okafor');
    expect(await stored('refused.form@optional.example')).toBeUndefined();

    const noEmail = await post(`/feedback/${asked}`, formAnswer('refused2.form@optional.example', { referralName: 'Ana' }));
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.body).toContain('Their email is required when you give a name');
    const badEmail = await post(
      `/feedback/${asked}`,
      formAnswer('refused3.form@optional.example', { referralEmail: 'ana@', referralConsent: 'yes' }),
    );
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.body).toContain('Their email must be a valid e-mail address');
    expect(badEmail.body).toMatch(/id="referralEmail"[^>]*aria-invalid="true"/);
  });
});

describe('corrections and confirmed pending answers carry them', () => {
  it('the same phone corrects them at once; an empty answer keeps the earlier one, a new referral replaces the old', async () => {
    const email = 'fix@optional.example';
    const first = await submit({ ...required(asked, email), takeaway: 'Listen more', booksSpeakers: false });
    const answerToken = first.json().answerToken as string;
    expect(await stored(email)).toMatchObject({ takeaway: 'Listen more', booksSpeakers: false, referralEmail: null });

    const second = await submit({
      ...required(asked, email),
      answerToken,
      takeaway: 'Listen before pitching',
      booksSpeakers: true,
      ...referral,
    });
    expect(second.json()).toMatchObject({ updated: true });
    const corrected = await stored(email);
    expect(corrected).toMatchObject({
      takeaway: 'Listen before pitching',
      booksSpeakers: true,
      referralName: 'Sam Lee',
      referralEmail: 'sam.lee@events.example',
    });
    expect(corrected!.referralConsentAt).toBeInstanceOf(Date);

    // Sent again from a fresh form: nothing given is nothing erased.
    await submit({ ...required(asked, email), answerToken });
    expect(await stored(email)).toEqual(corrected);

    await submit({ ...required(asked, email), answerToken, referralEmail: 'kim@events.example', referralConsent: true });
    expect(await stored(email)).toMatchObject({
      takeaway: 'Listen before pitching',
      referralName: null,
      referralEmail: 'kim@events.example',
    });
  });

  it('an answer from another browser waits for the e-mailed link, then brings them along', async () => {
    const email = 'pending@optional.example';
    await submit({ ...required(asked, email), takeaway: 'Shorter slides' });
    const other = await submit({ ...required(asked, email), takeaway: 'Story first, slides later', booksSpeakers: true, ...referral });
    expect(other.statusCode).toBe(202);
    expect(await stored(email)).toMatchObject({ takeaway: 'Shorter slides', booksSpeakers: null, referralEmail: null });

    const token = await linkTokenFromMail(t.database, email, '/confirm-answer');
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/public/answer-confirmations', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    const row = await stored(email);
    expect(row).toMatchObject({
      takeaway: 'Story first, slides later',
      booksSpeakers: true,
      referralName: 'Sam Lee',
      referralEmail: 'sam.lee@events.example',
    });
    expect(row!.referralConsentAt).toBeInstanceOf(Date);
  });

  it('a correction to a talk that stopped asking keeps what is stored and adds nothing', async () => {
    const talk = await createOwnTalk(t.app, cookie);
    const email = 'switched@optional.example';
    const first = await submit({ ...required(talk, email), takeaway: 'Practise the opening', booksSpeakers: true });
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/speaker-admin/talks/${talk}`,
      headers: { cookie },
      payload: { eventName: 'Growth Summit', talkTitle: 'Stories That Sell', askTakeaway: false, askBooking: false },
    });
    expect(update.json()).toMatchObject({ askTakeaway: false, askBooking: false });
    await submit({
      ...required(talk, email),
      answerToken: first.json().answerToken,
      takeaway: 'Something else',
      booksSpeakers: false,
      ...referral,
    });
    expect(await stored(email)).toMatchObject({ takeaway: 'Practise the opening', booksSpeakers: true, referralEmail: null });
  });
});
