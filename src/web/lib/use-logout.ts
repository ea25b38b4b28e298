import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { signOutOperation } from '../../shared/contract/auth';
import { callOperation } from './api/call-operation';
import { currentUserQueryKey } from './use-current-user';

export const ADMIN_FLAG_KEY = 'adminAuthenticated';

/** Ends the session and leaves for `redirectTo`; the local state is cleared even when the server call fails. */
export function useLogout(redirectTo: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setIsPending] = useState(false);

  async function logout() {
    setIsPending(true);
    try {
      await callOperation(signOutOperation, {});
    } catch (err) {
      console.warn('Logout request failed; clearing the local session anyway', err);
    }
    localStorage.removeItem(ADMIN_FLAG_KEY);
    // Nothing cached for the previous user may leak to whoever signs in next.
    queryClient.clear();
    queryClient.setQueryData(currentUserQueryKey, null);
    navigate(redirectTo, { replace: true });
  }

  return { logout, isPending };
}
