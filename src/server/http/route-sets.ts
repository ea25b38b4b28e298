import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { requireAdmin, requireSignedIn, requireSpeaker } from '../plugins/auth';

/**
 * The API's audiences, each under one path prefix guarded in one place: a route registered under
 * a prefix gets the prefix's guard as its first onRequest hook, whichever feature registers it, so
 * a new owner or speaker endpoint cannot be left open by forgetting a line. Public routes have no
 * guard; each sets its own rate limit instead.
 */
export const ROUTE_SETS = [
  {
    audience: 'public',
    prefix: '/api/public/',
    guard: null,
    open: [],
  },
  {
    audience: 'signed-in',
    prefix: '/api/account/',
    /** Anyone signed in, speaker or owner: their own sign-in details and the graphics they may see. */
    guard: requireSignedIn,
    open: [],
  },
  {
    audience: 'admin',
    prefix: '/api/admin/',
    guard: requireAdmin,
    /** The owner signs in here before being the owner: the one route under the prefix without its guard. */
    open: ['POST /api/admin/sessions'],
  },
  {
    audience: 'speaker',
    prefix: '/api/speaker-admin/',
    guard: requireSpeaker,
    open: [],
  },
] as const;

/**
 * Paths outside the sets that keep their own address: load balancers probe them, and an
 * orchestrator's settings name them. Uploaded files' first paths (/api/files/, now
 * /api/public/files/) answer as old addresses.
 */
export const OUTSIDE_ROUTE_SETS = {
  probes: ['GET /api/health', 'GET /api/ready'],
  prefixes: [] as readonly string[],
} as const;

type Guard = (request: FastifyRequest) => Promise<void>;

const hooksOf = (value: unknown): unknown[] => ([] as unknown[]).concat(value ?? []);

/** The set a route belongs to by its URL, or undefined for a public route (or an open one). */
export function routeSetOf(method: string, url: string) {
  const set = ROUTE_SETS.find((s) => url.startsWith(s.prefix));
  return set && !(set.open as readonly string[]).includes(`${method} ${url}`) ? set : undefined;
}

/**
 * Puts each prefix's guard in front of the routes registered under it. A route that also names
 * the guard itself is refused at start-up: the guard belongs to the prefix, once.
 */
export function registerRouteSetGuards(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of ([] as string[]).concat(route.method)) {
      const set = routeSetOf(method, route.url);
      if (!set?.guard) continue;
      const hooks = hooksOf(route.onRequest);
      // An old path under the same prefix carries its canonical route's hooks, guard first.
      const isAlias = (route.schema as { deprecated?: boolean } | undefined)?.deprecated === true;
      if (isAlias && hooks[0] === set.guard) return;
      if (hooks.includes(set.guard)) throw new Error(`${method} ${route.url} names the ${set.audience} guard its prefix already applies`);
      route.onRequest = [set.guard as Guard, ...(hooks as Guard[])];
      return;
    }
  });
}
