import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeApiKeyOperation } from '../../../../shared/contract/api-keys';
import { callOperation } from '../../../lib/api/call-operation';
import { apiKeysKey } from './list-api-keys';

/** The key stops working at once. */
export const revokeApiKey = (id: number) => callOperation(revokeApiKeyOperation, { params: { id } });

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
