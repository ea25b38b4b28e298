import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_BIO_MAX_LENGTH } from '../../../shared/contract/profile';
import { createTestApp, signInAdmin, type TestContext } from '../../test/harness';
import { LIMITS } from '../../test/limits';
import { createOwnTalk, speakerWithProfile } from '../../test/graphics-fixtures';
import { pngImage, upload } from '../../test/uploads';

// The speaker's public proof page (/s/{slug}), the framed wall (/embed/wall/{slug}) and the wall's
// JSON, read by anyone; the speaker's curation of them; the page of a shared graphic.

let t: TestContext;
let speaker: Awaited<ReturnType<typeof speakerWithProfile>>;
let other: Awaited<ReturnType<typeof speakerWithProfile>>;
let adminCookie: string;
let slug: string;
let eventId: number;
type Key = 'priya' | 'tom' | 'gmail' | 'noConsent' | 'low' | 'discreet' | 'leaver';
const ids = {} as Record<Key, number>;

interface Person {
  key: Key;
  rating: number;
  name: string;
  role: string;
  email: string;
  testimonial: string;
  publish: boolean;
  version?: 'publish-v1' | 'publish-v2';
}

// Each answered the same talk. Who appears, and how, is the point of every test below.
const PRIYA: Person = {
  key: 'priya',
  rating: 5,
  name: 'Priya',
  role: 'Head of Sales',
  email: 'priya.sharma@brightline.example',
  testimonial: 'Practical, funny & full of <ideas> I can use on Monday.',
  publish: true,
  version: 'publish-v2',
};
const TOM: Person = {
  key: 'tom',
  rating: 4,
  name: 'Tomasz',
  role: 'Team Lead',
  email: 'tomasz.nowak@northwind.example',
  testimonial: 'Clear structure and stories that stuck with the whole team.',
  publish: true,
  version: 'publish-v1',
};
const GMAIL: Person = {
  key: 'gmail',
  rating: 5,
  name: 'Grace',
  role: 'Founder',
  email: 'grace.founder@gmail.com',
  testimonial: 'Worth the trip for the last ten minutes alone.',
  publish: true,
  version: 'publish-v2',
};
const NO_CONSENT: Person = {
  key: 'noConsent',
  rating: 5,
  name: 'Nadia',
  role: 'CFO',
  email: 'nadia@private-co.example',
  testimonial: 'Loved it but please keep this to yourself.',
  publish: false,
};
const LOW: Person = {
  key: 'low',
  rating: 2,
  name: 'Lowell',
  role: 'Analyst',
  email: 'lowell@lowrating.example',
  testimonial: 'Too basic for our team, sadly.',
  publish: true,
  version: 'publish-v2',
};
const DISCREET: Person = {
  key: 'discreet',
  rating: 5,
  name: 'Dariusz',
  role: 'Chief Privacy Officer',
  email: 'dariusz@discreetco.example',
  testimonial: 'The privacy section alone changed how we run launches.',
  publish: true,
  version: 'publish-v2',
};
const LEAVER: Person = {
  key: 'leaver',
  rating: 5,
  name: 'Olga',
  role: 'Marketing Director',
  email: 'olga@leaving.example',
  testimonial: 'Funniest keynote I have seen in years, and useful too.',
  publish: true,
  version: 'publish-v2',
};
const EVERYONE = [PRIYA, TOM, GMAIL, NO_CONSENT, LOW, DISCREET, LEAVER];

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const put = (url: string, cookie: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: cookie ? { cookie } : {}, payload: payload as object });
const optOut = (email: string, category: 'testimonials' | 'data_sharing') =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/opt-outs',
    payload: {
      email,
      optOutCategories: { email_marketing: false, social_media: false, testimonials: false, data_sharing: false, [category]: true },
    },
  });

const pagePath = () => `/s/${slug}`;
const jsonPath = () => `/api/public/speakers/${slug}/testimonials`;
const framePath = () => `/embed/wall/${slug}`;

/** Turns the page on or off and sets the listed order, as the speaker's page does. */
async function curate(published: boolean, testimonials: { responseId: number; hidden: boolean }[] = [], cookie = speaker.cookie) {
  const res = await put('/api/speaker-admin/proof-page', cookie, { published, testimonials });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The page's JSON-LD, parsed. */
function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
}

/** The graph's nodes of one schema.org type. */
const ofType = (data: Record<string, unknown>, type: string) =>
  (data['@graph'] as Record<string, any>[]).filter((n) => n['@type'] === type);
const reviewsOf = (data: Record<string, unknown>) => ofType(data, 'Review');

function meta(html: string, property: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${property.replace(/[:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
}

const maxAge = (header: unknown) => Number(/max-age=(\d+)/.exec(String(header))?.[1] ?? NaN);

/** The escaped form of a testimonial as the HTML carries it. */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInAdmin(t.app);
  speaker = await speakerWithProfile(t.app, t.database, {
    firstName: 'Maya',
    lastName: 'Okafor',
    brandColorPrimary: '#0f766e',
    bio: 'Maya speaks about <sales> & storytelling.',
    // The slug onboarding makes from the name: a profile saved again keeps it.
    slug: 'maya-okafor',
  });
  other = await speakerWithProfile(t.app, t.database);
  slug = (await get('/api/speaker-admin/profile', { cookie: speaker.cookie })).json().slug;
  eventId = await createOwnTalk(t.app, speaker.cookie, {
    eventName: 'Growth Summit',
    talkTitle: 'Stories That Sell',
    eventDate: '2026-03-12',
  });
  // A second talk with one answer: the totals count talks that were answered.
  const quiet = await createOwnTalk(t.app, speaker.cookie, { eventName: 'Quiet Meetup', talkTitle: 'Quiet Meetup' });
  for (const p of EVERYONE) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/feedback',
      payload: {
        presentationId: eventId,
        rating: p.rating,
        testimonial: p.testimonial,
        firstName: p.name,
        jobRole: p.role,
        workEmail: p.email,
        contactConsent: true,
        publishConsent: p.publish,
        ...(p.version ? { publishConsentVersion: p.version } : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    ids[p.key] = res.json().id;
  }
  const extra = await t.app.inject({
    method: 'POST',
    url: '/api/public/feedback',
    payload: { presentationId: quiet, rating: 3, testimonial: 'Fine.', firstName: 'Ivo', jobRole: 'Dev', workEmail: 'ivo@quiet.example' },
  });
  expect(extra.statusCode).toBe(201);
  expect((await optOut(DISCREET.email, 'data_sharing')).statusCode).toBe(200);
}, LIMITS.hookMs);
afterAll(async () => {
  await t.close();
});

describe('before the speaker turns the page on', () => {
  it('the page, the framed wall and the JSON are not found, as for a slug nobody has', async () => {
    expect((await get('/api/speaker-admin/proof-page', { cookie: speaker.cookie })).json()).toMatchObject({ published: false });
    for (const path of [pagePath(), framePath(), '/s/nobody-has-this-slug', '/embed/wall/nobody-has-this-slug']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Page not found');
      expect(res.body).not.toContain(PRIYA.testimonial.slice(0, 20));
    }
    const json = await get(jsonPath());
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ code: 'NOT_FOUND' });
    // Readable by the wall on another site, which then shows nothing.
    expect(json.headers['access-control-allow-origin']).toBe('*');
    expect(json.headers['cache-control']).toBe('no-store');
    // A slug that cannot be one: a page says not found, the API names the field.
    expect((await get('/s/Not%20A%20Slug')).statusCode).toBe(404);
    const bad = await get('/api/public/speakers/NOT_A_SLUG/testimonials');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/slug/);
  });
});

describe('who may read and change the curation', () => {
  it('anonymous 401, the owner 403, another speaker only their own; ids of someone else are refused and change nothing', async () => {
    expect((await get('/api/speaker-admin/proof-page')).statusCode).toBe(401);
    expect((await put('/api/speaker-admin/proof-page', undefined, { published: true, testimonials: [] })).statusCode).toBe(401);
    expect((await get('/api/speaker-admin/proof-page', { cookie: adminCookie })).statusCode).toBe(403);
    expect((await put('/api/speaker-admin/proof-page', adminCookie, { published: true, testimonials: [] })).statusCode).toBe(403);

    const theirs = (await get('/api/speaker-admin/proof-page', { cookie: other.cookie })).json();
    expect(theirs.testimonials).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain(PRIYA.testimonial);

    const refused = await put('/api/speaker-admin/proof-page', other.cookie, {
      published: true,
      testimonials: [{ responseId: ids.priya, hidden: true }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields).toEqual([{ field: 'testimonials.0.responseId', message: 'is not one of your testimonials' }]);
    const mine = (await get('/api/speaker-admin/proof-page', { cookie: speaker.cookie })).json();
    expect(mine.testimonials.find((x: { responseId: number }) => x.responseId === ids.priya)).toMatchObject({ hidden: false });
    expect(mine.published).toBe(false);
    // The refused save did not turn the other speaker's page on either.
    expect((await get('/api/speaker-admin/proof-page', { cookie: other.cookie })).json().published).toBe(false);
  });

  it('a bad body is a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ testimonials: [] }, 'published'],
      [{ published: 'yes', testimonials: [] }, 'published'],
      [{ published: true, testimonials: [{ responseId: 'x', hidden: false }] }, 'testimonials.0.responseId'],
      [{ published: true, testimonials: [{ responseId: 2147483648, hidden: false }] }, 'testimonials.0.responseId'],
      [{ published: true, testimonials: [{ responseId: ids.priya }] }, 'testimonials.0.hidden'],
      [
        {
          published: true,
          testimonials: [
            { responseId: ids.priya, hidden: false },
            { responseId: ids.priya, hidden: true },
          ],
        },
        'testimonials',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await put('/api/speaker-admin/proof-page', speaker.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });
});

describe('the published page', () => {
  it('lists exactly the testimonials OFFERED, each named as far as its author agreed; the curation list matches', async () => {
    const settings = await curate(true);
    expect(settings).toMatchObject({
      published: true,
      pageUrl: `http://localhost:5000/s/${slug}`,
      wallScriptUrl: 'http://localhost:5000/embed/wall.js',
      totals: { answers: 8, talks: 2 },
    });
    expect(settings.scriptSnippet).toContain(`data-speaker="${slug}"`);
    expect(settings.scriptSnippet).toContain(`<a href="http://localhost:5000/s/${slug}" data-speakerpro-fallback>`);
    expect(settings.iframeSnippet).toMatch(
      new RegExp(`<iframe src="http://localhost:5000/embed/wall/${slug}" title="Testimonials for Maya Okafor"`),
    );
    const listed = settings.testimonials.map((x: { quote: string }) => x.quote);
    expect(listed.sort()).toEqual([PRIYA, TOM, GMAIL, DISCREET, LEAVER].map((p) => p.testimonial).sort());

    const page = await get(pagePath());
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const p of [PRIYA, TOM, GMAIL, DISCREET, LEAVER]) expect(page.body).toContain(inHtml(p.testimonial));
    for (const p of [NO_CONSENT, LOW]) expect(page.body).not.toContain(inHtml(p.testimonial));
    // The words are escaped, never tags.
    expect(page.body).not.toContain('<ideas>');
    expect(page.body).toContain('Maya speaks about &lt;sales&gt; &amp; storytelling.');
    // Priya agreed to wording that names her company (from her work address); Tomasz to first name
    // and role only; Grace's address is a personal mailbox.
    expect(page.body).toContain('Priya</bdi></span>, <bdi>Head of Sales</bdi>, <bdi>brightline</bdi>');
    expect(page.body).toContain('Tomasz</bdi></span>, <bdi>Team Lead</bdi><');
    expect(page.body).not.toMatch(/northwind/i);
    expect(page.body).toContain('Grace</bdi></span>, <bdi>Founder</bdi><');
    expect(page.body).not.toMatch(/Gmail/i);
    // Dariusz opted out of data sharing: his words, no name, role or company.
    expect(page.body).not.toContain('Dariusz');
    expect(page.body).not.toContain('Chief Privacy Officer');
    expect(page.body).not.toMatch(/discreet/i);
    expect(page.body).toContain('Anonymous</span>');
    // Where each came from, in words that are true; no claim of verification.
    expect(page.body).toContain('Via the feedback form of “<bdi>Stories That Sell</bdi>”, <bdi>Growth Summit</bdi> · 12 Mar 2026');
    expect(page.body).toContain('8 answers collected after 2 talks');
    expect(page.body).toContain('these testimonials are not verified');
    expect(page.body).toContain('role="img" aria-label="5 out of 5 stars"');
    expect(page.body).toContain('role="img" aria-label="4 out of 5 stars"');
    // No script is needed, none is sent, and nobody's address is in the bytes.
    expect(page.body).not.toMatch(/<script(?! type="application\/ld\+json")/);
    for (const p of EVERYONE) expect(page.body).not.toContain(p.email);
    expect(page.body).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/);
    expect(page.body).not.toContain(speaker.user.email);
  });

  it('is cached for at most a minute, publicly, and sets no cookie', async () => {
    const page = await get(pagePath());
    expect(page.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(maxAge(page.headers['cache-control'])).toBeLessThanOrEqual(60);
    expect(page.headers['set-cookie']).toBeUndefined();
    // The page itself may not be framed; only /embed/wall/ may.
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('carries JSON-LD: a ProfilePage about the Person, a Review of that Person per testimonial, and no AggregateRating', async () => {
    const page = await get(pagePath());
    const data = jsonLd(page.body);
    expect(data['@context']).toBe('https://schema.org');
    const profile = ofType(data, 'ProfilePage');
    const [person] = ofType(data, 'Person').filter((p) => p['@id']);
    expect(profile).toHaveLength(1);
    expect(person).toMatchObject({ name: 'Maya Okafor', url: `http://localhost:5000/s/${slug}` });
    // Every reference points at the one Person: the page's main entity and each review's subject.
    expect(profile[0]!.mainEntity).toEqual({ '@id': person!['@id'] });
    expect(person!.description).toBe('Maya speaks about <sales> & storytelling.');
    // schema.org's Person has no `review`: the reviews stand on their own, naming what they review.
    expect(person!.review).toBeUndefined();
    const reviews = reviewsOf(data);
    expect(reviews).toHaveLength(5);
    for (const review of reviews) {
      expect(review.itemReviewed).toEqual({ '@id': person!['@id'] });
      expect(review.reviewRating).toMatchObject({ '@type': 'Rating', bestRating: 5, worstRating: 1 });
      expect([4, 5]).toContain(review.reviewRating.ratingValue);
      expect(review.author['@type']).toBe('Person');
      expect(review.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const priya = reviews.find((r) => r.reviewBody === PRIYA.testimonial)!;
    expect(priya.author.name).toBe('Priya');
    expect(reviews.find((r) => r.reviewBody === DISCREET.testimonial)!.author.name).toBe('Anonymous');
    expect(page.body).not.toMatch(/AggregateRating|aggregateRating/);
    // The attendee's "<ideas>" cannot close the script element.
    expect(page.body).toContain('\\u003cideas\\u003e');
  });

  it('carries Open Graph and Twitter card tags', async () => {
    const page = await get(pagePath());
    expect(meta(page.body, 'og:title')).toBe('Maya Okafor · Testimonials');
    expect(meta(page.body, 'og:url')).toBe(`http://localhost:5000/s/${slug}`);
    expect(meta(page.body, 'og:type')).toBe('profile');
    expect(meta(page.body, 'og:description')).toContain('8 answers collected after 2 talks.');
    expect(meta(page.body, 'twitter:card')).toMatch(/^summary/);
    expect(page.body).toContain(`<link rel="canonical" href="http://localhost:5000/s/${slug}">`);
  });

  it("the wall's JSON: the same testimonials and nothing more, open to other sites, cached for at most a minute", async () => {
    const res = await get(jsonPath(), { origin: 'https://speaker-site.example' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(maxAge(res.headers['cache-control'])).toBeLessThanOrEqual(60);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['speaker', 'testimonials', 'totals']);
    expect(Object.keys(body.speaker).sort()).toEqual([
      'bio',
      'brandColorPrimary',
      'brandColorSecondary',
      'logoUrl',
      'name',
      'pageUrl',
      'slug',
    ]);
    expect(body.totals).toEqual({ answers: 8, talks: 2 });
    for (const item of body.testimonials)
      expect(Object.keys(item).sort()).toEqual(['company', 'eventDate', 'eventName', 'firstName', 'quote', 'rating', 'role', 'talkTitle']);
    expect(body.testimonials.find((x: { quote: string }) => x.quote === PRIYA.testimonial)).toEqual({
      quote: PRIYA.testimonial,
      rating: 5,
      firstName: 'Priya',
      role: 'Head of Sales',
      company: 'brightline',
      eventName: 'Growth Summit',
      talkTitle: 'Stories That Sell',
      eventDate: '2026-03-12',
    });
    expect(body.testimonials.find((x: { quote: string }) => x.quote === DISCREET.testimonial)).toMatchObject({
      firstName: null,
      role: null,
      company: null,
    });
    const quotes = body.testimonials.map((x: { quote: string }) => x.quote);
    for (const p of [NO_CONSENT, LOW]) expect(quotes).not.toContain(p.testimonial);
    // Nothing the page does not show: no address, no answer id.
    for (const p of EVERYONE) expect(res.body).not.toContain(p.email);
    expect(res.body).not.toMatch(/@/);
    expect(res.body).not.toMatch(/"(id|responseId|email)"/);
  });

  it('the framed wall may be framed by any site and shows the same testimonials', async () => {
    const res = await get(`${framePath()}?layout=carousel`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(maxAge(res.headers['cache-control'])).toBeLessThanOrEqual(60);
    expect(res.body).toContain('spw-carousel');
    expect(res.body).toContain('<meta name="robots" content="noindex, indexifembedded">');
    expect(res.body).toContain(inHtml(PRIYA.testimonial));
    expect(res.body).not.toContain(inHtml(NO_CONSENT.testimonial));
    expect(res.body).toContain(`href="http://localhost:5000/s/${slug}" target="_top"`);
    expect(res.body).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/);
  });

  it('is in the sitemap while it is on', async () => {
    expect((await get('/sitemap.xml')).body).toContain(`<loc>http://localhost:5000/s/${slug}</loc>`);
  });
});

describe('an opt-out on /privacy', () => {
  it('takes the testimonial off the page and out of the JSON at the next request the server answers', async () => {
    for (const path of [pagePath(), jsonPath(), framePath()]) {
      const before = await get(path);
      expect(before.body).toContain(path === jsonPath() ? LEAVER.testimonial : inHtml(LEAVER.testimonial));
      // Copies kept by browsers and proxies expire within a minute.
      expect(maxAge(before.headers['cache-control'])).toBeLessThanOrEqual(60);
    }
    expect((await optOut(LEAVER.email.toUpperCase(), 'testimonials')).statusCode).toBe(200);
    for (const path of [pagePath(), jsonPath(), framePath()]) {
      const after = await get(path);
      expect(after.statusCode).toBe(200);
      expect(after.body, path).not.toContain('Funniest keynote');
      expect(after.body).toContain('Stories That Sell');
    }
    expect(reviewsOf(jsonLd((await get(pagePath())).body))).toHaveLength(4);
  });
});

describe("the speaker's curation", () => {
  it('orders and hides: a hidden testimonial leaves the page, the frame and the JSON; shown again, it comes back', async () => {
    await curate(true, [
      { responseId: ids.tom, hidden: false },
      { responseId: ids.gmail, hidden: true },
      { responseId: ids.priya, hidden: false },
    ]);
    const settings = (await get('/api/speaker-admin/proof-page', { cookie: speaker.cookie })).json();
    // The placed ones in their order (the hidden one keeps its place), then the rest, newest first.
    expect(settings.testimonials.map((x: { responseId: number; hidden: boolean }) => [x.responseId, x.hidden])).toEqual([
      [ids.tom, false],
      [ids.gmail, true],
      [ids.priya, false],
      [ids.discreet, false],
    ]);

    const json = (await get(jsonPath())).json();
    expect(json.testimonials.map((x: { quote: string }) => x.quote)).toEqual([TOM.testimonial, PRIYA.testimonial, DISCREET.testimonial]);
    const page = (await get(pagePath())).body;
    expect(page).not.toContain(GMAIL.testimonial);
    const body = page.slice(page.indexOf('<body>'));
    expect(body.indexOf(inHtml(TOM.testimonial))).toBeGreaterThan(0);
    expect(body.indexOf(inHtml(TOM.testimonial))).toBeLessThan(body.indexOf(inHtml(PRIYA.testimonial)));
    expect(body.indexOf(inHtml(PRIYA.testimonial))).toBeLessThan(body.indexOf(inHtml(DISCREET.testimonial)));
    expect(reviewsOf(jsonLd(page))).toHaveLength(3);
    expect((await get(framePath())).body).not.toContain(GMAIL.testimonial);

    await curate(true, [{ responseId: ids.gmail, hidden: false }]);
    expect((await get(jsonPath())).json().testimonials.map((x: { quote: string }) => x.quote)).toContain(GMAIL.testimonial);
  });

  it('turned off, the page and the JSON are gone again; turned on, the first publication time stays', async () => {
    const first = (await get('/api/speaker-admin/proof-page', { cookie: speaker.cookie })).json().publishedAt;
    expect(first).toMatch(/^\d{4}-/);
    await curate(false);
    expect((await get(pagePath())).statusCode).toBe(404);
    expect((await get(jsonPath())).statusCode).toBe(404);
    expect((await get(framePath())).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain(`/s/${slug}<`);
    await curate(true);
    const again = (await get('/api/speaker-admin/proof-page', { cookie: speaker.cookie })).json();
    expect(again.published).toBe(true);
    expect(again.publishedAt).not.toBeNull();
  });
});

describe('the bio', () => {
  it('is saved on its own, limited in length, kept by a profile save that does not send it, and shown on the page', async () => {
    const tooLong = await t.app.inject({
      method: 'PATCH',
      url: '/api/speaker-admin/profile/bio',
      headers: { cookie: speaker.cookie },
      payload: { bio: 'x'.repeat(PROFILE_BIO_MAX_LENGTH + 1) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details.fields[0].field).toBe('bio');
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/speaker-admin/profile/bio',
      headers: { cookie: speaker.cookie },
      payload: { bio: '  Keynotes on trust at work.  ' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().bio).toBe('Keynotes on trust at work.');
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/speaker-admin/profile',
      headers: { cookie: speaker.cookie },
      payload: { firstName: 'Maya', lastName: 'Okafor', workEmail: speaker.user.email, emailProvider: 'gmail' },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().bio).toBe('Keynotes on trust at work.');
    expect((await get(pagePath())).body).toContain('Keynotes on trust at work.');
    expect((await get(jsonPath())).json().speaker.bio).toBe('Keynotes on trust at work.');
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: '/api/speaker-admin/profile/bio',
      headers: { cookie: speaker.cookie },
      payload: { bio: '' },
    });
    expect(cleared.json().bio).toBeNull();
  });
});

describe('images other sites may show', () => {
  it("the speaker's logo is cross-origin and on the page; a gift file stays same-origin", async () => {
    const logo = await upload(
      t.app,
      '/api/speaker-admin/logos',
      [{ field: 'logo', filename: 'logo.png', contentType: 'image/png', content: pngImage(400, 400) }],
      speaker.cookie,
    );
    expect(logo.statusCode, logo.body).toBe(200);
    const { logoUrl } = logo.json();
    const profile = (await get('/api/speaker-admin/profile', { cookie: speaker.cookie })).json();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/speaker-admin/profile',
      headers: { cookie: speaker.cookie },
      payload: { firstName: profile.firstName, lastName: profile.lastName, workEmail: profile.workEmail, emailProvider: 'gmail', logoUrl },
    });
    expect(saved.statusCode).toBe(200);
    const file = await get(logoUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const page = (await get(pagePath())).body;
    expect(page).toContain(`<img class="logo" src="http://localhost:5000${logoUrl}" alt="Maya Okafor">`);
    expect(meta(page, 'og:image')).toBe(`http://localhost:5000${logoUrl}`);
    expect((await get(jsonPath())).json().speaker.logoUrl).toBe(`http://localhost:5000${logoUrl}`);

    const gift = await upload(
      t.app,
      '/api/speaker-admin/digital-gift-files',
      [{ field: 'digitalGift', filename: 'guide.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') }],
      speaker.cookie,
    );
    expect(gift.statusCode, gift.body).toBe(200);
    expect((await get(gift.json().fileUrl)).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("a shared graphic's page has the PNG as its preview image; only the shared PNG is cross-origin; the best one previews the proof page", async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/speaker-admin/events/${eventId}/generate-graphics`,
      headers: { cookie: speaker.cookie },
    });
    const graphicId = started.json().graphicId as number;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/speaker-admin/graphics/${graphicId}/renders`,
          headers: { cookie: speaker.cookie },
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    const share = await t.app.inject({
      method: 'POST',
      url: `/api/speaker-admin/graphics/${graphicId}/public-link`,
      headers: { cookie: speaker.cookie },
    });
    const { shareUrl } = share.json();
    expect(shareUrl).toMatch(/^http:\/\/localhost:5000\/g\/[A-Za-z0-9_-]+$/);
    const token = shareUrl.split('/g/')[1];
    const pngUrl = `http://localhost:5000/api/public/graphics/shared/${token}.png`;

    const page = await get(`/g/${token}`);
    expect(page.statusCode).toBe(200);
    expect(meta(page.body, 'og:image')).toBe(pngUrl);
    expect(meta(page.body, 'og:image:width')).toBe('1080');
    expect(meta(page.body, 'og:url')).toBe(shareUrl);
    expect(meta(page.body, 'og:title')).toBe('Testimonial for Maya Okafor');
    expect(meta(page.body, 'twitter:card')).toBe('summary_large_image');
    expect(page.body).toMatch(new RegExp(`<img src="${pngUrl}" alt="Testimonial graphic: “[^"]+” — [^"]+, \\d out of 5 stars"`));
    expect(page.body).toContain(`href="http://localhost:5000/s/${slug}"`);
    for (const p of EVERYONE) expect(page.body).not.toContain(p.email);

    const png = await get(new URL(pngUrl).pathname);
    expect(png.statusCode).toBe(200);
    expect(png.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // Social sites fetch the preview as crawlers that obey robots.txt: the image must be allowed.
    const robots = (await get('/robots.txt')).body;
    expect(crawlerMayFetch(robots, new URL(pngUrl).pathname)).toBe(true);
    expect(crawlerMayFetch(robots, `/g/${token}`)).toBe(true);
    expect(crawlerMayFetch(robots, `/api/account/graphics/${graphicId}/image.png`)).toBe(false);
    const own = await get(`/api/account/graphics/${graphicId}/image.png`, { cookie: speaker.cookie });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cross-origin-resource-policy']).toBe('same-origin');

    // The proof page's preview is now that shared graphic rather than the logo.
    expect(meta((await get(pagePath())).body, 'og:image')).toBe(pngUrl);
    expect(meta((await get(pagePath())).body, 'twitter:card')).toBe('summary_large_image');

    await t.app.inject({
      method: 'DELETE',
      url: `/api/speaker-admin/graphics/${graphicId}/public-link`,
      headers: { cookie: speaker.cookie },
    });
    expect((await get(`/g/${token}`)).statusCode).toBe(404);
    expect((await get('/g/not-a-token')).statusCode).toBe(404);
  });
});

/**
 * What a crawler obeying robots.txt for every agent does with `path`: the longest matching Allow or
 * Disallow prefix decides, Allow winning a tie (as Google, LinkedIn and X read the file).
 */
function crawlerMayFetch(robots: string, path: string): boolean {
  let best = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const rule = /^(Allow|Disallow):\s*(\S*)/i.exec(line.trim());
    if (!rule || !rule[2] || !path.startsWith(rule[2])) continue;
    const allow = rule[1]!.toLowerCase() === 'allow';
    if (rule[2].length > best.length || (rule[2].length === best.length && allow)) best = { length: rule[2].length, allow };
  }
  return best.allow;
}
