import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkedinProfiles } from '../../db/schema';
import { createTestApp, signInAdmin, signUpSpeaker, type TestContext } from '../../test/harness';
import { decodeQr } from '../../test/free-tier';

let t: TestContext;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://speakerpro.example' });
  adminCookie = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/linkedin-profiles', () => {
  it('saves the profile link (https:// added) with the server time', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/linkedin-profiles',
      payload: { linkedinProfile: 'linkedin.com/in/maya-okafor', excitement: 'Graphics!', submittedAt: '1999-01-01T00:00:00Z' },
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.select().from(linkedinProfiles);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ linkedinProfile: 'https://linkedin.com/in/maya-okafor', excitement: 'Graphics!' });
    expect(rows[0]!.submittedAt.getFullYear()).toBeGreaterThan(2000);
  });

  it.each([
    ['another site', { linkedinProfile: 'https://evil.example/in/x' }],
    ['a javascript: link', { linkedinProfile: 'javascript:alert(1)//linkedin.com/in/x' }],
    ['no profile path', { linkedinProfile: 'https://www.linkedin.com/' }],
    ['nothing', { linkedinProfile: '' }],
    ['an oversized excitement', { linkedinProfile: 'linkedin.com/in/x', excitement: 'e'.repeat(2001) }],
    ['a number', { linkedinProfile: 12 }],
  ])('refuses %s with a 400', async (_label, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/linkedin-profiles', payload });
    expect(res.statusCode).toBe(400);
  });

  it('lists submissions for the admin only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/linkedin-profiles' })).statusCode).toBe(401);
    const speaker = await signUpSpeaker(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/linkedin-profiles', headers: { cookie: speaker.cookie } })).statusCode,
    ).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/linkedin-profiles', headers: { cookie: adminCookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].linkedinProfile).toBe('https://linkedin.com/in/maya-okafor');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages and the published posts with absolute URLs', async () => {
    // Written through the owner's blog page, as the owner writes them.
    for (const post of [
      { title: 'Published & Proud', slug: 'published-proud', content: '<p>Live.</p>', status: 'published' },
      { title: 'Hidden Draft', slug: 'hidden-draft', content: '<p>Soon.</p>' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/blog-posts', headers: { cookie: adminCookie }, payload: post });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(res.body).toContain('<loc>https://speakerpro.example/</loc>');
    expect(res.body).toContain('<loc>https://speakerpro.example/blog</loc>');
    expect(res.body).toMatch(
      /<url><loc>https:\/\/speakerpro.example\/blog\/published-proud<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/,
    );
    expect(res.body).not.toContain('hidden-draft');
  });

  it('is announced in robots.txt', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toContain('Sitemap: https://speakerpro.example/sitemap.xml');
  });
});

describe('GET /api/site-qr.png', () => {
  it("is a real QR code of the site's address", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-qr.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(decodeQr(res.rawPayload)).toBe('https://speakerpro.example/');
  });
});
