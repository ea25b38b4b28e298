import { useMutation } from '@tanstack/react-query';
import type { PendingEmailResponse } from '../../shared/contract/auth';
import { apiPaths } from './api-paths';
import { apiRequest, parseApiError } from './api-request';

/** A speaker-only call refused until the account's address is confirmed (403 EMAIL_NOT_VERIFIED). */
export const isEmailNotVerifiedError = (err: unknown) => parseApiError(err)?.code === 'EMAIL_NOT_VERIFIED';

/** Sends the confirmation link again, to the account's own address. */
export function useResendVerification() {
  return useMutation({
    mutationFn: async () => (await (await apiRequest('POST', apiPaths.resendVerification)).json()) as PendingEmailResponse,
  });
}
