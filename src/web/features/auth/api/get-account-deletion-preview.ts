import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountDeletionSummary } from '../../../../shared/contract/auth';
import { apiPaths } from '../../../lib/api-paths';
import { apiJson } from '../../../lib/api-request';

/** GET /api/speaker/delete-account/{token}: what following the deletion link would erase; the link stays unused. */
export const getAccountDeletionPreview = (token: string, signal?: AbortSignal) =>
  apiJson<AccountDeletionSummary>('GET', apiPaths.deleteAccountPreview(token), undefined, { signal });

export function accountDeletionPreviewQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [token ? apiPaths.deleteAccountPreview(token) : 'no-token'] as const,
    queryFn: ({ signal }) => getAccountDeletionPreview(token!, signal),
    enabled: token !== null,
    retry: false,
  });
}

export const useAccountDeletionPreview = (token: string | null) => useQuery(accountDeletionPreviewQueryOptions(token));
