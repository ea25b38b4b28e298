import type { RouteObject } from 'react-router';

/** Routes of this feature; the app router mounts them under the shared layout. */
export const campaignsRoutes: RouteObject[] = [];
