import { queryOptions, useQuery, type Query } from '@tanstack/react-query';
import { listBlogPosts, listPublishedBlogPosts } from '../../../../shared/contract/blog';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** Every cached blog query, which a saved or deleted post changes: the owner's list, the public list and the public posts. */
export const isBlogQuery = (q: Query) =>
  typeof q.queryKey[0] === 'string' &&
  [listBlogPosts.path, listPublishedBlogPosts.path].some((path) => String(q.queryKey[0]).startsWith(path));

export function adminBlogPostsQueryOptions() {
  return queryOptions({
    queryKey: [callUrl(listBlogPosts, {})] as const,
    queryFn: ({ signal }) => callOperation(listBlogPosts, {}, { signal }),
  });
}

export const useAdminBlogPosts = () => useQuery(adminBlogPostsQueryOptions());
