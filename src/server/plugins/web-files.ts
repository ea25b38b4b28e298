import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Vite puts a hash of the content in every name under assets/: a changed file gets a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Names that stay the same when the content changes (an icon): a browser may use its copy for an hour. */
const SHORT = 'public, max-age=3600';
/** The HTML names the current assets, so a browser asks every time (a cheap 304 when nothing changed). */
const REVALIDATE = 'no-cache';

const COMPRESSED_SUFFIX = /\.(?:br|gz)$/;

/** The Cache-Control of a built web file, by its path relative to the web dist (its .br or .gz copy too). */
function webFileCacheControl(relativePath: string): string {
  const file = relativePath.split(path.sep).join('/').replace(COMPRESSED_SUFFIX, '');
  if (file.endsWith('.html')) return REVALIDATE;
  if (file.startsWith('assets/')) return IMMUTABLE;
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
      reply.header('cache-control', webFileCacheControl(path.relative(webDist, filePath)));
    },
  });
}
