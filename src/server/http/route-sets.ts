import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { requireAdmin, requireSpeaker } from '../plugins/auth';

/**
 * The API's audiences, each under one path prefix guarded in one place: a route registered under
 * a prefix gets the prefix's guard as its first onRequest hook, whichever feature registers it, so
 * a new owner or speaker endpoint cannot be left open by forgetting a line.
 */
export const ROUTE_SETS = [
  {
    audience: 'admin',
    prefix: '/api/admin/',
    guard: requireAdmin,
    /** The owner signs in here before being the owner. */
    open: ['POST /api/admin/login'],
  },
  {
    audience: 'speaker',
    prefix: '/api/speaker-admin/',
    guard: requireSpeaker,
    open: [],
  },
] as const;

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
      if (!set) continue;
      const hooks = hooksOf(route.onRequest);
      if (hooks.includes(set.guard)) throw new Error(`${method} ${route.url} names the ${set.audience} guard its prefix already applies`);
      route.onRequest = [set.guard as Guard, ...(hooks as Guard[])];
      return;
    }
  });
}
