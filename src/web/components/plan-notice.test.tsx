// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPGRADE_REQUEST_MESSAGE, type AccountPlan } from '../../shared/contract/plans';
import { leaveFor } from '../lib/api/account-plan';
import { LITE_TRIAL_PLAN } from '../lib/api/account-plan-fixtures';
import { ManageBillingButton, PaymentDueBanner, PlanNotice, PlanSummary } from './plan-notice';

const FREE: AccountPlan = {
  plan: 'free',
  features: ['freeQrPage'],
  record: null,
  pendingRequest: null,
  paymentsEnabled: false,
  billingPortal: false,
};
const TRIAL = LITE_TRIAL_PLAN;
const PAST_DUE: AccountPlan = {
  ...TRIAL,
  record: {
    ...TRIAL.record!,
    status: 'past_due',
    source: 'stripe',
    trialEndsAt: null,
    endsAt: '2026-12-05T10:00:00.000Z',
    reason: 'Payment failed',
  },
  paymentsEnabled: true,
  billingPortal: true,
};

/** How the stubbed Stripe calls answer. */
const stripe = { checkout: 'ok' as 'ok' | 'not-on-sale' };

/** Renders `ui` against a stubbed API answering `plan`; a POST of an upgrade request answers 201. Returns the calls made. */
function renderWith(plan: AccountPlan, ui: React.ReactNode) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST' && url === '/api/account/checkout') {
        if (stripe.checkout === 'not-on-sale') {
          return Response.json({ code: 'PLAN_NOT_ON_SALE', message: 'Lite is not on sale yet: no price is set for it.' }, { status: 409 });
        }
        return Response.json({ url: 'https://checkout.stripe.test/c/pay/cs_1' }, { status: 201 });
      }
      if (method === 'POST' && url === '/api/account/billing-portal') {
        return Response.json({ url: 'https://billing.stripe.test/p/session/bps_1' }, { status: 201 });
      }
      if (method === 'POST' && url === '/api/speaker-admin/upgrade-requests') {
        return Response.json(
          { id: 3, plan: 'lite', createdAt: '2026-11-28T11:00:00.000Z', message: UPGRADE_REQUEST_MESSAGE },
          { status: 201 },
        );
      }
      return Response.json(plan);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  stripe.checkout = 'ok';
});

describe('the gated notice', () => {
  it('tells a Free speaker which plan unlocks the feature, and the button records a request and says what happens next', async () => {
    const calls = renderWith(FREE, <PlanNotice feature="customLogo" />);
    expect(await screen.findByText('Custom logo branding is part of Lite.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Request Lite' }));
    expect((await screen.findByRole('status')).textContent).toBe(UPGRADE_REQUEST_MESSAGE);
    expect(UPGRADE_REQUEST_MESSAGE).toMatch(/No payment has been taken/);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/speaker-admin/upgrade-requests', body: { plan: 'lite' } },
    ]);
    expect(screen.queryByRole('button', { name: 'Request Lite' })).toBeNull();
  });

  it('of several features, names only those the plan lacks, with the button for the plan that opens them', async () => {
    renderWith(
      { ...FREE, plan: 'lite', features: TRIAL.features },
      <PlanNotice feature={['testimonialGraphics', 'insights', 'customLogo']} />,
    );
    const note = await screen.findByRole('note', { name: 'PRO feature' });
    // Lite has the graphics and the logo: only the insights are named.
    expect(note.textContent).toBe('Deeper audience insights are part of PRO.Request PRO');
    expect(screen.getByRole('button', { name: 'Request PRO' })).toBeTruthy();
  });

  it('on Free, lists every locked feature under Lite', async () => {
    renderWith(FREE, <PlanNotice feature={['leadCollection', 'testimonialGraphics', 'thankYouEmails']} />);
    const note = await screen.findByRole('note', { name: 'Lite feature' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Automated lead and feedback collection is part of Lite.',
      'The testimonial graphics generator is part of Lite.',
      'Thank-you email generation is part of Lite.',
    ]);
    expect(note.querySelectorAll('button')).toHaveLength(1);
  });

  it('shows nothing when the plan includes the feature', async () => {
    const calls = renderWith(TRIAL, <PlanNotice feature="customLogo" />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says a request is already waiting instead of offering the button again', async () => {
    renderWith(
      { ...FREE, pendingRequest: { plan: 'lite', createdAt: '2026-11-27T09:00:00.000Z' } },
      <PlanNotice feature="thankYouEmails" />,
    );
    expect(await screen.findByText('Thank-you email generation is part of Lite.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^You asked for Lite on 27 November 2026\./);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the plan summary', () => {
  it('names the plan and when a trial ends', async () => {
    renderWith(TRIAL, <PlanSummary />);
    expect((await screen.findByTestId('plan-summary')).textContent).toBe('Your plan: Lite (trial), until 12 December 2026');
  });

  it('says when a paid subscription renews, and that a cancelled one runs to its end without renewing', async () => {
    const paid = { ...PAST_DUE.record!, status: 'active' as const, endsAt: '2027-01-05T10:00:00.000Z', reason: 'Renewal paid' };
    renderWith({ ...PAST_DUE, record: paid }, <PlanSummary />);
    expect((await screen.findByTestId('plan-summary')).textContent).toBe('Your plan: Lite, renews on 5 January 2027');
    cleanup();
    renderWith({ ...PAST_DUE, record: { ...paid, status: 'cancelled' } }, <PlanSummary />);
    expect((await screen.findByTestId('plan-summary')).textContent).toBe(
      'Your plan: Lite, until 5 January 2027 (cancelled: it will not renew)',
    );
  });

  it('says a finished trial kept everything', async () => {
    renderWith({ ...FREE, record: { ...TRIAL.record!, trialEndsAt: '2026-11-01T10:00:00.000Z' } }, <PlanSummary />);
    expect((await screen.findByTestId('plan-summary')).textContent).toBe(
      'Your plan: Free (your Lite trial has ended; everything you made is kept)',
    );
  });
});

describe('with payments set up', () => {
  it('the upgrade button opens Stripe Checkout for the plan instead of recording a request', async () => {
    const go = vi.spyOn(leaveFor, 'go').mockImplementation(() => undefined);
    const calls = renderWith({ ...FREE, paymentsEnabled: true }, <PlanNotice feature="customLogo" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Upgrade to Lite' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/api/account/checkout', body: { plan: 'lite' } }]);
    expect(screen.queryByRole('button', { name: 'Request Lite' })).toBeNull();
  });

  it('says why when the checkout cannot open (no price set), and goes nowhere', async () => {
    stripe.checkout = 'not-on-sale';
    const go = vi.spyOn(leaveFor, 'go').mockImplementation(() => undefined);
    renderWith({ ...FREE, paymentsEnabled: true }, <PlanNotice feature="customLogo" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Upgrade to Lite' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Lite is not on sale yet: no price is set for it.');
    expect(go).not.toHaveBeenCalled();
  });

  it('the banner says a payment failed and until when the plan stays open, with the billing portal', async () => {
    const go = vi.spyOn(leaveFor, 'go').mockImplementation(() => undefined);
    const calls = renderWith(PAST_DUE, <PaymentDueBanner />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your last payment did not go through. Lite stays open until 5 December 2026: please update your card.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Manage billing' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://billing.stripe.test/p/session/bps_1'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/account/billing-portal']);
  });

  it('the banner says the account is on Free once the grace period is over', async () => {
    renderWith({ ...PAST_DUE, plan: 'free', features: ['freeQrPage'] }, <PaymentDueBanner />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Your last payment did not go through, so your account is on Free\./);
  });

  it('shows no banner, and no billing button, to a speaker without a payment problem or a Stripe customer', async () => {
    const calls = renderWith(
      TRIAL,
      <>
        <PaymentDueBanner />
        <ManageBillingButton />
      </>,
    );
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
  });
});
