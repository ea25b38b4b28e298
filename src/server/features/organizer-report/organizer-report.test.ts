import { inflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { queryRows } from '../../db/client';
import { graphics, organizerReports, privacyOptOuts, responses } from '../../db/schema';
import { emailDomain, roleGroup } from '../../../shared/domain/company';
import { daysFromNow } from '../../test/dates';
import { createProfile, createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { LIMITS } from '../../test/limits';
import { pngImage, upload } from '../../test/uploads';

const PUBLIC_URL = 'http://localhost:5000';
const TALK_DAY = daysFromNow(-5);

let t: TestContext;
let owner: Awaited<ReturnType<typeof signUpSpeaker>>;
let other: Awaited<ReturnType<typeof signUpSpeaker>>;
let adminCookie: string;

interface Answer {
  name: string;
  role: string;
  email: string;
  rating: number;
  testimonial: string;
  publish?: boolean;
  contact?: boolean;
  takeaway?: string;
  booksSpeakers?: boolean;
  referral?: { name: string; email: string };
}

// The talk's answers. Brightline answers three times (a company shown), Northwind twice (not shown),
// Gmail three times (a personal mailbox: never a company), Discreetco three times but one of them
// opted out of data sharing (two left: not shown).
const PRIYA: Answer = {
  name: 'Priya Sharma',
  role: 'Head of People at Brightline',
  email: 'priya.sharma@brightline.co.uk',
  rating: 5,
  testimonial: 'Practical and inspiring: I rewrote our <b>onboarding</b> plan the same evening.',
  publish: true,
  contact: true,
  takeaway: 'Run shorter weekly check-ins with my team',
  booksSpeakers: true,
};
const TOM: Answer = {
  name: 'Tom',
  role: 'Engineering Manager',
  email: 'tom@brightline.co.uk',
  rating: 5,
  testimonial: 'Clear structure and great stories.',
  publish: true,
  takeaway: 'Weekly check-ins with clear agendas',
  referral: { name: 'Rita Referred', email: 'rita.referred@partner.example' },
};
const ANA: Answer = {
  name: 'Ana',
  role: 'head of people',
  email: 'ana@brightline.co.uk',
  rating: 4,
  testimonial: 'Useful and warm.',
  publish: true,
  takeaway: 'Ask about check-ins in one-to-ones',
};
const SVEN: Answer = {
  name: 'Sven',
  role: 'CTO',
  email: 'sven@northwind.example',
  rating: 4,
  testimonial: 'Good pace.',
  publish: true,
  booksSpeakers: false,
};
const NORA: Answer = {
  name: 'Nora',
  role: 'CTO',
  email: 'nora@northwind.example',
  rating: 3,
  testimonial: 'Zebra-private words that were never meant for publication.',
  publish: false,
  takeaway: 'Quokka-private check-ins takeaway',
};
const GINA: Answer = { name: 'Gina', role: 'Designer', email: 'gina@gmail.com', rating: 2, testimonial: 'Too long.', publish: true };
const GUS: Answer = { name: 'Gus', role: 'Designer', email: 'gus@gmail.com', rating: 1, testimonial: 'Not for me.', publish: true };
const GIL: Answer = { name: 'Gil', role: 'Designer', email: 'gil@gmail.com', rating: 3, testimonial: 'Fine.', publish: true };
const DARIUSZ: Answer = {
  name: 'Dariusz',
  role: 'Chief Privacy Officer',
  email: 'dariusz@discreetco.example',
  rating: 5,
  testimonial: 'Anonymous but heartfelt: the best session of the day.',
  publish: true,
};
const DORA: Answer = { name: 'Dora', role: 'Analyst', email: 'dora@discreetco.example', rating: 4, testimonial: 'Solid.', publish: true };
const DAN: Answer = { name: 'Dan', role: 'Analyst', email: 'dan@discreetco.example', rating: 2, testimonial: 'Okay.', publish: true };
const TESSA: Answer = {
  name: 'Tessa',
  role: 'Product Manager',
  email: 'tessa@acme.example',
  rating: 5,
  testimonial: 'Tessa would quote this talk to everyone she meets.',
  publish: true,
};
const ROB: Answer = {
  name: 'Rob',
  role: 'Sales Director',
  email: 'rob@initech.example',
  rating: 5,
  testimonial: 'Rob liked it a lot, but the speaker took this one off.',
  publish: true,
};
const TALK_ANSWERS = [PRIYA, TOM, ANA, SVEN, NORA, GINA, GUS, GIL, DARIUSZ, DORA, DAN, TESSA, ROB];

async function insertAnswer(eventId: number, a: Answer): Promise<number> {
  const [row] = await t.database.db
    .insert(responses)
    .values({
      eventId,
      rating: a.rating,
      testimonial: a.testimonial,
      attendeeName: a.name,
      attendeeRole: a.role,
      attendeeEmail: a.email,
      roleGroup: roleGroup(a.role),
      emailDomain: emailDomain(a.email),
      contactConsentAt: a.contact ? new Date() : null,
      publishConsentAt: a.publish ? new Date() : null,
      takeaway: a.takeaway ?? null,
      booksSpeakers: a.booksSpeakers ?? null,
      referralName: a.referral?.name ?? null,
      referralEmail: a.referral?.email ?? null,
      referralConsentAt: a.referral ? new Date() : null,
    })
    .returning({ id: responses.id });
  return row!.id;
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

// Every open of a report link comes from an address of its own, so the per-address limit only
// applies where a test means it to.
let addressCounter = 0;
const open = (url: string, app = t.app) =>
  app.inject({
    method: 'GET',
    url: new URL(url, PUBLIC_URL).pathname,
    remoteAddress: `10.20.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`,
  });

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text;
}

/** The PDF's page drawing instructions (its compressed content streams, inflated). */
function pdfDrawing(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const out: string[] = [];
  for (const match of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    try {
      out.push(inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1'));
    } catch {
      // A font or image stream that is not deflated text.
    }
  }
  return out.join('\n');
}

async function createOwnTalk(cookie: string, body: object = {}): Promise<number> {
  const res = await call('POST', '/api/speaker-admin/events', cookie, {
    eventName: 'Future of Work Summit',
    talkTitle: 'Leading Hybrid Teams',
    eventDate: TALK_DAY,
    expectedAudienceSize: 40,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const reportUrl = (eventId: number) => `/api/speaker-admin/talks/${eventId}/organizer-report`;

async function createReport(eventId: number, body?: object): Promise<{ url: string; pdfUrl: string }> {
  const res = await call('POST', reportUrl(eventId), owner.cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

let talkId: number;
const ids = new Map<Answer, number>();

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  owner = await signUpSpeaker(t.app, { firstName: 'Maya', lastName: 'Okafor' });
  other = await signUpSpeaker(t.app, { firstName: 'Other', lastName: 'Speaker' });
  adminCookie = await signInAdmin(t.app);
  const logo = await upload(
    t.app,
    '/api/speaker-admin/logos',
    [{ field: 'logo', filename: 'logo.png', contentType: 'image/png', content: pngImage(400, 400) }],
    owner.cookie,
  );
  expect(logo.statusCode, logo.body).toBe(200);
  await createProfile(t.database, owner.user, {
    logoUrl: logo.json().logoUrl,
    brandColorPrimary: '#0f766e',
    brandColorSecondary: '#7c2d12',
  });
  await createProfile(t.database, other.user, { slug: 'other-speaker' });
  talkId = await createOwnTalk(owner.cookie);
  for (const a of TALK_ANSWERS) ids.set(a, await insertAnswer(talkId, a));
  await t.database.db.insert(privacyOptOuts).values({ email: DARIUSZ.email, dataSharing: true });
  // The speaker took Rob's testimonial off their graphics: it is no testimonial any more.
  await t.database.db.insert(graphics).values({
    responseId: ids.get(ROB)!,
    eventId: talkId,
    speakerUserId: owner.user.id,
    removedAt: new Date(),
  });
}, LIMITS.hookMs);
afterAll(async () => {
  await t.close();
});

describe('who may use a talk’s report', () => {
  it('another speaker cannot create, read, change, preview or revoke it (404), and nothing changes', async () => {
    const { url } = await createReport(talkId);
    const before = await t.database.db.select().from(organizerReports).where(eq(organizerReports.eventId, talkId));
    for (const [method, path, body] of [
      ['GET', reportUrl(talkId), undefined],
      ['POST', reportUrl(talkId), { note: 'Hijacked' }],
      ['PUT', reportUrl(talkId), { note: 'Hijacked', testimonialIds: null, expiresOn: null }],
      ['DELETE', reportUrl(talkId), undefined],
      ['GET', `${reportUrl(talkId)}/preview`, undefined],
      ['GET', `${reportUrl(talkId)}/preview.pdf`, undefined],
    ] as const) {
      const res = await call(method, path, other.cookie, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      expect(res.body).not.toContain('/r/');
    }
    const after = await t.database.db.select().from(organizerReports).where(eq(organizerReports.eventId, talkId));
    expect(after).toEqual(before);
    expect((await open(url)).statusCode).toBe(200);
    expect((await call('DELETE', reportUrl(talkId), owner.cookie)).statusCode).toBe(204);
  });

  it('an anonymous caller is asked to sign in (401) and the owner of the product is refused (403)', async () => {
    for (const [method, path, body] of [
      ['GET', reportUrl(talkId), undefined],
      ['POST', reportUrl(talkId), {}],
      ['PUT', reportUrl(talkId), { note: null, testimonialIds: null, expiresOn: null }],
      ['DELETE', reportUrl(talkId), undefined],
      ['GET', `${reportUrl(talkId)}/preview`, undefined],
      ['GET', `${reportUrl(talkId)}/preview.pdf`, undefined],
    ] as const) {
      expect((await call(method, path, undefined, body)).statusCode, `${method} ${path} anonymous`).toBe(401);
      expect((await call(method, path, adminCookie, body)).statusCode, `${method} ${path} owner`).toBe(403);
    }
    expect(await t.database.db.select().from(organizerReports).where(eq(organizerReports.eventId, talkId))).toEqual([]);
  });
});

describe('creating the link', () => {
  it('answers 201 with the page and PDF addresses; a second POST answers 200 with the same link and changes nothing', async () => {
    const first = await call('POST', reportUrl(talkId), owner.cookie, { note: 'Thank you for having me!' });
    expect(first.statusCode).toBe(201);
    const links = first.json();
    expect(Object.keys(links).sort()).toEqual(['pdfUrl', 'url']);
    expect(links.url).toMatch(/^http:\/\/localhost:5000\/r\/[A-Za-z0-9_-]{65}$/);
    expect(links.pdfUrl).toBe(`${links.url}.pdf`);

    const second = await call('POST', reportUrl(talkId), owner.cookie, { note: 'Something else' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(links);
    const rows = await t.database.db.select().from(organizerReports).where(eq(organizerReports.eventId, talkId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.note).toBe('Thank you for having me!');

    // The database keeps the nonce only: the signature that completes the token is nowhere in it.
    const token = links.url.split('/r/')[1]!;
    const stored = JSON.stringify(await queryRows(t.database.db, sql`select * from organizer_reports`));
    expect(stored).toContain(token.slice(0, 22));
    expect(stored).not.toContain(token.slice(22));

    // The speaker can copy the same link again later.
    const state = (await call('GET', reportUrl(talkId), owner.cookie)).json();
    expect(state.report).toMatchObject({ ...links, note: 'Thank you for having me!', viewCount: 0, lastViewedAt: null, expired: false });
    expect((await call('DELETE', reportUrl(talkId), owner.cookie)).statusCode).toBe(204);
  });

  it('lists the testimonials it may show, best first, as the report shows them (first name and role, or anonymous)', async () => {
    const state = (await call('GET', reportUrl(talkId), owner.cookie)).json();
    expect(state.report).toBeNull();
    const quotes = state.testimonials.map((x: { quote: string }) => x.quote);
    // 4-5 stars with publication agreed; not Nora (no consent), not Rob (removed), not the 1-3 star answers.
    expect(quotes).toEqual([PRIYA, DARIUSZ, TESSA, TOM, ANA, SVEN, DORA].map((a) => a.testimonial));
    expect(state.testimonials[0]).toEqual({
      id: ids.get(PRIYA),
      rating: 5,
      quote: PRIYA.testimonial,
      attribution: 'Priya, Head of People',
    });
    expect(state.testimonials[1].attribution).toBeNull();
    expect(state.defaultTestimonialIds).toEqual([PRIYA, DARIUSZ, TESSA, TOM, ANA, SVEN].map((a) => ids.get(a)));
    expect(JSON.stringify(state)).not.toContain('@');
  });

  it('refuses bad settings with a 400 naming the field, and a change before the link exists with a 404', async () => {
    const otherTalk = await createOwnTalk(other.cookie);
    const foreign = await insertAnswer(otherTalk, { ...TESSA, email: 'tessa@elsewhere.example' });
    for (const [body, field] of [
      [{ note: 'x'.repeat(601) }, 'note'],
      [{ note: 42 }, 'note'],
      [{ testimonialIds: [1, 2, 3, 4, 5, 6, 7] }, 'testimonialIds'],
      [{ testimonialIds: [ids.get(PRIYA), ids.get(PRIYA)] }, 'testimonialIds'],
      [{ testimonialIds: [foreign] }, 'testimonialIds'],
      [{ testimonialIds: [ids.get(NORA)] }, 'testimonialIds'],
      [{ testimonialIds: ['abc'] }, 'testimonialIds'],
      [{ expiresOn: '2020-01-01' }, 'expiresOn'],
      [{ expiresOn: '2026-02-30' }, 'expiresOn'],
      [{ expiresOn: daysFromNow(800) }, 'expiresOn'],
    ] as const) {
      const res = await call('POST', reportUrl(talkId), owner.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.fields.map((f: { field: string }) => f.field.split('.')[0])).toContain(field);
    }
    expect(await t.database.db.select().from(organizerReports).where(eq(organizerReports.eventId, talkId))).toEqual([]);
    const put = await call('PUT', reportUrl(talkId), owner.cookie, { note: 'Early', testimonialIds: null, expiresOn: null });
    expect(put.statusCode).toBe(404);
    const preview = await call('GET', `${reportUrl(talkId)}/preview?testimonialIds=${foreign}`, owner.cookie);
    expect(preview.statusCode).toBe(400);
    expect(preview.json().details.fields[0].field).toBe('testimonialIds');
    expect((await call('GET', `${reportUrl(talkId)}/preview?testimonialIds=1,x`, owner.cookie)).statusCode).toBe(400);
  });
});

describe('the report an organizer opens', () => {
  let links: { url: string; pdfUrl: string };
  let html: string;
  let pdf: string;
  let pdfBytes: Buffer;

  beforeAll(async () => {
    links = await createReport(talkId, { note: 'It was a joy to speak at your summit.' });
    const page = await open(links.url);
    expect(page.statusCode).toBe(200);
    html = page.body;
    const file = await open(links.pdfUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    pdfBytes = file.rawPayload;
    pdf = await pdfText(pdfBytes);
  }, LIMITS.hookMs);
  afterAll(async () => {
    await call('DELETE', reportUrl(talkId), owner.cookie);
  });

  it('opens without an account, as HTML that no search engine keeps, no cache holds and no linked site learns', async () => {
    const res = await open(links.url);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).not.toMatch(/<script/i);
    // The page's own PDF link, relative to /r/.
    expect(res.body).toContain(`href="${links.url.split('/r/')[1]}.pdf"`);
    const file = await open(links.pdfUrl);
    expect(file.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toBe('inline; filename="impact-report-leading-hybrid-teams.pdf"');
  });

  it('names the talk, the event, the date and the speaker, with the logo and the brand colours', async () => {
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${TALK_DAY}T00:00:00Z`),
    );
    for (const text of [html, pdf]) {
      expect(text).toContain('Leading Hybrid Teams');
      expect(text).toContain('Future of Work Summit');
      expect(text).toContain(day);
      expect(text).toContain('A talk by Maya Okafor');
      expect(text).toContain('It was a joy to speak at your summit.');
    }
    expect(html).toMatch(/<img class="logo" src="\/api\/public\/files\/[A-Za-z0-9_-]+\/logo\.png" alt="Maya Okafor">/);
    expect(html).toContain('background-color:#0f766e');
    expect(html).toContain('background-color:#7c2d12');
    // pdfkit writes the logo as an image object and the brand colours as fills (RGB 0-1).
    expect(pdfBytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const drawing = pdfDrawing(pdfBytes);
    expect(drawing).toMatch(/0\.0588\d* 0\.4627\d* 0\.4313\d* scn/);
    expect(drawing).toMatch(/0\.4862\d* 0\.1764\d* 0\.0705\d* scn/);
    const pages = await getDocumentProxy(new Uint8Array(pdfBytes));
    const [, , width, height] = (await pages.getPage(1)).view;
    expect(width).toBeCloseTo(595.28, 1);
    expect(height).toBeCloseTo(841.89, 1);
  });

  it('gives the responses, the response rate, the distribution as bars and the booking leads', async () => {
    // 13 answers of 40 expected; 5 stars: 5, 4: 3, 3: 2, 2: 2, 1: 1; Priya books speakers, Tom referred someone.
    const distribution: [string, number][] = [
      ['5 stars', 5],
      ['4 stars', 3],
      ['3 stars', 2],
      ['2 stars', 2],
      ['1 star', 1],
    ];
    expect(html).toMatch(/<dt>Responses<\/dt><dd>13<\/dd>/);
    expect(html).toMatch(/<dt>Response rate<\/dt><dd>33%<\/dd><dd class="hint">13 of 40 expected attendees<\/dd>/);
    expect(html).toMatch(/<dt>Booking leads<\/dt><dd>2<\/dd>/);
    for (const [label, count] of distribution) {
      expect(html).toMatch(
        new RegExp(
          `<li><span>${label}</span><span class="track" aria-hidden="true"><span class="fill" style="width:${Math.round((count / 5) * 100)}%;background-color:#0f766e"></span></span><span class="count">${count}<`,
        ),
      );
    }
    expect(pdf).toMatch(/Responses\s+13/);
    expect(pdf).toMatch(/Response rate\s+33%/);
    expect(pdf).toMatch(/Booking leads\s+2/);
    for (const [label, count] of distribution) expect(pdf).toMatch(new RegExp(`${label}\\s+${count}\\b`));
    // 13 answers: the average is given.
    expect(html).toMatch(/<dt>Average rating<\/dt><dd>3\.7 \/ 5<\/dd>/);
    expect(pdf).toMatch(/Average rating\s+3\.7 \/ 5/);
  });

  it('quotes only testimonials whose authors agreed to publication, by first name and role, or anonymously', async () => {
    for (const text of [html, pdf]) {
      // The best six: Priya, Dariusz (anonymous), Tessa, Tom, Ana, Sven; Dora is seventh.
      expect(text).toContain('Clear structure and great stories.');
      expect(text).toContain('Tessa would quote this talk to everyone she meets.');
      expect(text).toContain('Anonymous but heartfelt: the best session of the day.');
      expect(text).toContain('— An attendee');
      expect(text).toContain('Good pace.');
      expect(text).not.toContain('Solid.');
      // No consent, a speaker's removal, 1-3 stars: never quoted.
      expect(text).not.toContain('Zebra-private');
      expect(text).not.toContain('Rob liked it');
      expect(text).not.toContain('Not for me.');
    }
    // Each typed part of an attribution is set off on the page (its own direction), as text in the PDF.
    expect(html).toContain('— <bdi>Tom</bdi>, <bdi>Engineering Manager</bdi>');
    expect(html).toContain('— <bdi>Priya</bdi>, <bdi>Head of People</bdi>');
    expect(pdf).toContain('— Tom, Engineering Manager');
    expect(pdf).toContain('— Priya, Head of People');
    // Markup typed by an attendee stays text.
    expect(html).toContain('rewrote our &lt;b&gt;onboarding&lt;/b&gt; plan');
    expect(pdf).toContain('rewrote our <b>onboarding</b> plan');
  });

  it('groups the published takeaways without names; an unpublished one is left out', async () => {
    for (const text of [html, pdf]) {
      expect(text).toContain('What attendees will do differently');
      expect(text).toContain('“check-ins” · 3 attendees');
      expect(text).toContain('Run shorter weekly check-ins with my team');
      expect(text).not.toContain('Quokka-private');
      // The talk's page lists that one too: the report says why it has one fewer.
      expect(text.replace(/\s+/g, ' ')).toContain('1 more takeaway is not quoted: only attendees who agreed to publication are quoted.');
    }
  });

  it('counts roles and companies of attendees who share their details; a company needs three answers, a mailbox provider is none', async () => {
    for (const text of [html, pdf]) {
      expect(text).toContain('brightline');
      expect(text).toContain('Head of People');
      expect(text).toContain('CTO');
      expect(text).not.toContain('northwind');
      expect(text).not.toContain('discreetco');
      expect(text).not.toMatch(/gmail/i);
      expect(text).not.toContain('Chief Privacy Officer');
    }
    expect(html).toMatch(/<li><span><bdi>brightline<\/bdi><\/span><span>3<\/span><\/li>/);
    expect(html).toMatch(/<li><span><bdi>Head of People<\/bdi><\/span><span>2<\/span><\/li>/);
    expect(pdf).toMatch(/brightline\s+3/);
  });

  it('carries no attendee e-mail address, last name or referral anywhere in the page or the PDF', async () => {
    const addresses = (
      await queryRows<{ email: string }>(t.database.db, sql`select attendee_email as email from responses where event_id = ${talkId}`)
    ).map((r) => r.email);
    expect(addresses).toHaveLength(TALK_ANSWERS.length);
    for (const text of [html, pdf, pdfBytes.toString('latin1')]) {
      for (const address of [...addresses, TOM.referral!.email]) {
        expect(text.toLowerCase()).not.toContain(address.toLowerCase());
        expect(text.toLowerCase()).not.toContain(address.split('@')[0]!.toLowerCase() + '@');
      }
      // Nothing shaped like an address at all.
      expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
      expect(text).not.toContain('Sharma');
      expect(text).not.toContain('Rita');
    }
  });

  it('is computed when opened: a later opt-out and a testimonial the speaker removes are gone at the next open', async () => {
    await t.database.db.insert(privacyOptOuts).values({ email: TESSA.email, testimonials: true });
    await t.database.db
      .insert(graphics)
      .values({ responseId: ids.get(TOM)!, eventId: talkId, speakerUserId: owner.user.id, removedAt: new Date() });
    const page = (await open(links.url)).body;
    const file = await pdfText((await open(links.pdfUrl)).rawPayload);
    for (const text of [page, file]) {
      expect(text).not.toContain('Tessa would quote');
      expect(text).not.toContain('Clear structure and great stories.');
      // The seventh testimonial moves up into the six.
      expect(text).toContain('Solid.');
    }
    await t.database.db.delete(privacyOptOuts).where(eq(privacyOptOuts.email, TESSA.email));
    await t.database.db.delete(graphics).where(eq(graphics.responseId, ids.get(TOM)!));
  });

  it('counts a view each time the page is opened (the speaker sees it); the PDF and the preview are not counted', async () => {
    const before = (await call('GET', reportUrl(talkId), owner.cookie)).json().report;
    await open(links.url);
    await open(links.url);
    await open(links.pdfUrl);
    // A link preview checking the address reads nothing.
    expect((await t.app.inject({ method: 'HEAD', url: new URL(links.url).pathname, remoteAddress: '10.30.0.1' })).statusCode).toBe(200);
    expect((await call('GET', `${reportUrl(talkId)}/preview`, owner.cookie)).statusCode).toBe(200);
    const after = (await call('GET', reportUrl(talkId), owner.cookie)).json().report;
    expect(after.viewCount).toBe(before.viewCount + 2);
    expect(Date.now() - new Date(after.lastViewedAt).getTime()).toBeLessThan(60_000);
    const [row] = await t.database.db.select().from(organizerReports).where(eq(organizerReports.eventId, talkId));
    expect(row!.viewCount).toBe(after.viewCount);
  });

  it('shows the speaker’s chosen testimonials in their order, and a later note and expiry, at the same link', async () => {
    const chosen = [ids.get(SVEN)!, ids.get(PRIYA)!];
    const put = await call('PUT', reportUrl(talkId), owner.cookie, {
      note: '  Booked again for 2027!  ',
      testimonialIds: chosen,
      expiresOn: daysFromNow(30),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ ...links, note: 'Booked again for 2027!', testimonialIds: chosen, expiresOn: daysFromNow(30) });
    const page = (await open(links.url)).body;
    expect(page.indexOf('Good pace.')).toBeGreaterThan(0);
    expect(page.indexOf('Good pace.')).toBeLessThan(page.indexOf('Practical and inspiring'));
    expect(page).not.toContain('Clear structure and great stories.');
    expect(page).toContain('Booked again for 2027!');
    const preview = (await call('GET', `${reportUrl(talkId)}/preview?note=Draft%20words&testimonialIds=${ids.get(TOM)}`, owner.cookie))
      .body;
    expect(preview).toContain('Preview: this is what the organizer sees.');
    expect(preview).toContain('Draft words');
    expect(preview).toContain('Clear structure and great stories.');
    expect(preview).not.toContain('Good pace.');
    expect(preview).toContain(`organizer-report/preview.pdf?note=Draft%20words&amp;testimonialIds=${ids.get(TOM)}`);
    const previewPdf = await call('GET', `${reportUrl(talkId)}/preview.pdf?testimonialIds=`, owner.cookie);
    expect(previewPdf.headers['content-type']).toBe('application/pdf');
    const previewText = await pdfText(previewPdf.rawPayload);
    expect(previewText).not.toContain('What attendees said');
    expect(previewText).toContain('Leading Hybrid Teams');
  });
});

describe('links that open nothing', () => {
  it('answers the same 404 page for a malformed, unknown, tampered or revoked link, as HTML and never the web app', async () => {
    const links = await createReport(talkId);
    const token = links.url.split('/r/')[1]!;
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const unknown = `${'A'.repeat(22)}${token.slice(22)}`;
    for (const path of [`/r/abc`, `/r/${'x'.repeat(65)}`, `/r/${tampered}`, `/r/${unknown}`, `/r/${tampered}.pdf`, `/r/${token}.PDF`]) {
      const res = await open(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.body, path).toContain('Report not found');
      expect(res.headers['x-robots-tag'], path).toBe('noindex, nofollow');
    }
    expect((await open(links.url)).statusCode).toBe(200);

    const revoke = await call('DELETE', reportUrl(talkId), owner.cookie);
    expect(revoke.statusCode).toBe(204);
    for (const url of [links.url, links.pdfUrl]) {
      const res = await open(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Report not found');
      expect(res.body).not.toContain('Leading Hybrid Teams');
    }
    expect((await call('GET', reportUrl(talkId), owner.cookie)).json().report).toBeNull();
    // Revoking again is the same success.
    expect((await call('DELETE', reportUrl(talkId), owner.cookie)).statusCode).toBe(204);
    // A new link is a new token: the old one stays dead.
    const fresh = await createReport(talkId);
    expect(fresh.url).not.toBe(links.url);
    expect((await open(links.url)).statusCode).toBe(404);
    expect((await open(fresh.url)).statusCode).toBe(200);
    await call('DELETE', reportUrl(talkId), owner.cookie);
  });

  it('a revocation holds at once in another process on the same database', async () => {
    const second = await buildApp(t.deps, { webDist: '/nonexistent-web-dist' });
    await second.ready();
    try {
      const links = await createReport(talkId);
      expect((await open(links.url, second)).statusCode).toBe(200);
      expect((await open(links.pdfUrl, second)).statusCode).toBe(200);
      expect((await call('DELETE', reportUrl(talkId), owner.cookie)).statusCode).toBe(204);
      expect((await open(links.url, second)).statusCode).toBe(404);
      expect((await open(links.pdfUrl, second)).statusCode).toBe(404);
    } finally {
      await second.close();
    }
  });

  it('an expired link answers 404 like a revoked one; the speaker sees it expired and can give it a later day', async () => {
    const links = await createReport(talkId, { expiresOn: daysFromNow(1) });
    expect((await open(links.url)).statusCode).toBe(200);
    await t.database.db
      .update(organizerReports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organizerReports.eventId, talkId));
    expect((await open(links.url)).statusCode).toBe(404);
    expect((await open(links.pdfUrl)).statusCode).toBe(404);
    const state = (await call('GET', reportUrl(talkId), owner.cookie)).json();
    expect(state.report).toMatchObject({ url: links.url, expired: true });
    const put = await call('PUT', reportUrl(talkId), owner.cookie, { note: null, testimonialIds: null, expiresOn: daysFromNow(7) });
    expect(put.json()).toMatchObject({ expired: false, expiresOn: daysFromNow(7) });
    expect((await open(links.url)).statusCode).toBe(200);
    await call('DELETE', reportUrl(talkId), owner.cookie);
  });

  it('goes with its talk when the talk is deleted', async () => {
    const doomed = await createOwnTalk(owner.cookie, { talkTitle: 'Short-lived' });
    const links = await createReport(doomed);
    expect((await open(links.url)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/speaker-admin/talks/${doomed}`, owner.cookie)).statusCode).toBe(204);
    expect((await open(links.url)).statusCode).toBe(404);
  });

  it('limits how many report pages one address opens a minute (as a page, not JSON)', async () => {
    const links = await createReport(talkId);
    const from = (url: string) => t.app.inject({ method: 'GET', url: new URL(url, PUBLIC_URL).pathname, remoteAddress: '10.99.0.1' });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1)
      statuses.push((await from(i % 2 ? links.pdfUrl.replace(/.{5}\.pdf$/, 'AAAAA.pdf') : '/r/guess')).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    const limited = await from(links.url);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.body).toContain('Too many report pages were opened from this network.');
    await call('DELETE', reportUrl(talkId), owner.cookie);
  });
});

describe('the average', () => {
  const answersOf = (n: number): Answer[] =>
    Array.from({ length: n }, (_, i) => ({
      name: `Person${i}`,
      role: 'Analyst',
      email: `person${i}@example.org`,
      rating: i === 0 ? 4 : 5,
      testimonial: `Answer ${i}`,
    }));

  it('is given from 10 answers and not with 9', async () => {
    for (const [n, shown] of [
      [9, false],
      [10, true],
    ] as const) {
      const eventId = await createOwnTalk(owner.cookie, { talkTitle: `Talk with ${n} answers`, expectedAudienceSize: null });
      for (const a of answersOf(n)) await insertAnswer(eventId, a);
      const links = await createReport(eventId);
      const html = (await open(links.url)).body;
      const pdf = await pdfText((await open(links.pdfUrl)).rawPayload);
      for (const text of [html, pdf]) {
        // 9 answers: 4.9 (44 / 9); 10 answers: 4.9 (49 / 10).
        expect(text.includes('Average rating'), `${n} answers`).toBe(shown);
        expect(text.includes('4.9 / 5'), `${n} answers`).toBe(shown);
        expect(text.includes('An average rating is given from 10 answers.'), `${n} answers`).toBe(!shown);
        // Without an expected audience size there is no response rate.
        expect(text).not.toContain('Response rate');
      }
    }
  });
});
