// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountPlan } from '../../../shared/contract/plans';
import { LITE_TRIAL_PLAN } from '../../lib/api/account-plan-fixtures';
import { BillingReturnPage, CONFIRMATION_CHECKS } from './billing-return-page';

vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' }));

const TRIAL: AccountPlan = { ...LITE_TRIAL_PLAN, features: ['freeQrPage', 'leadCollection'], paymentsEnabled: true };
const PAID: AccountPlan = {
  ...TRIAL,
  plan: 'pro',
  record: { ...TRIAL.record!, plan: 'pro', status: 'active', source: 'stripe', trialEndsAt: null, reason: 'PRO subscription paid' },
  billingPortal: true,
};

/** Renders the page against a stubbed API whose plan answers are `answers` in turn (the last repeats); returns the calls. */
function renderWith(answers: AccountPlan[]) {
  const calls: { method: string; url: string }[] = [];
  let planCalls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', url });
      if (url === '/api/account/plan') {
        planCalls += 1;
        return Response.json(answers[Math.min(planCalls, answers.length) - 1]);
      }
      return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/billing/return', element: <BillingReturnPage pollMs={5} /> }], {
    initialEntries: ['/billing/return?session_id=cs_test_1'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, planCalls: () => planCalls };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the page Stripe Checkout returns to', () => {
  it('says the payment is being confirmed, asks the server until the plan has changed, and never changes it itself', async () => {
    const api = renderWith([TRIAL, TRIAL, PAID]);
    expect(await screen.findByRole('heading', { name: 'We are confirming your payment' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Confirming your payment' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Payment confirmed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Everything in PRO is open now.');
    expect(api.planCalls()).toBe(3);
    await new Promise((r) => setTimeout(r, 30));
    // Once confirmed it stops asking; nothing but reads was sent.
    expect(api.planCalls()).toBe(3);
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('stops after a bounded number of checks, says nothing on the page changes the plan, and can check again', async () => {
    const api = renderWith([TRIAL]);
    expect(await screen.findByText(/We have not heard from Stripe yet\./, undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('nothing on this page changes your plan');
    expect(api.planCalls()).toBe(CONFIRMATION_CHECKS);
    await new Promise((r) => setTimeout(r, 30));
    expect(api.planCalls()).toBe(CONFIRMATION_CHECKS);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
