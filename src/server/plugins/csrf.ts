import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { ErrorCode } from '../../shared/contract/error-codes';
import { AppError } from '../errors';

/**
 * Routes that pages on other sites (or other servers) may call with a state-changing method. Each
 * one must be authorised by something other than the session cookie, and say why it is here.
 */
export const CROSS_ORIGIN_EXEMPT_ROUTES: readonly { method: string; url: string; reason: string }[] = [
  {
    method: 'POST',
    url: '/api/public/unsubscriptions',
    reason:
      'RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` (form-encoded) from their own servers. The signed token in the URL authorises it, and it can only opt an address out. This is the address in the List-Unsubscribe header of every message sent now (the unsubscribe page posts its JSON here too).',
  },
  {
    method: 'POST',
    url: '/api/unsubscribe',
    reason:
      'The one-click unsubscribe address in the List-Unsubscribe header of messages sent before /api/public/unsubscriptions, which mail providers still hold: authorised the same way, by the signed token in the URL.',
  },
];

export const CROSS_ORIGIN_REQUEST_CODE = 'CROSS_ORIGIN_REQUEST' satisfies ErrorCode;

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Body types an HTML form on any site can submit without a CORS preflight. The API speaks JSON
 * (and multipart for uploads, which the origin check covers), so these are never legitimate.
 */
const FORM_BODY_TYPES = new Set(['application/x-www-form-urlencoded', 'text/plain']);

/**
 * Pages whose own HTML form posts a form body to them: the attendee's answer form and the
 * confirmation of a changed answer work without JavaScript (features/attendee-pages). No session or cookie stands behind such a post (anyone may
 * answer, as the JSON API lets anyone answer), so a forged one could only add an answer a script
 * could add directly. They still pass the origin check below: an attendee's browser always posts
 * from the page itself, and other sites' pages cannot make visitors' browsers send answers in
 * bulk from many addresses, past the per-address limit.
 */
export const FORM_POST_ROUTES: readonly { method: string; url: string }[] = [
  { method: 'POST', url: '/qr/:speakerSlug/:eventId' },
  { method: 'POST', url: '/feedback/:presentationIdOrSlug' },
  { method: 'POST', url: '/confirm-answer' },
];

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isExempt(request: FastifyRequest): boolean {
  // The matched route, not request.url: a percent-encoded path reaches the same route.
  const url = request.routeOptions.url;
  return CROSS_ORIGIN_EXEMPT_ROUTES.some((r) => r.method === request.method && r.url === url);
}

function isFormPost(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return FORM_POST_ROUTES.some((r) => r.method === request.method && r.url === url);
}

function isLoopbackHttpOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && url.origin === origin;
  } catch {
    return false;
  }
}

const crossOrigin = () =>
  new AppError(403, CROSS_ORIGIN_REQUEST_CODE, 'This request came from another site and was refused. Reload the page and try again.');

/**
 * Refuses state-changing requests sent by pages of other origins. SameSite=Lax cookies already stop
 * other sites, but not a sibling subdomain (same site), so the browser's own Sec-Fetch-Site and
 * Origin headers decide. Requests with neither (curl, server-to-server calls) carry no ambient
 * browser credentials to abuse, so they pass. Registered before the session lookup and the route
 * guards, so a refused request costs no database query and reveals nothing about the route.
 */
export function registerCsrfGuard(app: FastifyInstance, config: Config) {
  const publicOrigin = new URL(config.publicUrl).origin;
  // `npm run dev` serves pages from Vite (http://127.0.0.1:5173), which proxies /api with the
  // browser's Origin unchanged; and a local `npm start` may be opened as localhost or 127.0.0.1.
  const isAllowedOrigin = (origin: string) => origin === publicOrigin || (config.nodeEnv === 'development' && isLoopbackHttpOrigin(origin));

  // Every request, not only /api/: pages are GET apart from the few in FORM_POST_ROUTES, and a
  // path test could be dodged by percent-encoding (/%61pi/... still reaches an /api/ route).
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING_METHODS.has(request.method) || isExempt(request)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') throw crossOrigin();
    // `Origin: null` (sandboxed frames, cross-origin redirects) is foreign too.
    const origin = request.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin)) throw crossOrigin();
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (FORM_BODY_TYPES.has(mediaType) && !(mediaType === 'application/x-www-form-urlencoded' && isFormPost(request))) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Unsupported body type ${mediaType}: send JSON (application/json).`);
    }
  });

  // Without a parser, Fastify itself answers 415 to text/plain bodies, even where this hook does not look.
  app.removeContentTypeParser('text/plain');
}
