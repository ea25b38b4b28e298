import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBlogPost, SaveBlogPost } from '../../../shared/contract/blog';
import { apiRequest } from '../../lib/api-request';

export const ADMIN_BLOG_URL = '/api/admin/blog';

export function useAdminBlogPosts() {
  return useQuery<AdminBlogPost[]>({ queryKey: [ADMIN_BLOG_URL] });
}

/** Every cached blog query: the admin list, the public list and the public posts. */
function useInvalidateBlog() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(ADMIN_BLOG_URL),
    });
}

export function useSaveBlogPost() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: async ({ id, post }: { id: number | null; post: SaveBlogPost }): Promise<AdminBlogPost> => {
      const res = id === null ? await apiRequest('POST', ADMIN_BLOG_URL, post) : await apiRequest('PUT', `${ADMIN_BLOG_URL}/${id}`, post);
      return (await res.json()) as AdminBlogPost;
    },
    onSuccess: () => invalidate(),
  });
}

export function useDeleteBlogPost() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${ADMIN_BLOG_URL}/${id}`);
    },
    onSuccess: () => invalidate(),
  });
}
