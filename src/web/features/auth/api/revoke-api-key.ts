import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { API_KEYS_URL, apiKeysKey } from './list-api-keys';

/** DELETE /api/speaker-admin/api-keys/{id}: no JSON answer; the key stops working at once. */
export const revokeApiKey = (id: number) => apiRequest('DELETE', `${API_KEYS_URL}/${id}`);

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
