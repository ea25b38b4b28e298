import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEPRECATED_ALIASES } from '../compat/deprecated-aliases';

interface CacheableRoute {
  method: string;
  url: string;
  cacheControl: string;
  reason: string;
}

/**
 * The only API routes whose own Cache-Control header is kept: assets with no personal data in
 * them. Everything else under /api/ answers `no-store`, because API answers carry attendees'
 * names, e-mail addresses and testimonials, and a browser's disk cache or a proxy must not keep
 * them (a shared computer at a conference, a company proxy).
 */
const CACHEABLE_ROUTES: readonly CacheableRoute[] = [
  {
    method: 'GET',
    url: '/api/public/site-qr.png',
    cacheControl: 'public, max-age=3600',
    reason: "A QR code of the site's home page, the same for everyone.",
  },
  {
    method: 'GET',
    url: '/api/public/speaker-data/:slug/qr.png',
    cacheControl: 'public, max-age=3600',
    reason: "A QR code of a speaker's public feedback page; the address is printed on slides anyway.",
  },
  {
    method: 'GET',
    url: '/api/speaker-admin/talks/:id/qr.svg',
    cacheControl: 'private, max-age=300',
    reason: "A QR code of the event's public feedback page; nothing an attendee wrote.",
  },
  {
    method: 'GET',
    url: '/api/speaker-admin/talks/:id/qr.png',
    cacheControl: 'private, max-age=300',
    reason: "A QR code of the event's public feedback page; nothing an attendee wrote.",
  },
  {
    method: 'GET',
    url: '/api/public/speakers/:slug/testimonials',
    cacheControl: 'public, max-age=60',
    reason:
      "A published proof page's testimonials for the embeddable wall: what the public page shows, nothing more. At most a minute, so an opt-out or a testimonial the speaker hides leaves every copy within it.",
  },
  {
    method: 'GET',
    url: '/api/public/files/:id/:name',
    cacheControl: 'private, max-age=3600',
    reason:
      "Speakers' logos and gifts, public by design (the random id is the capability). Mail attachments are not served there, and testimonial graphics and ZIPs are served through their own no-store routes.",
  },
];

/** Each cacheable route, and the old path it still answers at with the same rule. */
export const PUBLIC_CACHE_ROUTES: readonly CacheableRoute[] = [
  ...CACHEABLE_ROUTES,
  ...DEPRECATED_ALIASES.flatMap(([old, canonical]) => {
    const route = CACHEABLE_ROUTES.find((r) => `${r.method} ${r.url}` === canonical);
    const [method, url] = old.split(' ') as [string, string];
    return route ? [{ ...route, method, url }] : [];
  }),
];

const publicCacheKeys = new Set(PUBLIC_CACHE_ROUTES.map((r) => `${r.method} ${r.url}`));

function isApiRequest(request: FastifyRequest): boolean {
  // The matched route when there is one: a percent-encoded path still reaches an /api/ route.
  const path = request.routeOptions.url ?? request.url.split('?')[0]!;
  return path === '/api' || path.startsWith('/api/');
}

const hasNoStore = (value: unknown) =>
  typeof value === 'string' && value.split(',').some((directive) => directive.trim().toLowerCase() === 'no-store');

/**
 * One rule for every API answer, errors and 404s included: `no-store`, unless the handler already
 * said `no-store` (e.g. `private, no-store`) or its route is on PUBLIC_CACHE_ROUTES and it
 * succeeded. A handler's looser header on any other route is overridden, so a new route is safe
 * by default; to cache one, add it to the list with the reason.
 */
export function registerCacheControl(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiRequest(request)) return payload;
    const current = reply.getHeader('cache-control');
    if (hasNoStore(current)) return payload;
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const isPublic = publicCacheKeys.has(`${method} ${request.routeOptions.url}`);
    if (isPublic && current !== undefined && reply.statusCode >= 200 && reply.statusCode < 300) return payload;
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
