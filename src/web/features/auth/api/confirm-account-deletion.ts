import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmAccountDeletionOperation } from '../../../../shared/contract/auth';
import { callOperation } from '../../../lib/api/call-operation';
import { currentUserQueryKey } from '../../../lib/use-current-user';

/** Deletes the account for good (the token from the e-mailed link). */
export const confirmAccountDeletion = (token: string) => callOperation(confirmAccountDeletionOperation, { body: { token } });

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
