import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DefaultGiftInput } from '../../../../shared/contract/default-gift';
import { apiRequest } from '../../../lib/api-request';
import { defaultGiftQueryOptions } from '../../../lib/api/get-default-gift';

const ADMIN_DEFAULT_GIFT_URL = '/api/admin/default-gift';

/** PUT /api/admin/default-gift sets the free gift; null withdraws it (DELETE). */
export async function updateDefaultGift(gift: DefaultGiftInput | null): Promise<void> {
  if (gift === null) await apiRequest('DELETE', ADMIN_DEFAULT_GIFT_URL);
  else await apiRequest('PUT', ADMIN_DEFAULT_GIFT_URL, gift);
}

/** Saves or withdraws the free gift, then reads the offer again. */
export function useUpdateDefaultGift(
  options: { onSuccess?: (gift: DefaultGiftInput | null) => void; onError?: (err: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDefaultGift,
    onSuccess: (_r, gift) => {
      options.onSuccess?.(gift);
      void queryClient.invalidateQueries({ queryKey: defaultGiftQueryOptions().queryKey });
    },
    onError: options.onError,
  });
}
