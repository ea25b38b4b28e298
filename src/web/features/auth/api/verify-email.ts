import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { verifyEmailOperation, type VerifyEmailResponse } from '../../../../shared/contract/auth';
import { callOperation } from '../../../lib/api/call-operation';
import { currentUserQueryKey } from '../../../lib/use-current-user';

/** Confirms the address the token was sent to. */
export const verifyEmail = (token: string): Promise<VerifyEmailResponse> => callOperation(verifyEmailOperation, { body: { token } });

// A verification token is single-use: React StrictMode mounts the page twice in development and a
// reload re-runs the effect, so each token is sent at most once per page load and the answer shared.
const verifications = new Map<string, Promise<VerifyEmailResponse>>();

function verifyEmailOnce(token: string): Promise<VerifyEmailResponse> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = verifyEmail(token);
    verifications.set(token, pending);
  }
  return pending;
}

export function verifyEmailQueryOptions(token: string | null, onVerified: () => Promise<void> | void) {
  return queryOptions({
    queryKey: ['verify-email', token] as const,
    queryFn: async () => {
      const result = await verifyEmailOnce(token!);
      await onVerified();
      return result;
    },
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** Confirms the address behind `token` as soon as the page opens; null skips it (no or malformed token). */
export function useVerifyEmail(token: string | null) {
  const queryClient = useQueryClient();
  return useQuery(
    // The banner and the account page read `emailVerified` (and a changed address) from the current user.
    // A read of the user that started before the confirmation would otherwise land after it and keep
    // the old answer: it is cancelled, and the page says "confirmed" once the user is read again.
    verifyEmailQueryOptions(token, async () => {
      await queryClient.cancelQueries({ queryKey: currentUserQueryKey });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey, refetchType: 'all' });
    }),
  );
}
