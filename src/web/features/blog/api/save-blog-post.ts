import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBlogPost, updateBlogPost, type SaveBlogPost } from '../../../../shared/contract/blog';
import { callOperation } from '../../../lib/api/call-operation';
import { isBlogQuery } from './get-admin-blog-posts';

/** Creates a post (id null) or replaces one. */
export const saveBlogPost = ({ id, post }: { id: number | null; post: SaveBlogPost }) =>
  id === null ? callOperation(createBlogPost, { body: post }) : callOperation(updateBlogPost, { params: { id }, body: post });

export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBlogPost, onSuccess: () => queryClient.invalidateQueries({ predicate: isBlogQuery }) });
}
