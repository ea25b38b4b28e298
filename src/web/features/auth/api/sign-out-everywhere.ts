import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endAllSessionsOperation } from '../../../../shared/contract/auth';
import { callOperation } from '../../../lib/api/call-operation';
import { currentUserQueryKey } from '../../../lib/use-current-user';

/** Ends every session of the account. */
export const signOutEverywhere = () => callOperation(endAllSessionsOperation, {});

/** Ends every session of the account and leaves for `redirectTo` with `notice` for that page to show. */
export function useSignOutEverywhere(redirectTo: string, notice: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      // Leave first: with the user gone from the cache the page would turn into 'login required'.
      navigate(redirectTo, { replace: true, state: { notice } });
      // Nothing cached for this account may outlive its sessions.
      queryClient.getQueryCache().clear();
      queryClient.setQueryData(currentUserQueryKey, null);
    },
  });
}
