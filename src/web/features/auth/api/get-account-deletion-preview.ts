import { queryOptions, useQuery } from '@tanstack/react-query';
import { previewAccountDeletionOperation } from '../../../../shared/contract/auth';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** What following the deletion link would erase; the link stays unused. */
export const getAccountDeletionPreview = (token: string, signal?: AbortSignal) =>
  callOperation(previewAccountDeletionOperation, { params: { token } }, { signal });

export function accountDeletionPreviewQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [token ? callUrl(previewAccountDeletionOperation, { params: { token } }) : 'no-token'] as const,
    queryFn: ({ signal }) => getAccountDeletionPreview(token!, signal),
    enabled: token !== null,
    retry: false,
  });
}

export const useAccountDeletionPreview = (token: string | null) => useQuery(accountDeletionPreviewQueryOptions(token));
