import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingLeads } from '../../../shared/contract/booking-leads';
import { daysFromNow } from '../../test/dates';
import { createProfile, createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';

// Booking leads: answers whose attendee books speakers, or who passed on someone who should hear
// the talk. Separate from hot leads (stars). Who anyone is follows the answer's consent rules: the
// attendee under MAY_NAME, the referral only with its agreement and without a data-sharing opt-out
// of the referred address.
let t: TestContext;
let owner: Awaited<ReturnType<typeof signUpSpeaker>>;
let other: Awaited<ReturnType<typeof signUpSpeaker>>;
let adminCookie: string;
let eventId: number;
let otherEventId: number;

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const answer = async (presentationId: number, body: Record<string, unknown>) => {
  const res = await call('POST', '/api/public/feedback', undefined, {
    presentationId,
    rating: 4,
    testimonial: 'Practical and inspiring.',
    jobRole: 'Head of Events',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};
const optOutOfDataSharing = (email: string) =>
  call('POST', '/api/public/opt-outs', undefined, {
    email,
    optOutCategories: { email_marketing: false, social_media: false, testimonials: false, data_sharing: true },
  });

const NAMED = { firstName: 'Priya', workEmail: 'priya@brightline.example', jobRole: 'VP Conferences' };
const SILENT = { firstName: 'Sam', workEmail: 'sam.silent@quietco.example', jobRole: 'Programme Chair' };
const OPTED_OUT = { firstName: 'Dariusz', workEmail: 'dariusz@discreet.example', jobRole: 'Chief Privacy Officer' };
const REFERRED = { referralName: 'Rosa Referral', referralEmail: 'rosa@events.example' };
const HIDDEN_REFERRAL = { referralName: 'Hugo Hidden', referralEmail: 'hugo@private.example' };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpSpeaker(t.app, { firstName: 'Maya', lastName: 'Okafor' });
  other = await signUpSpeaker(t.app, { firstName: 'Other', lastName: 'Speaker' });
  adminCookie = await signInAdmin(t.app);
  await createProfile(t.database, owner.user);
  await createProfile(t.database, other.user, { slug: 'other-speaker' });
  const event = await call('POST', '/api/speaker-admin/events', owner.cookie, {
    eventName: 'Booking Summit',
    talkTitle: 'Stories That Sell',
    eventDate: daysFromNow(-2),
  });
  eventId = event.json().id;
  otherEventId = (
    await call('POST', '/api/speaker-admin/events', other.cookie, {
      eventName: 'Elsewhere',
      talkTitle: 'Other Talk',
      eventDate: daysFromNow(-1),
    })
  ).json().id;

  // Named: agreed to be contacted, books speakers, has an inquiry.
  await answer(eventId, {
    ...NAMED,
    rating: 5,
    contactConsent: true,
    booksSpeakers: true,
    businessInquiry: 'Keynote for our 2027 kick-off?',
  });
  // Books speakers, did not agree to be contacted: anonymous.
  await answer(eventId, { ...SILENT, contactConsent: false, booksSpeakers: true });
  // Agreed, then opted out of data sharing on /privacy: anonymous too.
  await answer(eventId, { ...OPTED_OUT, contactConsent: true, booksSpeakers: true });
  // Does not book speakers, but passed someone on with their agreement.
  await answer(eventId, {
    firstName: 'Lee',
    workEmail: 'lee@brightline.example',
    contactConsent: true,
    booksSpeakers: false,
    ...REFERRED,
    referralConsent: true,
  });
  // Passed on someone whose address opted out of data sharing: a lead, the referral withheld.
  await answer(eventId, {
    firstName: 'Ann',
    workEmail: 'ann@brightline.example',
    contactConsent: false,
    ...HIDDEN_REFERRAL,
    referralConsent: true,
  });
  // Not a lead: said no and passed nobody on; and an answer without the optional questions.
  await answer(eventId, { firstName: 'Noel', workEmail: 'noel@brightline.example', contactConsent: true, booksSpeakers: false });
  await answer(eventId, { firstName: 'Olga', workEmail: 'olga@brightline.example', contactConsent: true });
  // Another speaker's talk.
  await answer(otherEventId, { firstName: 'Zed', workEmail: 'zed@elsewhere.example', contactConsent: true, booksSpeakers: true });

  expect((await optOutOfDataSharing(OPTED_OUT.workEmail)).statusCode).toBe(200);
  expect((await optOutOfDataSharing(HIDDEN_REFERRAL.referralEmail)).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const list = async (cookie: string) => {
  const res = await call('GET', '/api/speaker-admin/booking-leads', cookie);
  expect(res.statusCode).toBe(200);
  return { body: res.body, data: res.json() as BookingLeads };
};

describe('GET /api/speaker-admin/booking-leads', () => {
  it('lists the answers that book speakers or passed someone on, newest first, with the talk, rating and inquiry', async () => {
    const { data } = await list(owner.cookie);
    expect(data.total).toBe(5);
    expect(data.leads).toHaveLength(5);
    expect(data.leads.every((l) => l.eventId === eventId && l.eventName === 'Booking Summit' && l.talkTitle === 'Stories That Sell')).toBe(
      true,
    );
    const priya = data.leads.find((l) => l.attendee?.email === NAMED.workEmail);
    expect(priya).toMatchObject({
      rating: 5,
      booksSpeakers: true,
      businessInquiry: 'Keynote for our 2027 kick-off?',
      attendee: { name: 'Priya', role: 'VP Conferences', email: NAMED.workEmail },
      referral: null,
      referralWithheld: false,
    });
    // Newest first.
    const times = data.leads.map((l) => l.submittedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('names an attendee only under MAY_NAME: no contact consent or a data-sharing opt-out lists them anonymous, counted', async () => {
    const { data, body } = await list(owner.cookie);
    expect(data.anonymousCount).toBe(3);
    for (const who of [SILENT, OPTED_OUT]) {
      expect(body).not.toContain(who.workEmail);
      expect(body).not.toContain(who.firstName);
      expect(body).not.toContain(who.jobRole);
    }
    expect(data.leads.filter((l) => l.attendee === null && l.booksSpeakers === true)).toHaveLength(2);
  });

  it('shows a referral with its agreement, and withholds one whose address opted out of data sharing', async () => {
    const { data, body } = await list(owner.cookie);
    const lee = data.leads.find((l) => l.attendee?.email === 'lee@brightline.example');
    expect(lee).toMatchObject({
      booksSpeakers: false,
      referral: { name: 'Rosa Referral', email: 'rosa@events.example' },
      referralWithheld: false,
    });
    const withheld = data.leads.filter((l) => l.referralWithheld);
    expect(withheld).toHaveLength(1);
    expect(withheld[0]).toMatchObject({ attendee: null, referral: null, booksSpeakers: null });
    expect(data.withheldReferralCount).toBe(1);
    expect(body).not.toContain('hugo');
    expect(body).not.toContain('Hugo');
  });

  it('leaves out answers that are no booking lead and other speakers’ talks', async () => {
    const { body } = await list(owner.cookie);
    for (const absent of ['noel@', 'olga@', 'zed@']) expect(body).not.toContain(absent);
    const theirs = await list(other.cookie);
    expect(theirs.data.total).toBe(1);
    expect(theirs.data.leads[0]!.attendee?.email).toBe('zed@elsewhere.example');
    expect(theirs.body).not.toContain('brightline');
  });

  it('anonymous → 401, the owner → 403', async () => {
    for (const url of ['/api/speaker-admin/booking-leads', '/api/speaker-admin/booking-leads.csv']) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, adminCookie)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/speaker-admin/booking-leads.csv', () => {
  it('is a file of the people one may contact under the same rules; a lead that names nobody is counted, not listed', async () => {
    const res = await call('GET', '/api/speaker-admin/booking-leads.csv', owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="booking-leads.csv"');
    // Sam, Dariusz (anonymous, no referral) and Ann (anonymous, referral withheld) name nobody.
    expect(res.headers['x-not-contactable']).toBe('3');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Talk,Event,Event Date,Submitted At,Rating,Books Speakers,Business Inquiry,Name,Email,Job Role,Referral Name,Referral Email,Follow-up Status,Follow-up Note,Remind On',
    );
    expect(lines).toHaveLength(3);
    expect(res.body).toContain('Priya,priya@brightline.example,VP Conferences,,');
    expect(res.body).toContain(',no,,Lee,lee@brightline.example,Head of Events,Rosa Referral,rosa@events.example,new,,');
    for (const absent of ['sam.silent', 'dariusz', 'hugo', 'ann@', 'zed@']) expect(res.body).not.toContain(absent);
    const theirs = await call('GET', '/api/speaker-admin/booking-leads.csv', other.cookie);
    expect(theirs.body).toContain('zed@elsewhere.example');
    expect(theirs.body).not.toContain('brightline');
  });

  it('has left its old address (never a specification call nor a link in an e-mail): 404 there', async () => {
    const old = await call('GET', '/api/speaker-admin/booking-leads/csv', owner.cookie);
    expect(old.statusCode).toBe(404);
    expect(old.body).not.toContain('priya@brightline.example');
  });
});
