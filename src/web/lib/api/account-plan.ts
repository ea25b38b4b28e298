import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createBillingPortalSession, createCheckoutSession } from '../../../shared/contract/billing';
import { createUpgradeRequest, getAccountPlan } from '../../../shared/contract/plans';
import { callOperation } from './call-operation';

export const accountPlanKey = ['account', 'plan'] as const;

/** Reads the signed-in speaker's plan from the server. */
export const fetchAccountPlan = () => callOperation(getAccountPlan, {});

/** The signed-in speaker's plan now, what it includes and any upgrade request still waiting. */
export const accountPlanQuery = queryOptions({ queryKey: accountPlanKey, queryFn: fetchAccountPlan });

export const useAccountPlan = () => useQuery(accountPlanQuery);

/** Asks the owner for a paid plan; the answer says what happens next. */
export function useRequestUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: 'lite' | 'pro') => callOperation(createUpgradeRequest, { body: { plan } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountPlanKey }),
  });
}

/** Leaves for a page on Stripe's site (kept apart so tests can watch where the browser goes). */
export const leaveFor = {
  go: (url: string) => window.location.assign(url),
};

/** Starts paying for a plan: Stripe Checkout opens; the plan changes only once Stripe confirms the payment. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (plan: 'lite' | 'pro') => callOperation(createCheckoutSession, { body: { plan } }),
    onSuccess: ({ url }) => leaveFor.go(url),
  });
}

/** Opens Stripe's billing portal (card, invoices, cancellation). */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () => callOperation(createBillingPortalSession, {}),
    onSuccess: ({ url }) => leaveFor.go(url),
  });
}
