import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCurrentUserOperation, type AuthUser } from '../../shared/contract/auth';
import { callOperation, callUrl } from './api/call-operation';
import { errorCodeOf } from './api-request';

/** The query key every page shares for the signed-in user (the user's URL). */
export const currentUserQueryKey = [callUrl(getCurrentUserOperation, {})] as const;

/** The signed-in user, or null when nobody is signed in (the server answers 401). */
export async function getCurrentUser(signal?: AbortSignal): Promise<AuthUser | null> {
  try {
    return await callOperation(getCurrentUserOperation, {}, { signal });
  } catch (err) {
    if (errorCodeOf(err) === 'UNAUTHORIZED') return null;
    throw err;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: currentUserQueryKey, queryFn: ({ signal }) => getCurrentUser(signal) });
}

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
