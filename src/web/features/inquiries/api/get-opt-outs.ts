import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOptOuts } from '../../../../shared/contract/privacy';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** Who opted out of what. */
export const getOptOuts = (signal?: AbortSignal) => callOperation(listOptOuts, {}, { signal });

export function optOutsQueryOptions() {
  return queryOptions({ queryKey: [callUrl(listOptOuts, {})] as const, queryFn: ({ signal }) => getOptOuts(signal) });
}

export const useOptOuts = () => useQuery(optOutsQueryOptions());
