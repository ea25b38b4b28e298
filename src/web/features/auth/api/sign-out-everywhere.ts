import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiPaths, currentUserQueryKey } from '../../../lib/api-paths';
import { apiJson } from '../../../lib/api-request';

/** POST /api/speaker/sign-out-everywhere: ends every session of the account. */
export const signOutEverywhere = () => apiJson<{ success: boolean }>('POST', apiPaths.signOutEverywhere);

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
