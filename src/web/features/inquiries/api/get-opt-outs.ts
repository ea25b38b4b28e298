import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OptOutRecord } from '../../../../shared/contract/privacy';
import { apiJson } from '../../../lib/api-request';

const OPT_OUTS_URL = '/api/admin/privacy/opt-outs';

/** GET /api/admin/privacy/opt-outs: who opted out of what. */
export const getOptOuts = (signal?: AbortSignal) => apiJson<OptOutRecord[]>('GET', OPT_OUTS_URL, undefined, { signal });

export function optOutsQueryOptions() {
  return queryOptions({ queryKey: [OPT_OUTS_URL] as const, queryFn: ({ signal }) => getOptOuts(signal) });
}

export const useOptOuts = () => useQuery(optOutsQueryOptions());
