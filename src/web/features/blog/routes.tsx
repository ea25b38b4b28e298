import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ADMIN_ONLY } from '../../lib/route-handles';

const BlogListPage = lazy(() => import('./blog-list-page').then((m) => ({ default: m.BlogListPage })));
const BlogPostPage = lazy(() => import('./blog-post-page').then((m) => ({ default: m.BlogPostPage })));
const BlogManagementPage = lazy(() => import('./blog-management-page').then((m) => ({ default: m.BlogManagementPage })));

/** Routes of this feature; the app router mounts them under the shared layout. */
export const blogRoutes: RouteObject[] = [
  { path: '/blog', element: <BlogListPage /> },
  { path: '/blog/:slug', element: <BlogPostPage /> },
  { path: '/blog-management', element: <BlogManagementPage />, handle: ADMIN_ONLY },
];
