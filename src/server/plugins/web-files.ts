import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Vite puts a hash of the content in every name under assets/: a changed file gets a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Names that stay the same when the content changes (an icon): a browser may use its copy for an hour. */
const SHORT = 'public, max-age=3600';
/** The HTML names the current assets, so a browser asks every time (a cheap 304 when nothing changed). */
const REVALIDATE = 'no-cache';
/**
 * Scripts other sites load by a fixed address (/embed/wall.js): no hash in the name, so a
 * new release must reach them soon, while a page with the wall still loads it from cache.
 */
const EMBED = 'public, max-age=300';

const COMPRESSED_SUFFIX = /\.(?:br|gz)$/;

/** Files other sites embed (the testimonial wall's script), under embed/ in the build. */
const isEmbedFile = (file: string) => file.startsWith('embed/');

/** The Cache-Control of a built web file, by its path relative to the web dist (its .br or .gz copy too). */
function webFileCacheControl(relativePath: string): string {
  const file = relativePath.split(path.sep).join('/').replace(COMPRESSED_SUFFIX, '');
  if (file.endsWith('.html')) return REVALIDATE;
  if (file.startsWith('assets/')) return IMMUTABLE;
  if (isEmbedFile(file)) return EMBED;
  return SHORT;
}

/**
 * Serves the built web app from `webDist`. The build writes a brotli and a gzip copy next to each
 * text file (scripts/vite-precompress.ts); the browser's Accept-Encoding picks one (br, then gzip,
 * then the file as it is) and every answer says `Vary: Accept-Encoding` so a shared cache keeps the
 * variants apart. The compressed copies have no URL of their own. The same rules apply to
 * `reply.sendFile` (the app's index.html for every page).
 */
export async function registerWebFiles(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    // @fastify/send would say `public, max-age=0` for everything; setHeaders says what each file needs.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(webDist, filePath);
      reply.header('cache-control', webFileCacheControl(relative));
      // The wall's script runs on the speakers' own sites: they may load it (and read it, for
      // subresource integrity or a module loader), where the app's policy says same-origin.
      if (isEmbedFile(relative.split(path.sep).join('/'))) {
        reply.header('cross-origin-resource-policy', 'cross-origin').header('access-control-allow-origin', '*');
      }
    },
  });
}

/** Whether an Accept-Encoding header allows `coding`: its own entry, else `*`, and not with `q=0`. */
function accepts(header: string | string[] | undefined, coding: 'br' | 'gzip'): boolean {
  const entries = ([] as string[])
    .concat(header ?? [])
    .join(',')
    .split(',')
    .map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { name, allowed: q === undefined || Number(q.slice(2)) > 0 };
    });
  const entry = entries.find((e) => e.name === coding) ?? entries.find((e) => e.name === '*');
  return entry?.allowed ?? false;
}

/**
 * Sends HTML made for this request (a blog post's page with its own head), compressed the way the
 * browser accepts. Unlike the build's files there is no copy made in advance, so brotli runs at a
 * middle quality: a few kilobytes take well under a millisecond. Revalidated on every view unless
 * the page says how long it may be kept (`cacheControl`).
 */
export async function sendGeneratedHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  options: { cacheControl?: string } = {},
) {
  const accept = request.headers['accept-encoding'];
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', options.cacheControl ?? REVALIDATE)
    .header('vary', 'accept-encoding');
  if (accepts(accept, 'br')) {
    const body = await brotli(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (accepts(accept, 'gzip')) return reply.header('content-encoding', 'gzip').send(await gzipAsync(html, { level: 6 }));
  return reply.send(html);
}
