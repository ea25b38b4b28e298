import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKeyList } from '../../../../shared/contract/api-keys';
import { apiJson } from '../../../lib/api-request';

export const API_KEYS_URL = '/api/speaker-admin/api-keys';
export const apiKeysKey = [API_KEYS_URL] as const;

/** GET /api/speaker-admin/api-keys: the signed-in speaker's keys, without the keys themselves. */
export const listApiKeys = (signal?: AbortSignal) => apiJson<ApiKeyList>('GET', API_KEYS_URL, undefined, { signal });

export const apiKeysQueryOptions = () => queryOptions({ queryKey: apiKeysKey, queryFn: ({ signal }) => listApiKeys(signal), staleTime: 0 });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());
