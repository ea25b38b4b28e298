import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../../shared/contract/auth';
import { currentUserQueryKey } from './api-paths';
import { getQueryFn } from './api-request';

/** The signed-in user, or null when nobody is signed in (the server answers 401). */
export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: getQueryFn<AuthUser>({ on401: 'returnNull' }),
  });
}
