// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminFunnel } from '../../../shared/contract/admin-console';
import { FunnelSection } from './funnel-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOW = Date.parse('2026-11-28T12:00:00Z');

function show(funnel: AdminFunnel | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => (funnel ? Response.json(funnel) : Response.json({ error: 'x' }, { status: 500 }))),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin', element: <FunnelSection now={NOW} /> }], { initialEntries: ['/admin'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const tile = async (name: string) => screen.findByRole('group', { name });

describe('the dashboard funnel', () => {
  it('shows each count, the share of pages claimed, and how late the oldest agent request is, linking to the inbox', async () => {
    show({
      freePages: 8,
      freePagesAnswered: 5,
      freePageAnswers: 41,
      accountsClaimed: 2,
      openInquiries: 3,
      overdueAgentRequests: 2,
      oldestOverdueDueAt: '2026-11-25T09:00:00Z',
    });
    expect((await tile('Free pages created')).textContent).toContain('8');
    expect((await tile('Answers on free pages')).textContent).toContain('41on 5 pages of 8');
    expect((await tile('Accounts claimed')).textContent).toContain('25 % of free pages');
    const overdue = await tile('Overdue agent requests');
    expect(overdue.textContent).toContain('oldest was due 3 days ago');
    expect(within(overdue).getByRole('link').getAttribute('href')).toBe('/admin/leads?kind=agent_intro');
    expect(
      within(await tile('Open inquiries'))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/admin/leads?kind=hire_inquiry');
  });

  it('says nothing is overdue in words, and shows a failure plainly', async () => {
    show({
      freePages: 0,
      freePagesAnswered: 0,
      freePageAnswers: 0,
      accountsClaimed: 0,
      openInquiries: 0,
      overdueAgentRequests: 0,
      oldestOverdueDueAt: null,
    });
    expect((await tile('Overdue agent requests')).textContent).toContain('none past the 48-hour promise');
    expect((await tile('Accounts claimed')).textContent).not.toContain('%');
    cleanup();
    show(null);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the funnel counts.');
  });
});
