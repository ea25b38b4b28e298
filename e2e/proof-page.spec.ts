import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Result } from 'axe-core';
import { speakerViaApi } from './fixtures';

// A speaker's public proof page (made on the server, no script needed), the testimonial wall other
// sites embed with one script tag (from another origin, in a shadow root) or a frame, and the
// speaker's page that turns it on and curates it.

const WALL_SCRIPT_MAX_BYTES = 10 * 1024;

/** Each violation as its rule and the elements it found (shadow DOM paths included), for a readable failure. */
const describeViolations = (violations: Result[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);

interface Answer {
  name: string;
  role: string;
  email: string;
  rating: number;
  testimonial: string;
  publish: boolean;
}

function people(): Record<'shown' | 'second' | 'unconsented' | 'leaver', Answer> {
  const id = Math.random().toString(36).slice(2, 8);
  return {
    shown: {
      name: 'Priya',
      role: 'Head of Sales',
      email: `priya.${id}@brightline.example`,
      rating: 5,
      testimonial: `Practical and funny: I changed our pitch the next day (${id}).`,
      publish: true,
    },
    second: {
      name: 'Tomasz',
      role: 'Team Lead',
      email: `tomasz.${id}@northwind.example`,
      rating: 4,
      testimonial: `Clear structure and stories the whole team remembered (${id}).`,
      publish: true,
    },
    unconsented: {
      name: 'Nadia',
      role: 'CFO',
      email: `nadia.${id}@private.example`,
      rating: 5,
      testimonial: `Great, but please keep this between us (${id}).`,
      publish: false,
    },
    leaver: {
      name: 'Olga',
      role: 'Marketing Director',
      email: `olga.${id}@leaving.example`,
      rating: 5,
      testimonial: `The funniest keynote in years, and useful too (${id}).`,
      publish: true,
    },
  };
}

/** A signed-in speaker (on `request`) with a talk, four answers and, when `publish`, the proof page on. */
async function speakerWithTestimonials(request: APIRequestContext, options: { publish: boolean; experienced?: boolean }) {
  await speakerViaApi(request, {
    profile: { brandColorPrimary: '#0f766e', bio: 'Keynotes on selling with stories.' },
    experienced: options.experienced,
  });
  const profile = (await (await request.get('/api/speaker-admin/profile')).json()) as { slug: string };
  const event = await request.post('/api/speaker-admin/events', { data: { eventName: 'Growth Summit', talkTitle: 'Stories That Sell' } });
  expect(event.status()).toBe(201);
  const { id: eventId } = (await event.json()) as { id: number };
  const answers = people();
  const ids: Record<string, number> = {};
  for (const [key, a] of Object.entries(answers)) {
    const res = await request.post('/api/public/feedback', {
      data: {
        presentationId: eventId,
        rating: a.rating,
        testimonial: a.testimonial,
        firstName: a.name,
        jobRole: a.role,
        workEmail: a.email,
        contactConsent: true,
        publishConsent: a.publish,
        publishConsentVersion: 'publish-v2',
      },
    });
    expect(res.status()).toBe(201);
    ids[key] = ((await res.json()) as { id: number }).id;
  }
  if (options.publish)
    expect((await request.put('/api/speaker-admin/proof-page', { data: { published: true, testimonials: [] } })).status()).toBe(200);
  return { slug: profile.slug, answers, ids };
}

/** A static page on another origin (127.0.0.1, a port of its own), as a speaker's own website would be. */
async function otherSite(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The bytes the server sends for `path` with this Accept-Encoding, as they cross the connection. */
function rawGet(baseURL: string, path: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(path, baseURL), { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ headers: res.headers, bytes }));
    });
    req.on('error', reject);
  });
}

test('without JavaScript the proof page shows the consented testimonials, and an opt-out on /privacy takes one off', async ({
  page,
  browser,
}) => {
  const { slug, answers } = await speakerWithTestimonials(page.request, { publish: true });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();

  const first = await visitor.goto(`/s/${slug}`);
  expect(first!.headers()['cache-control']).toMatch(/max-age=(\d|[1-5]\d|60)$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Nadia Brooks' })).toBeVisible();
  await expect(visitor.getByText('Keynotes on selling with stories.')).toBeVisible();
  await expect(visitor.getByText(answers.shown.testimonial)).toBeVisible();
  await expect(visitor.getByText(answers.leaver.testimonial)).toBeVisible();
  await expect(visitor.getByText(answers.unconsented.testimonial)).toHaveCount(0);
  await expect(visitor.getByText('Head of Sales, brightline').first()).toBeVisible();
  await expect(visitor.getByRole('img', { name: '5 out of 5 stars' }).first()).toBeVisible();
  await expect(visitor.getByRole('img', { name: '4 out of 5 stars' })).toHaveCount(1);
  const ld = JSON.parse((await visitor.locator('script[type="application/ld+json"]').textContent())!) as {
    '@graph': { '@type': string; mainEntity?: unknown; itemReviewed?: unknown }[];
  };
  const nodes = (type: string) => ld['@graph'].filter((n) => n['@type'] === type);
  expect(nodes('ProfilePage')).toHaveLength(1);
  expect(nodes('Review')).toHaveLength(3);
  for (const review of nodes('Review')) expect(review.itemReviewed).toEqual(nodes('ProfilePage')[0]!.mainEntity);
  expect(JSON.stringify(ld)).not.toMatch(/aggregateRating/i);
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Nadia Brooks · Testimonials');
  expect(await visitor.content()).not.toContain(answers.shown.email);

  // The author opts out on the privacy page's form (its API); the next page the server makes has no trace of the words.
  const optOut = await page.request.post('/api/public/opt-outs', {
    data: {
      email: answers.leaver.email,
      optOutCategories: { email_marketing: false, social_media: false, testimonials: true, data_sharing: false },
    },
  });
  expect(optOut.status()).toBe(200);
  await visitor.reload();
  await expect(visitor.getByText(answers.shown.testimonial)).toBeVisible();
  await expect(visitor.getByText(answers.leaver.testimonial)).toHaveCount(0);
  const json = await page.request.get(`/api/public/speakers/${slug}/testimonials`);
  expect(await json.text()).not.toContain(answers.leaver.testimonial);
  await context.close();
});

test('another site shows the wall with one script tag, inside a shadow root, without axe violations; a placeholder added later and a frame work too', async ({
  page,
  browser,
  baseURL,
}) => {
  const { slug, answers } = await speakerWithTestimonials(page.request, { publish: true });
  const site = await otherSite(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Nadia Brooks, speaker</title>
<style>h2{color:red;font-size:60px} li{color:red} .spw-item{display:none}</style></head>
<body><main><h1>Nadia Brooks</h1>
<div style="height:1400px">About my talks.</div>
<a href="${baseURL}/s/${slug}" data-speakerpro-fallback>Testimonials for Nadia Brooks</a>
<script src="${baseURL}/embed/wall.js" data-speaker="${slug}" data-layout="wall" async></script>
<div id="later"></div>
<iframe src="${baseURL}/embed/wall/${slug}?layout=quote" title="Testimonials for Nadia Brooks" width="100%" height="400" style="border:0"></iframe>
</main></body></html>`);
  try {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    const wallData: string[] = [];
    visitor.on('request', (r) => {
      if (r.url().includes('/testimonials')) wallData.push(r.url());
    });
    await visitor.goto(site.url);
    const host = visitor.locator('div[data-speaker]').first();
    await expect(host).toBeAttached();
    // The fallback link gave way to the wall's host, and nothing is fetched before it comes near the screen.
    await expect(visitor.locator('a[data-speakerpro-fallback]')).toHaveCount(0);
    expect(wallData).toEqual([]);
    await host.scrollIntoViewIfNeeded();
    await expect(host.getByText(answers.shown.testimonial)).toBeVisible();
    await expect(host.getByText(answers.second.testimonial)).toBeVisible();
    await expect(host.getByText(answers.unconsented.testimonial)).toHaveCount(0);
    await expect(host.getByRole('heading', { level: 2, name: 'Testimonials for Nadia Brooks' })).toBeVisible();
    await expect(host.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    expect(wallData).toHaveLength(1);
    // Drawn in a shadow root: the site's red, huge headings and hidden items stay outside.
    expect(await host.evaluate((el) => el.shadowRoot !== null && el.shadowRoot.querySelectorAll('li').length)).toBe(3);
    const title = host.getByRole('heading', { name: 'Testimonials for Nadia Brooks' });
    await expect(title).toHaveCSS('font-size', '20px');
    await expect(title).not.toHaveCSS('color', 'rgb(255, 0, 0)');

    const axe = await new AxeBuilder({ page: visitor }).include('div[data-speaker]').analyze();
    expect(describeViolations(axe.violations)).toEqual([]);
    // axe looked inside the shadow root: checks passed on its elements (targets through the host).
    const insideShadow = axe.passes
      .flatMap((rule) => rule.nodes)
      .filter((node) => Array.isArray(node.target[0]) && node.target[0].length > 1);
    expect(insideShadow.length).toBeGreaterThan(5);
    expect(axe.passes.map((rule) => rule.id)).toEqual(expect.arrayContaining(['color-contrast', 'role-img-alt']));

    // A single-page app adds a placeholder later: the script finds it and draws a carousel.
    await visitor.evaluate((speakerSlug) => {
      const later = document.createElement('div');
      later.setAttribute('data-speakerpro-wall', '');
      later.setAttribute('data-speaker', speakerSlug);
      later.setAttribute('data-layout', 'carousel');
      document.getElementById('later')!.append(later);
    }, slug);
    const carousel = visitor.locator('#later [data-speakerpro-wall]');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('button', { name: 'Next testimonial' })).toBeVisible();
    await expect(carousel.getByRole('region', { name: 'Testimonials, scrolling sideways' })).toBeVisible();
    await expect(carousel.getByText(answers.shown.testimonial)).toBeAttached();

    // The frame variant, framed by this other origin.
    const frame = visitor.frameLocator('iframe[title="Testimonials for Nadia Brooks"]');
    await expect(frame.getByRole('heading', { name: 'Testimonials for Nadia Brooks' })).toBeVisible();
    await expect(frame.getByRole('link', { name: 'Read all testimonials' })).toHaveAttribute('target', '_top');
    await context.close();
  } finally {
    await site.close();
  }
});

test('the wall script is at most 10 KiB as sent compressed, cached briefly and open to other origins', async ({ baseURL }) => {
  for (const encoding of ['br', 'gzip'] as const) {
    const res = await rawGet(baseURL!, '/embed/wall.js', encoding);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.bytes).toBeGreaterThan(500);
    expect(res.bytes).toBeLessThanOrEqual(WALL_SCRIPT_MAX_BYTES);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  }
});

test('the speaker turns the page on, hides one testimonial and moves another up; the public page follows', async ({ page }) => {
  const { slug, answers } = await speakerWithTestimonials(page.request, { publish: false, experienced: true });
  expect((await page.request.get(`/s/${slug}`)).status()).toBe(404);

  await page.goto('/speaker/proof-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Your proof page' })).toBeVisible();
  await expect(page.getByText(answers.unconsented.testimonial)).toHaveCount(0);
  const publish = page.getByRole('switch', { name: 'Show my proof page publicly' });
  await expect(publish).not.toBeChecked();
  await publish.check();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: your proof page is public.' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`/s/${slug}`) })).toBeVisible();
  await expect(page.getByLabel('Script (recommended)')).toHaveValue(new RegExp(`data-speaker="${slug}"`));

  // Newest first until placed: Olga, Tomasz, Priya. Hide Olga's, move Priya's to the top.
  await page.getByRole('checkbox', { name: /Show on page\s*\(testimonial \d \(Olga\)\)/ }).uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: hidden from the page.' })).toBeVisible();
  await page.getByRole('button', { name: /Move testimonial 3 \(Priya\) up/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: new order.' })).toBeVisible();
  await page.getByRole('button', { name: /Move testimonial 2 \(Priya\) up/ }).click();
  await expect(page.getByRole('button', { name: /Move testimonial 1 \(Priya\) down/ })).toBeVisible();

  const json = (await (await page.request.get(`/api/public/speakers/${slug}/testimonials`)).json()) as {
    testimonials: { quote: string }[];
  };
  expect(json.testimonials.map((t) => t.quote)).toEqual([answers.shown.testimonial, answers.second.testimonial]);
  const html = await (await page.request.get(`/s/${slug}`)).text();
  expect(html).not.toContain(answers.leaver.testimonial);
  expect(html.indexOf(answers.shown.testimonial.slice(0, 30))).toBeLessThan(html.indexOf(answers.second.testimonial.slice(0, 30)));

  // The page keeps its state through a reload; the bio is edited here too.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Show on page\s*\(testimonial 2 \(Olga\)\)/ })).not.toBeChecked();
  await page.getByLabel('Bio').fill('Keynotes on trust at work.');
  await page.getByRole('button', { name: 'Save Bio' }).click();
  await expect(page.getByText('Bio saved')).toBeVisible();
  expect(await (await page.request.get(`/s/${slug}`)).text()).toContain('Keynotes on trust at work.');

  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(describeViolations(axe.violations)).toEqual([]);

  // The public page itself, as a phone shows it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/s/${slug}`);
  await expect(page.getByRole('heading', { level: 2, name: 'What people said' })).toBeVisible();
  expect(describeViolations((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
});
