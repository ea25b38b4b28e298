import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataRequestView } from '../../../../shared/contract/data-requests';
import { apiJson } from '../../../lib/api-request';

/** The address of the request behind an e-mailed link; its download and erasure sit under it. */
export const dataRequestUrl = (token: string) => `/api/public/privacy/data-request/${encodeURIComponent(token)}`;

/** GET /api/privacy/data-request/{token}: what SpeakerPro holds about the link's address. */
export const getDataRequest = (token: string, signal?: AbortSignal) =>
  apiJson<DataRequestView>('GET', dataRequestUrl(token), undefined, { signal });

export function dataRequestQueryOptions(token: string) {
  return queryOptions({ queryKey: [dataRequestUrl(token)] as const, queryFn: ({ signal }) => getDataRequest(token, signal) });
}

export const useDataRequest = (token: string) => useQuery(dataRequestQueryOptions(token));
