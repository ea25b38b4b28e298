import type { RouteObject } from 'react-router';

/**
 * Put on an owner's page route (as its `handle`): the app router mounts every such route under one
 * admin layout, which asks the server who is signed in before the page renders.
 */
export const ADMIN_ONLY = { adminOnly: true } as const;

export function isAdminOnly(route: RouteObject): boolean {
  const handle: unknown = route.handle;
  return typeof handle === 'object' && handle !== null && (handle as { adminOnly?: unknown }).adminOnly === true;
}
