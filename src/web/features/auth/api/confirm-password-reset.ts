import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmPasswordResetOperation } from '../../../../shared/contract/auth';
import type { OperationInput } from '../../../../shared/contract/operation';
import { callOperation } from '../../../lib/api/call-operation';
import { currentUserQueryKey } from '../../../lib/use-current-user';

/** The new password for the link's account. */
export const confirmPasswordReset = (body: OperationInput<typeof confirmPasswordResetOperation>['body']) =>
  callOperation(confirmPasswordResetOperation, { body });

export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    // Every session of the account ended, possibly this browser's own: ask the server again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
