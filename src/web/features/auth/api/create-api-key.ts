import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiKeyOperation, type CreateApiKey } from '../../../../shared/contract/api-keys';
import { callOperation } from '../../../lib/api/call-operation';
import { apiKeysKey } from './list-api-keys';

/** The new key in full, shown this once. */
export const createApiKey = (body: CreateApiKey) => callOperation(createApiKeyOperation, { body });

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
