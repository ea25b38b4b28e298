import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveDefaultGift, withdrawDefaultGift, type DefaultGiftInput } from '../../../../shared/contract/default-gift';
import { callOperation } from '../../../lib/api/call-operation';
import { defaultGiftQueryOptions } from '../../../lib/api/get-default-gift';

/** Sets the free gift; null withdraws it. */
export async function updateDefaultGift(gift: DefaultGiftInput | null): Promise<void> {
  if (gift === null) await callOperation(withdrawDefaultGift, {});
  else await callOperation(saveDefaultGift, { body: gift });
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
