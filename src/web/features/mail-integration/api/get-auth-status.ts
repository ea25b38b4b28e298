import { queryOptions, useQuery } from '@tanstack/react-query';
import { listMailAccountsOperation } from '../../../../shared/contract/mail-accounts';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

export const authStatusKey = [callUrl(listMailAccountsOperation, {})] as const;

/** Whether the speaker's Gmail is connected, and its last error. */
export const getAuthStatus = (signal?: AbortSignal) => callOperation(listMailAccountsOperation, {}, { signal });

export function authStatusQueryOptions() {
  return queryOptions({ queryKey: authStatusKey, queryFn: ({ signal }) => getAuthStatus(signal), staleTime: 0 });
}

export const useAuthStatus = () => useQuery(authStatusQueryOptions());
