import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../../shared/contract/auth';
import { apiPaths, currentUserQueryKey } from './api-paths';
import { apiJson, errorCodeOf } from './api-request';

/** GET /api/speaker-auth/user: the signed-in user, or null when nobody is signed in (the server answers 401). */
export async function getCurrentUser(signal?: AbortSignal): Promise<AuthUser | null> {
  try {
    return await apiJson<AuthUser>('GET', apiPaths.currentUser, undefined, { signal });
  } catch (err) {
    if (errorCodeOf(err) === 'UNAUTHORIZED') return null;
    throw err;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: currentUserQueryKey, queryFn: ({ signal }) => getCurrentUser(signal) });
}

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
