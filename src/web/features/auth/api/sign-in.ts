import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, AuthUser, Login } from '../../../../shared/contract/auth';
import { apiPaths, currentUserQueryKey } from '../../../lib/api-paths';
import { apiJson } from '../../../lib/api-request';

const SIGN_IN_URLS = { speaker: apiPaths.speakerLogin, admin: apiPaths.adminLogin } as const;

/** POST /api/speaker/login-email (a speaker) or /api/admin/login (the owner): a session for the credentials. */
export const signIn = (who: keyof typeof SIGN_IN_URLS, credentials: Login) => apiJson<AuthResponse>('POST', SIGN_IN_URLS[who], credentials);

/** Signs in and puts the signed-in user into the cache, so the next page does not ask the server again. */
export function useSignIn(who: keyof typeof SIGN_IN_URLS, options: { onSuccess(user: AuthUser): void; onError?(err: Error): void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Login) => signIn(who, credentials),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      options.onSuccess(user);
    },
    onError: options.onError,
  });
}
