import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '../../../../shared/contract/blog';
import { apiJson } from '../../../lib/api-request';

const blogPostUrl = (slug: string) => `/api/public/blog/slug/${encodeURIComponent(slug)}`;

/** GET /api/blog/slug/{slug}: one published post. */
export const getBlogPost = (slug: string, signal?: AbortSignal) => apiJson<BlogPost>('GET', blogPostUrl(slug), undefined, { signal });

export function blogPostQueryOptions(slug: string) {
  return queryOptions({ queryKey: [blogPostUrl(slug)] as const, queryFn: ({ signal }) => getBlogPost(slug, signal) });
}

export const useBlogPost = (slug: string) => useQuery(blogPostQueryOptions(slug));
