import { useMutation, useQueryClient } from '@tanstack/react-query';
import { undoEmailChangeOperation } from '../../../../shared/contract/auth';
import { callOperation } from '../../../lib/api/call-operation';
import { currentUserQueryKey } from '../../../lib/use-current-user';

/** Gives the account back the address the link was sent to (the token from the e-mailed link). */
export const undoEmailChange = (token: string) => callOperation(undoEmailChangeOperation, { body: { token } });

/** Gives the address back; every session ended with it, this browser's too. */
export function useUndoEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoEmailChange,
    onSuccess: () => {
      queryClient.setQueryData(currentUserQueryKey, null);
    },
  });
}
