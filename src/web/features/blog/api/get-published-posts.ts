import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPublishedBlogPosts } from '../../../../shared/contract/blog';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

export function publishedPostsQueryOptions() {
  return queryOptions({
    queryKey: [callUrl(listPublishedBlogPosts, {})] as const,
    queryFn: ({ signal }) => callOperation(listPublishedBlogPosts, {}, { signal }),
  });
}

export const usePublishedPosts = () => useQuery(publishedPostsQueryOptions());
