// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpeakerBilling } from '../../../shared/contract/revenue';
import { SpeakerBillingHistory } from './speaker-billing-history';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HISTORY: SpeakerBilling = {
  speakerId: 7,
  payments: [
    {
      id: 3,
      kind: 'refunded',
      amountMinor: 2500,
      currency: 'GBP',
      plan: null,
      recurringInterval: null,
      stripeObjectId: 'ch_1',
      occurredAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 2,
      kind: 'failed',
      amountMinor: 4900,
      currency: 'EUR',
      plan: 'pro',
      recurringInterval: null,
      stripeObjectId: 'in_2',
      occurredAt: '2026-11-10T10:00:00.000Z',
    },
    {
      id: 1,
      kind: 'paid',
      amountMinor: 19900,
      currency: 'GBP',
      plan: 'lite',
      recurringInterval: 'year',
      stripeObjectId: 'in_1',
      occurredAt: '2026-11-02T10:00:05.000Z',
    },
  ],
  changes: [
    {
      id: 9,
      fromPlan: 'lite',
      toPlan: 'lite',
      status: 'active',
      source: 'stripe',
      endsAt: null,
      reason: 'Lite subscription paid (Stripe checkout.session.completed evt_1)',
      changedBy: null,
      changedAt: '2026-11-02T10:00:00.000Z',
    },
    {
      id: 8,
      fromPlan: 'free',
      toPlan: 'lite',
      status: 'trial',
      source: 'trial',
      endsAt: '2026-11-15T10:00:00.000Z',
      reason: '14-day Lite trial',
      changedBy: null,
      changedAt: '2026-11-01T10:00:00.000Z',
    },
  ],
};

function show(history: SpeakerBilling | null) {
  const fetch = vi.fn(async (_url: string) =>
    history ? Response.json(history) : Response.json({ message: 'x', code: 'INTERNAL' }, { status: 500 }),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SpeakerBillingHistory speakerId={7} />
    </QueryClientProvider>,
  );
  return fetch;
}

describe("a speaker's billing history in the console", () => {
  it('lists payments, failures, refunds and plan changes together, newest first, with amounts in their currencies', async () => {
    const fetch = show(HISTORY);
    const region = await screen.findByRole('region', { name: /Billing history/ });
    const table = await within(region).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'What', 'Amount', 'Details']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Refunded', '£25.00', 'Stripe ch_1'],
      ['Payment failed · PRO', '€49.00', 'Stripe in_2'],
      ['Paid · Lite (yearly)', '£199.00', 'Stripe in_1'],
      ['Plan Lite → Lite (paid)', '', 'Lite subscription paid (Stripe checkout.session.completed evt_1)'],
      ['Plan Free → Lite (trial)', '', '14-day Lite trial'],
    ]);
    expect(fetch.mock.calls.map((c) => String(c[0]))).toContain('/api/admin/speakers/7/billing');
  });

  it('says when there is nothing on record, and when it could not be loaded', async () => {
    show({ speakerId: 7, payments: [], changes: [] });
    expect(await screen.findByText('No payment and no change of plan on record.')).toBeTruthy();
    cleanup();
    show(null);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load this list. Reload the page to try again.');
  });
});
