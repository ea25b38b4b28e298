import { queryOptions, useQuery, type Query } from '@tanstack/react-query';
import type { AdminBlogPost } from '../../../../shared/contract/blog';
import { apiJson } from '../../../lib/api-request';

export const ADMIN_BLOG_URL = '/api/admin/blog';
const PUBLIC_BLOG_URL = '/api/public/blog/';

/** Every cached blog query, which a saved or deleted post changes: the admin list, the public list and the public posts. */
export const isBlogQuery = (q: Query) =>
  typeof q.queryKey[0] === 'string' && (q.queryKey[0].startsWith(ADMIN_BLOG_URL) || q.queryKey[0].startsWith(PUBLIC_BLOG_URL));

/** GET /api/admin/blog: every post, drafts included, for the owner. */
export const getAdminBlogPosts = (signal?: AbortSignal) => apiJson<AdminBlogPost[]>('GET', ADMIN_BLOG_URL, undefined, { signal });

export function adminBlogPostsQueryOptions() {
  return queryOptions({ queryKey: [ADMIN_BLOG_URL] as const, queryFn: ({ signal }) => getAdminBlogPosts(signal) });
}

export const useAdminBlogPosts = () => useQuery(adminBlogPostsQueryOptions());
