import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDataRequest as getDataRequestOperation } from '../../../../shared/contract/data-requests';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** What SpeakerPro holds about the address of the request behind an e-mailed link. */
export const getDataRequest = (token: string, signal?: AbortSignal) =>
  callOperation(getDataRequestOperation, { params: { token } }, { signal });

export function dataRequestQueryOptions(token: string) {
  return queryOptions({
    queryKey: [callUrl(getDataRequestOperation, { params: { token } })] as const,
    queryFn: ({ signal }) => getDataRequest(token, signal),
  });
}

export const useDataRequest = (token: string) => useQuery(dataRequestQueryOptions(token));
