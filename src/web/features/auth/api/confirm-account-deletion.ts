import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletionSummary } from '../../../../shared/contract/auth';
import { apiPaths, currentUserQueryKey } from '../../../lib/api-paths';
import { apiJson } from '../../../lib/api-request';

/** POST /api/speaker/delete-account/confirm: deletes the account for good. */
export const confirmAccountDeletion = (token: string) => apiJson<AccountDeletionSummary>('POST', apiPaths.deleteAccountConfirm, { token });

/** Deletes the account; nothing cached for it may outlive it. */
export function useConfirmAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAccountDeletion,
    onSuccess: () => {
      queryClient.setQueryData(currentUserQueryKey, null);
    },
  });
}
