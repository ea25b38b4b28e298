// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIBER_STATUSES, type BillingSummary } from '../../../shared/contract/revenue';
import { BillingPage } from './billing-page';

// The admin frame's brand reads the build's version.
vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOW = Date.parse('2026-11-28T12:00:00Z');

const counts = (['lite', 'pro'] as const).flatMap((plan) =>
  SUBSCRIBER_STATUSES.map((status) => ({
    plan,
    status,
    count: plan === 'lite' && status === 'past_due' ? 2 : plan === 'pro' && status === 'granted' ? 1 : 0,
  })),
);

const SUMMARY: BillingSummary = {
  month: '2026-11',
  counts,
  freeAccounts: 4,
  subscribers: [
    {
      speakerId: 7,
      name: 'Maya Okafor',
      email: 'maya@example.com',
      plan: 'lite',
      status: 'active',
      source: 'stripe',
      startedAt: '2026-11-02T10:00:00.000Z',
      endsAt: '2027-11-02T10:00:00.000Z',
      renews: true,
    },
    {
      speakerId: 8,
      name: '',
      email: 'sam@example.com',
      plan: 'pro',
      status: 'granted',
      source: 'grant',
      startedAt: '2026-10-01T10:00:00.000Z',
      endsAt: '2026-12-31T12:00:00.000Z',
      renews: false,
    },
    {
      speakerId: 9,
      name: 'Ola Nordmann',
      email: 'ola@example.com',
      plan: 'lite',
      status: 'cancelled',
      source: 'stripe',
      startedAt: '2026-09-01T10:00:00.000Z',
      endsAt: '2026-12-01T12:00:00.000Z',
      renews: false,
    },
  ],
  failedPayments: [
    {
      id: 4,
      kind: 'failed',
      amountMinor: 4900,
      currency: 'EUR',
      plan: 'pro',
      recurringInterval: null,
      stripeObjectId: 'in_456',
      occurredAt: '2026-11-21T09:30:00.000Z',
      speakerId: null,
      name: null,
      email: null,
    },
    {
      id: 3,
      kind: 'failed',
      amountMinor: 1500,
      currency: 'GBP',
      plan: 'lite',
      recurringInterval: null,
      stripeObjectId: 'in_123',
      occurredAt: '2026-11-20T09:30:00.000Z',
      speakerId: 7,
      name: 'Maya Okafor',
      email: 'maya@example.com',
    },
  ],
  revenueThisMonth: [
    { currency: 'GBP', paidMinor: 19900, refundedMinor: 2500, netMinor: 17400 },
    { currency: 'JPY', paidMinor: 5000, refundedMinor: 0, netMinor: 5000 },
  ],
  mrr: [
    { currency: 'EUR', amountMinor: 4900, subscriptions: 1 },
    { currency: 'GBP', amountMinor: 4158, subscriptions: 3 },
  ],
};

function show(summary: BillingSummary | null) {
  const fetch = vi.fn(async (_url: string) =>
    summary ? Response.json(summary) : Response.json({ message: 'x', code: 'INTERNAL' }, { status: 500 }),
  );
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin/billing', element: <BillingPage now={NOW} /> }], {
    initialEntries: ['/admin/billing'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('the Billing page', () => {
  it("shows this month's revenue after refunds and the MRR, each in its own currency", async () => {
    const fetch = show(SUMMARY);
    const revenue = await screen.findByRole('group', { name: 'Revenue in November 2026' });
    expect(revenue.textContent).toContain('£174.00');
    expect(revenue.textContent).toContain('£199.00 paid, £25.00 refunded');
    // Yen has no minor unit: 5000 is ¥5,000, not ¥50.00.
    expect(revenue.textContent).toContain('JP¥5,000');
    const mrr = screen.getByRole('group', { name: 'Monthly recurring revenue' });
    expect(mrr.textContent).toContain('€49.00 · £41.58');
    expect(mrr.textContent).toContain('From 4 active subscriptions');
    expect(screen.getByRole('group', { name: 'Accounts on Free' }).textContent).toContain('4');
    expect(fetch.mock.calls.map((c) => String(c[0]))).toContain('/api/admin/billing');
  });

  it('counts subscribers in a table with a row per status and a column per plan', async () => {
    show(SUMMARY);
    const table = within(await screen.findByRole('region', { name: 'Subscribers by plan and status' })).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Status', 'Lite', 'PRO']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Trial', 'Active (paid)', 'Past due', 'Cancelled', 'Grandfathered', 'Granted by hand', 'Ended (on Free now)']);
    expect(within(table).getByRole('row', { name: /Past due/ }).textContent).toBe('Past due20');
    expect(within(table).getByRole('row', { name: /Granted by hand/ }).textContent).toBe('Granted by hand01');
  });

  it('lists failed payments and subscribers with renewal and end dates, naming people by link', async () => {
    show(SUMMARY);
    const failed = await screen.findByRole('region', { name: /Failed payments/ });
    const [, deletedRow, failedRow] = within(failed).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(deletedRow.textContent).toContain('A deleted account');
    expect(deletedRow.textContent).toContain('€49.00');
    expect(failedRow.textContent).toContain('Maya Okafor');
    expect(failedRow.textContent).toContain('£15.00');
    expect(failedRow.textContent).toContain('in_123');
    expect(within(failedRow).getByRole('link', { name: 'Maya Okafor' }).getAttribute('href')).toMatch(/^\/admin\/people\//);

    const subscribers = screen.getByRole('region', { name: /^Subscribers \(/ });
    const [, maya, sam, ola] = within(subscribers).getAllByRole('row');
    // Cancelled at the period's end: open until then, and it says it ends rather than renews.
    expect(ola!.textContent).toContain('Cancelled');
    expect(ola!.textContent).toContain('Ends 1 Dec 2026');
    expect(maya!.textContent).toContain('Active (paid)');
    expect(maya!.textContent).toContain('Renews 2 Nov 2027');
    expect(sam!.textContent).toContain('sam@example.com');
    expect(sam!.textContent).toContain("Owner's grant");
    expect(sam!.textContent).toContain('Ends 31 Dec 2026');
  });

  it('says so plainly when nothing was paid and when the figures cannot be loaded', async () => {
    show({ ...SUMMARY, revenueThisMonth: [], mrr: [], failedPayments: [], subscribers: [] });
    expect((await screen.findByRole('group', { name: 'Revenue in November 2026' })).textContent).toContain('Nothing yet');
    expect(screen.getByRole('group', { name: 'Monthly recurring revenue' }).textContent).toContain(
      'No active Stripe subscription has paid an invoice yet.',
    );
    expect(screen.getByText('No payment has failed.')).toBeTruthy();
    cleanup();
    show(null);
    expect((await screen.findByRole('alert')).textContent).toBe('The billing figures could not be loaded. Reload the page to try again.');
  });
});
