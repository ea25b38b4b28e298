import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthStatus } from '../../../../shared/contract/mail-accounts';
import { apiJson } from '../../../lib/api-request';

export const authStatusKey = ['/api/speaker-admin/auth-status'] as const;

/** GET /api/speaker-admin/auth-status: whether the speaker's Gmail is connected, and its last error. */
export const getAuthStatus = (signal?: AbortSignal) => apiJson<AuthStatus>('GET', authStatusKey[0], undefined, { signal });

export function authStatusQueryOptions() {
  return queryOptions({ queryKey: authStatusKey, queryFn: ({ signal }) => getAuthStatus(signal), staleTime: 0 });
}

export const useAuthStatus = () => useQuery(authStatusQueryOptions());
