// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanPricesSettings } from './plan-prices-settings';

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** A fetch that answers like the server: the prices it holds, a PUT stored (or refused with `refuse`), a DELETE. */
function fakeServer(initial: Record<'lite' | 'pro', unknown>, refuse?: { field: string; message: string }) {
  const prices = { ...initial };
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (method !== 'GET') sent.push({ method, url, body });
    if (method === 'GET' && url === '/api/admin/plan-prices') return Response.json(prices);
    const plan = url.split('/').pop() as 'lite' | 'pro';
    if (method === 'PUT' && refuse)
      return Response.json(
        { code: 'VALIDATION_ERROR', message: `Invalid body: ${refuse.field} ${refuse.message}`, details: { fields: [refuse] } },
        { status: 400 },
      );
    if (method === 'PUT') {
      prices[plan] = body;
      return Response.json(body);
    }
    if (method === 'DELETE') {
      prices[plan] = null;
      return new Response(null, { status: 204 });
    }
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

function renderSettings() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PlanPricesSettings />
    </QueryClientProvider>,
  );
}

const form = (name: 'Lite price' | 'PRO price') => within(screen.getByRole('form', { name }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the prices form', () => {
  it('says a plan without a price is not on sale, and offers no way to take it off sale', async () => {
    fakeServer({ lite: null, pro: null });
    renderSettings();
    expect(await screen.findByText('Not on sale: no price is set, so Lite cannot be bought.')).toBeTruthy();
    expect(screen.getByText('Not on sale: no price is set, so PRO cannot be bought.')).toBeTruthy();
    expect(form('Lite price').getByLabelText('Currency')).toHaveProperty('value', 'GBP');
    expect(screen.queryByRole('button', { name: /off sale/ })).toBeNull();
  });

  it('shows a price that is set, and saves a new one in minor units with its currency, billing and tax', async () => {
    const sent = fakeServer({ lite: { amountMinor: 19900, currency: 'GBP', billing: 'yearly', taxByProvider: false }, pro: null });
    renderSettings();
    expect(await screen.findByText('On sale at £199.00 a year.')).toBeTruthy();
    const pro = form('PRO price');
    fireEvent.change(pro.getByLabelText('Amount'), { target: { value: '49.50' } });
    fireEvent.change(pro.getByLabelText('Currency'), { target: { value: 'eur' } });
    fireEvent.change(pro.getByLabelText('Billing'), { target: { value: 'monthly' } });
    fireEvent.click(pro.getByRole('switch', { name: /adds tax/ }));
    fireEvent.click(pro.getByRole('button', { name: 'Save PRO price' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PUT',
          url: '/api/admin/plan-prices/pro',
          body: { amountMinor: 4950, currency: 'EUR', billing: 'monthly', taxByProvider: true },
        },
      ]),
    );
    expect(await screen.findByText('On sale at €49.50 a month + tax.')).toBeTruthy();
  });

  it('takes a plan off sale with DELETE', async () => {
    const sent = fakeServer({ lite: { amountMinor: 19900, currency: 'GBP', billing: 'one_time', taxByProvider: false }, pro: null });
    renderSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Take Lite off sale' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'DELETE', url: '/api/admin/plan-prices/lite', body: undefined }]));
    expect(await screen.findByText('Not on sale: no price is set, so Lite cannot be bought.')).toBeTruthy();
  });

  it('shows what is wrong with the amount or the currency before sending anything', async () => {
    const sent = fakeServer({ lite: null, pro: null });
    renderSettings();
    const lite = await waitFor(() => form('Lite price'));
    fireEvent.change(lite.getByLabelText('Amount'), { target: { value: '199.999' } });
    fireEvent.click(lite.getByRole('button', { name: 'Save Lite price' }));
    expect(await lite.findByText('Enter an amount in GBP, such as 199.00')).toBeTruthy();
    expect(lite.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(lite.getByLabelText('Amount'), { target: { value: '199' } });
    fireEvent.change(lite.getByLabelText('Currency'), { target: { value: 'XX' } });
    fireEvent.click(lite.getByRole('button', { name: 'Save Lite price' }));
    expect(await lite.findByText('Currency must be a three-letter currency code such as GBP, EUR or USD')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal under the field it names", async () => {
    fakeServer({ lite: null, pro: null }, { field: 'amountMinor', message: 'must be at most 100000000' });
    renderSettings();
    const lite = await waitFor(() => form('Lite price'));
    fireEvent.change(lite.getByLabelText('Amount'), { target: { value: '250' } });
    fireEvent.click(lite.getByRole('button', { name: 'Save Lite price' }));
    expect(await lite.findByText('Amount must be at most 100000000')).toBeTruthy();
    expect(screen.getByText('Not on sale: no price is set, so Lite cannot be bought.')).toBeTruthy();
  });
});
