import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** JSON answers (application/json, application/problem+json, …): what the API sends most and what shrinks most. */
const JSON_TYPES = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Compresses the API's answers (paths under /api/) with brotli or gzip, as the client's Accept-Encoding allows
 * (decision 081). Registered before the routes: the plugin attaches itself to each route as it is
 * added. Left as they are: answers already compressed (the build's .br/.gz files, pages made on the
 * server, which set Content-Encoding themselves), formats that are compressed inside (PNG, PDF, ZIP,
 * Word: not compressible in mime-db), the presenter's event stream (text/event-stream is not a
 * compressible type, and a compressor would hold its lines back), and answers under 1 KiB.
 * Brotli at quality 4: for answers made per request, a fraction of a millisecond for a large list,
 * most of the saving of quality 11 at a small part of its cost.
 */
export async function registerCompression(app: FastifyInstance) {
  // Only the API: the web app's files and the pages leave the server compressed by the build or by
  // sendGeneratedHtml, and their tests read them byte for byte. Runs before the plugin's own onRoute.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: JSON_TYPES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
    zlibOptions: { level: 6 },
  });
}
