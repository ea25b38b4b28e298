import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The app's helmet options: helmet's defaults, with images from data: and blob: URLs (previews of
 * uploads), and `upgrade-insecure-requests` only for an https site (plain-http localhost must keep
 * working).
 */
export function securityHeaderOptions(https: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: https ? [] : null,
        imgSrc: ["'self'", 'data:', 'blob:'],
      },
    },
  };
}

/** The headers @fastify/helmet sets for `options`, read from a throwaway instance that runs it once. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Headers> {
  const probe = Fastify();
  try {
    await probe.register(helmet, options);
    // In the handler the response holds what helmet's onRequest hook set, and nothing of fastify's yet.
    probe.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()));
    const headers = (await probe.inject('/')).json<Record<string, string | number | string[]>>();
    return Object.entries(headers);
  } finally {
    await probe.close();
  }
}

type Headers = [string, string | number | string[]][];

/**
 * helmet's security headers (Content-Security-Policy, Strict-Transport-Security, X-Frame-Options,
 * ...) on every response, set where @fastify/helmet sets them: on the raw response in an onRequest
 * hook, so a route's own header of the same name (the attendee pages' Referrer-Policy) still wins.
 * @fastify/helmet builds helmet's middleware anew for every request, parsing the CSP directives
 * each time (about 30 µs of each request); with fixed options the headers never change, so they
 * are made once, by @fastify/helmet itself, and copied onto each response.
 *
 * A route may set its own, as with @fastify/helmet: `helmet: { ... }` in its options replaces those
 * top-level options for it (the framed wall lifts frame-ancestors), and `helmet: false` sets none.
 * Its headers are made once too, when the route is first called.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await helmetHeaders(options);
  const perRoute = new WeakMap<object, Promise<Headers>>();
  app.addHook('onRoute', (route) => {
    const own = (route as { helmet?: FastifyHelmetOptions | false }).helmet;
    if (own === undefined) return;
    if (own !== false && (typeof own !== 'object' || own === null)) throw new Error(`${route.url}: helmet must be an object or false`);
    // Kept in the route's config, the one place a request can read its route's options from.
    route.config = Object.assign(route.config ?? Object.create(null), {
      securityHeaders: own === false ? false : Object.assign(Object.create(null), options, own),
    });
  });
  app.addHook('onRequest', (request, reply, done) => {
    const own = (request.routeOptions.config as { securityHeaders?: FastifyHelmetOptions | false }).securityHeaders;
    if (own === undefined) {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      return done();
    }
    if (own === false) return done();
    let made = perRoute.get(own);
    if (!made) perRoute.set(own, (made = helmetHeaders(own)));
    made.then(
      (routeHeaders) => {
        for (const [name, value] of routeHeaders) reply.raw.setHeader(name, value);
        done();
      },
      (err: Error) => done(err),
    );
  });
}
