import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletePlanPrice, listPlanPrices, savePlanPrice } from '../../../../shared/contract/plan-prices';
import type { PaidPlan, PlanPrice } from '../../../../shared/domain/plan-prices';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

export const planPricesQuery = () =>
  queryOptions({ queryKey: [callUrl(listPlanPrices, {})], queryFn: () => callOperation(listPlanPrices, {}) });

export const usePlanPrices = () => useQuery(planPricesQuery());

/** Sets a paid plan's price (null: takes it off sale), then reads the prices again. */
export function useUpdatePlanPrice(
  plan: PaidPlan,
  options: { onSuccess?: (price: PlanPrice | null) => void; onError?: (err: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (price: PlanPrice | null) => {
      if (price === null) await callOperation(deletePlanPrice, { params: { plan } });
      else await callOperation(savePlanPrice, { params: { plan }, body: price });
    },
    onSuccess: (_r, price) => {
      options.onSuccess?.(price);
      void queryClient.invalidateQueries({ queryKey: planPricesQuery().queryKey });
    },
    onError: options.onError,
  });
}
