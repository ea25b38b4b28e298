import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { ADMIN_BLOG_URL, isBlogQuery } from './get-admin-blog-posts';

/** DELETE /api/admin/blog/{id}. */
export const deleteBlogPost = (id: number) => apiRequest('DELETE', `${ADMIN_BLOG_URL}/${id}`);

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBlogPost, onSuccess: () => queryClient.invalidateQueries({ predicate: isBlogQuery }) });
}
