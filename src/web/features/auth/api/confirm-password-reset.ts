import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordResetConfirmSchema, PendingEmailResponse } from '../../../../shared/contract/auth';
import { apiPaths, currentUserQueryKey } from '../../../lib/api-paths';
import { apiJson } from '../../../lib/api-request';

/** POST /api/speaker/password-reset/confirm: the new password for the link's account. */
export const confirmPasswordReset = (body: z.input<typeof passwordResetConfirmSchema>) =>
  apiJson<PendingEmailResponse>('POST', apiPaths.passwordResetConfirm, body);

export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    // Every session of the account ended, possibly this browser's own: ask the server again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
