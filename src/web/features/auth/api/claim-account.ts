import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuthResponse, claimAccountSchema } from '../../../../shared/contract/auth';
import { apiPaths, currentUserQueryKey } from '../../../lib/api-paths';
import { apiJson } from '../../../lib/api-request';

/** POST /api/speaker/claim-account: a password for a passwordless (free-tier) account. */
export const claimAccount = (body: z.input<typeof claimAccountSchema>) => apiJson<AuthResponse>('POST', apiPaths.claimAccount, body);

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
