import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ADMIN_ONLY } from '../../lib/route-handles';

const PeopleSearchPage = lazy(() => import('./people-search-page').then((m) => ({ default: m.PeopleSearchPage })));
const PersonPage = lazy(() => import('./person-page').then((m) => ({ default: m.PersonPage })));

export const peoplePaths = { search: '/admin/people', person: '/admin/people/:personId' } as const;

/** Routes of this feature; the app router mounts them under the shared layout. */
export const peopleRoutes: RouteObject[] = [
  { path: peoplePaths.search, element: <PeopleSearchPage />, handle: ADMIN_ONLY },
  { path: peoplePaths.person, element: <PersonPage />, handle: ADMIN_ONLY },
];
