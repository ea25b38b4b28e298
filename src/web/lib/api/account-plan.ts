import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createUpgradeRequest, getAccountPlan } from '../../../shared/contract/plans';
import { callOperation } from './call-operation';

export const accountPlanKey = ['account', 'plan'] as const;

/** The signed-in speaker's plan now, what it includes and any upgrade request still waiting. */
export const accountPlanQuery = queryOptions({
  queryKey: accountPlanKey,
  queryFn: () => callOperation(getAccountPlan, {}),
});

export const useAccountPlan = () => useQuery(accountPlanQuery);

/** Asks the owner for a paid plan; the answer says what happens next. */
export function useRequestUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: 'lite' | 'pro') => callOperation(createUpgradeRequest, { body: { plan } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountPlanKey }),
  });
}
