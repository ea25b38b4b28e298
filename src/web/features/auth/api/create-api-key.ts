import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKey, CreatedApiKey } from '../../../../shared/contract/api-keys';
import { apiJson } from '../../../lib/api-request';
import { API_KEYS_URL, apiKeysKey } from './list-api-keys';

/** POST /api/speaker-admin/api-keys: the new key in full, shown this once. */
export const createApiKey = (body: CreateApiKey) => apiJson<CreatedApiKey>('POST', API_KEYS_URL, body);

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
