import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type {
  AccountDeletionSummary,
  AuthResponse,
  deleteAccountRequestSchema,
  changeEmailSchema,
  changePasswordSchema,
  claimAccountSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  PendingEmailResponse,
  VerifyEmailResponse,
} from '../../../shared/contract/auth';
import { apiPaths, currentUserQueryKey } from '../../lib/api-paths';
import { apiRequest } from '../../lib/api-request';

/** The error code these pages branch on; anything else shows the server's message. */
export const INVALID_TOKEN = 'INVALID_TOKEN';

async function postJson<T>(url: string, body?: unknown): Promise<T> {
  const res = await apiRequest('POST', url, body);
  return (await res.json()) as T;
}

// A verification token is single-use: React StrictMode mounts the page twice in development and a
// reload re-runs the effect, so each token is sent at most once per page load and the answer shared.
const verifications = new Map<string, Promise<VerifyEmailResponse>>();

function verifyEmailOnce(token: string): Promise<VerifyEmailResponse> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = postJson<VerifyEmailResponse>(apiPaths.verifyEmail, { token });
    verifications.set(token, pending);
  }
  return pending;
}

/** Confirms the address behind `token` as soon as the page opens; null skips it (no or malformed token). */
export function useVerifyEmail(token: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: async () => {
      const result = await verifyEmailOnce(token!);
      // The banner and the account page read `emailVerified` (and a changed address) from here.
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      return result;
    },
    enabled: token !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: z.input<typeof passwordResetRequestSchema>) => postJson<PendingEmailResponse>(apiPaths.passwordReset, body),
  });
}

export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof passwordResetConfirmSchema>) => postJson<PendingEmailResponse>(apiPaths.passwordResetConfirm, body),
    // Every session of the account ended, possibly this browser's own: ask the server again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

/** Opens a passwordless (free-tier) account; the answer carries a session, as a sign-in does. */
export function useClaimAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof claimAccountSchema>) => postJson<AuthResponse>(apiPaths.claimAccount, body),
    onSuccess: ({ user }) => {
      // Whoever was signed in on this browser before must not leak into the new session's pages.
      // Queries only: clearing the mutation cache too would drop this very mutation's callbacks.
      queryClient.getQueryCache().clear();
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof changePasswordSchema>) => postJson<PendingEmailResponse>(apiPaths.changePassword, body),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: z.input<typeof changeEmailSchema>) => postJson<PendingEmailResponse>(apiPaths.changeEmail, body),
  });
}

/** Ends every session of the account and leaves for `redirectTo` with `notice` for that page to show. */
export function useSignOutEverywhere(redirectTo: string, notice: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => postJson<{ success: boolean }>(apiPaths.signOutEverywhere),
    onSuccess: () => {
      // Leave first: with the user gone from the cache the page would turn into 'login required'.
      navigate(redirectTo, { replace: true, state: { notice } });
      // Nothing cached for this account may outlive its sessions.
      queryClient.getQueryCache().clear();
      queryClient.setQueryData(currentUserQueryKey, null);
    },
  });
}

/** Asks for the link that deletes the account (the current password again). */
export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: (body: z.input<typeof deleteAccountRequestSchema>) => postJson<PendingEmailResponse>(apiPaths.deleteAccount, body),
  });
}

/** What following the deletion link would erase; the link stays unused. */
export function useAccountDeletionPreview(token: string | null) {
  return useQuery({
    queryKey: [token ? apiPaths.deleteAccountPreview(token) : 'no-token'],
    queryFn: async () => (await (await apiRequest('GET', apiPaths.deleteAccountPreview(token!))).json()) as AccountDeletionSummary,
    enabled: token !== null,
    retry: false,
  });
}

/** Deletes the account for good; nothing cached for it may outlive it. */
export function useConfirmAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => postJson<AccountDeletionSummary>(apiPaths.deleteAccountConfirm, { token }),
    onSuccess: () => {
      queryClient.setQueryData(currentUserQueryKey, null);
    },
  });
}
