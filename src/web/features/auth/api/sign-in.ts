import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInOperation, signInOwnerOperation, type AuthUser, type Login } from '../../../../shared/contract/auth';
import { callOperation } from '../../../lib/api/call-operation';
import { currentUserQueryKey } from '../../../lib/use-current-user';

const SIGN_IN_OPERATIONS = { speaker: signInOperation, admin: signInOwnerOperation } as const;

/** A session for the credentials: a speaker's, or the owner's through the owner's own door. */
export const signIn = (who: keyof typeof SIGN_IN_OPERATIONS, credentials: Login) =>
  callOperation(SIGN_IN_OPERATIONS[who], { body: credentials });

/** Signs in and puts the signed-in user into the cache, so the next page does not ask the server again. */
export function useSignIn(who: keyof typeof SIGN_IN_OPERATIONS, options: { onSuccess(user: AuthUser): void; onError?(err: Error): void }) {
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
