import { queryOptions, useQuery } from '@tanstack/react-query';
import { listApiKeysOperation } from '../../../../shared/contract/api-keys';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

export const apiKeysKey = [callUrl(listApiKeysOperation, {})] as const;

/** The signed-in speaker's keys, without the keys themselves. */
export const listApiKeys = (signal?: AbortSignal) => callOperation(listApiKeysOperation, {}, { signal });

export const apiKeysQueryOptions = () => queryOptions({ queryKey: apiKeysKey, queryFn: ({ signal }) => listApiKeys(signal), staleTime: 0 });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());
