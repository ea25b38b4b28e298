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
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string | number | string[]][]> {
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

/**
 * helmet's security headers (Content-Security-Policy, Strict-Transport-Security, X-Frame-Options,
 * ...) on every response, set where @fastify/helmet sets them: on the raw response in an onRequest
 * hook, so a route's own header of the same name (the attendee pages' Referrer-Policy) still wins.
 * @fastify/helmet builds helmet's middleware anew for every request, parsing the CSP directives
 * each time (about 30 µs of each request); with fixed options the headers never change, so they
 * are made once, by @fastify/helmet itself, and copied onto each response.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
