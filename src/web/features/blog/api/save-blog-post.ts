import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBlogPost, SaveBlogPost } from '../../../../shared/contract/blog';
import { apiJson } from '../../../lib/api-request';
import { ADMIN_BLOG_URL, isBlogQuery } from './get-admin-blog-posts';

/** POST /api/admin/blog creates a post (id null); PUT /api/admin/blog/{id} replaces one. */
export const saveBlogPost = ({ id, post }: { id: number | null; post: SaveBlogPost }) =>
  id === null ? apiJson<AdminBlogPost>('POST', ADMIN_BLOG_URL, post) : apiJson<AdminBlogPost>('PUT', `${ADMIN_BLOG_URL}/${id}`, post);

export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBlogPost, onSuccess: () => queryClient.invalidateQueries({ predicate: isBlogQuery }) });
}
