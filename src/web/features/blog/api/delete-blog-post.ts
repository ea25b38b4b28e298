import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteBlogPost as deleteBlogPostOperation } from '../../../../shared/contract/blog';
import { callOperation } from '../../../lib/api/call-operation';
import { isBlogQuery } from './get-admin-blog-posts';

export const deleteBlogPost = (id: number) => callOperation(deleteBlogPostOperation, { params: { id } });

export function useDeleteBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBlogPost, onSuccess: () => queryClient.invalidateQueries({ predicate: isBlogQuery }) });
}
