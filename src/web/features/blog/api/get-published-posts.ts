import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPostSummary } from '../../../../shared/contract/blog';
import { apiJson } from '../../../lib/api-request';

const PUBLISHED_POSTS_URL = '/api/public/blog/published';

/** GET /api/blog/published: the published posts, newest first. */
export const getPublishedPosts = (signal?: AbortSignal) => apiJson<BlogPostSummary[]>('GET', PUBLISHED_POSTS_URL, undefined, { signal });

export function publishedPostsQueryOptions() {
  return queryOptions({ queryKey: [PUBLISHED_POSTS_URL] as const, queryFn: ({ signal }) => getPublishedPosts(signal) });
}

export const usePublishedPosts = () => useQuery(publishedPostsQueryOptions());
