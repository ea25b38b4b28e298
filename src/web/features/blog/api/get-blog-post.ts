import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublishedBlogPost } from '../../../../shared/contract/blog';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

export function blogPostQueryOptions(slug: string) {
  const input = { params: { slug } };
  return queryOptions({
    queryKey: [callUrl(getPublishedBlogPost, input)] as const,
    queryFn: ({ signal }) => callOperation(getPublishedBlogPost, input, { signal }),
  });
}

export const useBlogPost = (slug: string) => useQuery(blogPostQueryOptions(slug));
