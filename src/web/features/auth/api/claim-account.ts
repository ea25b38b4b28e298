import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimAccountOperation } from '../../../../shared/contract/auth';
import type { OperationInput } from '../../../../shared/contract/operation';
import { callOperation } from '../../../lib/api/call-operation';
import { currentUserQueryKey } from '../../../lib/use-current-user';

/** A password for a passwordless (free-tier) account. */
export const claimAccount = (body: OperationInput<typeof claimAccountOperation>['body']) => callOperation(claimAccountOperation, { body });

/** Opens a passwordless (free-tier) account; the answer carries a session, as a sign-in does. */
export function useClaimAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimAccount,
    onSuccess: ({ user }) => {
      // Whoever was signed in on this browser before must not leak into the new session's pages.
      // Queries only: clearing the mutation cache too would drop this very mutation's callbacks.
      queryClient.getQueryCache().clear();
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}
