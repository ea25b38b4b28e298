import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, AuthUser } from '../../../shared/contract/auth';
import { currentUserQueryKey } from '../../lib/api-paths';
import { apiRequest } from '../../lib/api-request';

/**
 * Posts credentials to one of the sign-in/sign-up endpoints and, on success, puts the signed-in
 * user into the cache so the next page does not ask the server again.
 */
export function useSignInMutation<TBody>(url: string, options: { onSuccess(user: AuthUser): void; onError?(err: Error): void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: TBody) => {
      const res = await apiRequest('POST', url, values);
      return (await res.json()) as AuthResponse;
    },
    onSuccess: ({ user }) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      options.onSuccess(user);
    },
    onError: options.onError,
  });
}
