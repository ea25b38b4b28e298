import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { insertBlogPost } from './features/blog/service';
import { createTestApp, type TestContext } from './test/harness';

// A built web app as the build leaves it: content-hashed files under assets/, each text file with
// its brotli and gzip siblings, and a file with a fixed name next to index.html.
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>SpeakerPro</title>' +
  '<script type="module" crossorigin src="/assets/index-Bx7Qe2Lm.js"></script></head>' +
  `<body><div id="root"></div>${'<!-- padding so the file is worth compressing -->'.repeat(20)}</body></html>`;
const APP_JS = `export function render(root){${'root.append(document.createElement("div"));'.repeat(200)}}\n`;
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';
const HASHED = '/assets/index-Bx7Qe2Lm.js';

let t: TestContext;
let web: FastifyInstance;
let webDist: string;

function writeWithSiblings(file: string, text: string) {
  const full = path.join(webDist, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
  fs.writeFileSync(`${full}.br`, brotliCompressSync(text));
  fs.writeFileSync(`${full}.gz`, gzipSync(text, { level: 9 }));
}

const get = (url: string, acceptEncoding?: string) =>
  web.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
const varies = (value: unknown) =>
  String(value ?? '')
    .toLowerCase()
    .split(',')
    .map((v) => v.trim())
    .includes('accept-encoding');

beforeAll(async () => {
  t = await createTestApp();
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-web-delivery-'));
  writeWithSiblings('index.html', INDEX_HTML);
  writeWithSiblings(HASHED.slice(1), APP_JS);
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), ICON);
  web = await buildApp(t.deps, { webDist });
  await web.ready();
  await insertBlogPost(t.database.db, {
    title: 'Turn Every Talk Into Leads',
    content: '<p>Every talk is a pitch.</p>',
    status: 'published',
    publishedAt: new Date('2026-01-10T09:00:00Z'),
  });
});
afterAll(async () => {
  await web.close();
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('a content-hashed asset', () => {
  it('goes out as the brotli file to a browser that accepts br, cached for a year as immutable', async () => {
    const res = await get(HASHED, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(webDist, `${HASHED}.br`)))).toBe(true);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(res.headers.vary)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(APP_JS);
  });

  it('goes out as the gzip file to a browser that accepts only gzip', async () => {
    const res = await get(HASHED, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(webDist, `${HASHED}.gz`)))).toBe(true);
    expect(gunzipSync(res.rawPayload).toString()).toBe(APP_JS);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(res.headers.vary)).toBe(true);
  });

  it('goes out as it is to a client that accepts no encoding, with the same caching', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get(HASHED, accept);
      expect(res.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(res.body).toBe(APP_JS);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varies(res.headers.vary)).toBe(true);
    }
  });

  it('has no second address for its compressed copies', async () => {
    expect((await get(`${HASHED}.br`, 'br')).statusCode).toBe(404);
    expect((await get(`${HASHED}.gz`, 'gzip')).statusCode).toBe(404);
  });
});

describe('the HTML', () => {
  it('of a page of the app is revalidated on every visit and goes out compressed', async () => {
    for (const url of ['/speaker/login', '/', '/index.html']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(varies(res.headers.vary), url).toBe(true);
      const html = brotliDecompressSync(res.rawPayload).toString();
      // The landing page is the app with its link-preview tags added (made once, then kept).
      if (url === '/') expect(html).toContain('<meta property="og:image" content="http://localhost:5000/social-card.png" />');
      else expect(html, url).toBe(INDEX_HTML);
    }
    const gzipped = await get('/speaker/login', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(INDEX_HTML);
    const plain = await get('/speaker/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX_HTML);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('of a path that is no page keeps its 404 status', async () => {
    const res = await get('/no-such-page', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('the HTML made per request', () => {
  it('of a blog post (its own title in the head) is no-cache and compressed the way the browser accepts', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
      [undefined, undefined, (b: Buffer) => b],
      ['br;q=0, gzip;q=0', undefined, (b: Buffer) => b],
      ['br;q=0, *', 'gzip', gunzipSync],
    ] as const) {
      const res = await get('/blog/turn-every-talk-into-leads', accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['cache-control'], accept).toBe('no-cache');
      expect(res.headers['content-type'], accept).toMatch(/^text\/html/);
      expect(varies(res.headers.vary), accept).toBe(true);
      expect(decode(res.rawPayload).toString(), accept).toContain('<title>Turn Every Talk Into Leads');
    }
    const missing = await get('/blog/no-such-post', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
  });
});

describe('a file with a fixed name', () => {
  it('is cached for a short while only, since its content can change under the same name', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(ICON);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('the API', () => {
  it('keeps its own no-store', async () => {
    const res = await get('/api/no-such-endpoint', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
