// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeprecatedAddresses } from '../../../shared/contract/compat';
import { OldAddressesSection } from './old-addresses-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(answer: DeprecatedAddresses | null) {
  const fetch = vi.fn(async () => (answer ? Response.json(answer) : Response.json({ message: 'x', code: 'INTERNAL' }, { status: 500 })));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OldAddressesSection />
    </QueryClientProvider>,
  );
  return fetch;
}

const address = (over: Partial<DeprecatedAddresses['addresses'][number]>) => ({
  address: 'GET /api/blog',
  successor: 'GET /api/admin/blog-posts',
  callsLast30Days: 0,
  callsTotal: 0,
  lastCalledAt: null,
  ...over,
});

describe('the old API addresses panel', () => {
  it('lists only the addresses called in the last 30 days, with what replaces them, and counts the rest', async () => {
    const fetch = show({
      sunset: '2027-11-30T00:00:00.000Z',
      addresses: [
        address({
          address: 'POST /api/feedback',
          successor: 'POST /api/public/feedback',
          callsLast30Days: 1200,
          callsTotal: 5000,
          lastCalledAt: '2026-11-27T10:00:00Z',
        }),
        address({
          address: 'GET /api/settings/:key',
          successor: null,
          callsLast30Days: 2,
          callsTotal: 2,
          lastCalledAt: '2026-11-20T10:00:00Z',
        }),
        address({ address: 'GET /api/blog', callsTotal: 9, lastCalledAt: '2026-09-01T10:00:00Z' }),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Old addresses called in the last 30 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'POST /api/feedbackPOST /api/public/feedback1,20027 November 2026',
      'GET /api/settings/:keyseveral (see the API document)220 November 2026',
    ]);
    expect(screen.getByText(/2 old addresses were called in the last 30 days/).textContent).toContain(
      'answer until 30 November 2027; 1 of them had no call',
    );
    expect(fetch).toHaveBeenCalledWith('/api/admin/deprecated-addresses', expect.objectContaining({ method: 'GET' }));
  });

  it('says plainly when no integration uses an old address', async () => {
    show({ sunset: '2027-11-30T00:00:00.000Z', addresses: [address({})] });
    expect(await screen.findByText(/No integration called an old address in the last 30 days/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says it could not load the calls when the server fails', async () => {
    show(null);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the calls to old API addresses.');
  });
});
