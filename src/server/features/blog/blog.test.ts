import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { blogPosts } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/harness';
import { insertBlogPost } from './service';
import { SOCIAL_CARD_PATH, withPostHead } from './page-head';
import { PROJECT_ROOT } from '../../project-root';

let t: TestContext;
let web: FastifyInstance;
let webDist: string;

const INDEX_HTML =
  '<!doctype html><html><head><meta name="description" content="Default description" />' +
  '<title>SpeakerPro</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  t = await createTestApp();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-blog-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  // The same deps, with a built web app to serve: the SPA fallback's blog hook needs index.html.
  web = await buildApp(t.deps, { webDist });
  await web.ready();

  await insertBlogPost(t.database.db, {
    title: 'Turn Every Talk Into Leads',
    content: `<p>Every talk is a pitch. ${'word '.repeat(250)}</p><script>alert("x")</script><img src="x" onerror="alert(1)">`,
    status: 'published',
    publishedAt: new Date('2026-01-10T09:00:00Z'),
  });
  await insertBlogPost(t.database.db, {
    title: 'Newer <b>"Quoted"</b> & Bold',
    slug: 'newer-post',
    content: 'Plain **bold** text.',
    metaDescription: 'A "quoted" <description> & more',
    status: 'published',
    publishedAt: new Date('2026-02-01T09:00:00Z'),
  });
  await insertBlogPost(t.database.db, { title: 'Secret Draft', content: '<p>Not yet.</p>', status: 'draft' });
});
afterAll(async () => {
  await web.close();
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('GET /api/blog/published', () => {
  it('lists published posts newest first, with read time, and no drafts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blog/published' });
    expect(res.statusCode).toBe(200);
    const posts = res.json();
    expect(posts.map((p: { slug: string }) => p.slug)).toEqual(['newer-post', 'turn-every-talk-into-leads']);
    expect(posts[1]).toMatchObject({
      title: 'Turn Every Talk Into Leads',
      metaTitle: 'Turn Every Talk Into Leads',
      metaDescription: 'Every talk is a pitch.',
      publishedAt: '2026-01-10T09:00:00.000Z',
      // 5 + 250 words: 256 / 200 rounded up.
      readTimeMinutes: 2,
    });
    expect(posts[0].readTimeMinutes).toBe(1);
    expect(res.body).not.toContain('Secret Draft');
  });
});

describe('GET /api/blog/slug/:slug', () => {
  it('answers the post with sanitised HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blog/slug/turn-every-talk-into-leads' });
    expect(res.statusCode).toBe(200);
    const post = res.json();
    expect(post.content).toContain('<p>Every talk is a pitch.');
    expect(post.content).not.toMatch(/<script|onerror|alert/);
  });

  it('cleans a row written around the service too', async () => {
    await t.database.db.insert(blogPosts).values({
      title: 'Raw',
      slug: 'raw-row',
      content: '<p onclick="steal()">Hi</p><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">x</a>',
      status: 'published',
      publishedAt: new Date(),
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/blog/slug/raw-row' });
    expect(res.json().content).toBe('<p>Hi</p><a rel="noopener noreferrer nofollow">x</a>');
  });

  it("answers 404 'Blog post not found' for drafts and unknown slugs", async () => {
    for (const slug of ['secret-draft', 'no-such-post']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/blog/slug/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Blog post not found');
    }
  });
});

describe('the page head of /blog/{slug}', () => {
  it("puts the post's title and description into the HTML, escaped", async () => {
    const res = await web.inject({ method: 'GET', url: '/blog/newer-post' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain('<title>Newer &lt;b&gt;&quot;Quoted&quot;&lt;/b&gt; &amp; Bold | SpeakerPro Blog</title>');
    expect(html).toContain('<meta name="description" content="A &quot;quoted&quot; &lt;description&gt; &amp; more" />');
    expect(html).toContain('<link rel="canonical" href="http://localhost:5000/blog/newer-post" />');
    expect(html).not.toContain('Default description');
    // Crawlers that run no script read the post itself, its title escaped.
    expect(html).toContain('<div id="root"><main><article><h1>Newer &lt;b&gt;&quot;Quoted&quot;&lt;/b&gt; &amp; Bold</h1>');
    expect(html).toContain('Plain **bold** text.');
    // Link previews get a picture the site serves, by its absolute address.
    expect(html).toContain('<meta property="og:image" content="http://localhost:5000/social-card.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta name="twitter:image" content="http://localhost:5000/social-card.png" />');
  });

  it("carries the post's cleaned body, never its scripts", async () => {
    const html = (await web.inject({ method: 'GET', url: '/blog/turn-every-talk-into-leads' })).body;
    expect(html).toContain('<p>Every talk is a pitch. word');
    expect(html).not.toContain('alert(');
    expect(html).not.toContain('onerror');
  });

  it('uses the derived meta description of a post', async () => {
    const html = (await web.inject({ method: 'GET', url: '/blog/turn-every-talk-into-leads' })).body;
    expect(html).toContain('<title>Turn Every Talk Into Leads | SpeakerPro Blog</title>');
    expect(html).toContain('<meta name="description" content="Every talk is a pitch." />');
  });

  it('serves the plain app with 404 for drafts and unknown posts, and leaves other pages alone', async () => {
    const draft = await web.inject({ method: 'GET', url: '/blog/secret-draft' });
    expect(draft.statusCode).toBe(404);
    expect(draft.body).toBe(INDEX_HTML);
    const list = await web.inject({ method: 'GET', url: '/blog' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toBe(INDEX_HTML);
    expect((await web.inject({ method: 'GET', url: '/waitlist' })).body).toBe(INDEX_HTML);
  });

  it('adds the tags even to a page without a description', () => {
    const html = withPostHead(
      '<html><head><title>x</title></head></html>',
      { title: 'T', description: 'D', url: 'https://s/blog/t' },
      'https://s',
    );
    expect(html).toBe(
      '<html><head><title>T</title><meta name="description" content="D" /><meta property="og:type" content="article" />' +
        '<meta property="og:site_name" content="SpeakerPro" />' +
        '<meta property="og:title" content="T" /><meta property="og:description" content="D" />' +
        '<meta property="og:url" content="https://s/blog/t" /><meta property="og:image" content="https://s/social-card.png" />' +
        '<meta property="og:image:width" content="1200" /><meta property="og:image:height" content="630" />' +
        '<meta name="twitter:card" content="summary_large_image" /><meta name="twitter:title" content="T" />' +
        '<meta name="twitter:description" content="D" /><meta name="twitter:image" content="https://s/social-card.png" />' +
        '<link rel="canonical" href="https://s/blog/t" /></head></html>',
    );
  });
});

describe('the landing page', () => {
  it('names its title, description and preview picture for link previews', async () => {
    const res = await web.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta property="og:url" content="http://localhost:5000/" />');
    expect(html).toContain('<meta property="og:image" content="http://localhost:5000/social-card.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toMatch(/<meta property="og:title" content="SpeakerPro[^"]+" \/>/);
    expect(html).not.toContain('Default description');
  });

  it('previews with a real 1200x630 PNG the web build serves', () => {
    const png = fs.readFileSync(path.join(PROJECT_ROOT, 'src/web/public', SOCIAL_CARD_PATH));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: width and height, big-endian, right after the chunk's type.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('pages that do not exist', () => {
  it('answer 404 with the app (which says Page Not Found); real pages answer 200', async () => {
    for (const url of ['/no-such-page', '/admin/nothing-here', '/speaker/a/b/c/d']) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
    for (const url of ['/', '/waitlist', '/admin/leads?status=new', '/feedback/campaign']) {
      expect((await web.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});
