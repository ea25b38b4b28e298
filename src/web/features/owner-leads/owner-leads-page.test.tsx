// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnerLead, OwnerLeadsResponse } from '../../../shared/contract/owner-leads';
import { personIdOf } from '../../../shared/domain/person-id';
import { OwnerLeadsPage } from './owner-leads-page';

// The admin frame's brand reads the build's version.
vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' }));

const lead = (id: number, kind: OwnerLead['kind'], name: string, email: string | null, detail = ''): OwnerLead => ({
  id,
  kind,
  name,
  email,
  detail,
  status: 'new',
  note: '',
  createdAt: `2026-11-2${id}T10:00:00.000Z`,
  updatedAt: `2026-11-2${id}T10:00:00.000Z`,
  dueAt: null,
});

// Newest first, as the server lists them: Fiona made three requests (her address typed two ways).
const INBOX: OwnerLeadsResponse = {
  leads: [
    lead(5, 'hire_inquiry', 'Fiona Fourways', 'fiona@example.com', 'Keynote for Fourways Ltd'),
    lead(4, 'agent_intro', 'Bo Brandt', 'bo@example.com'),
    lead(3, 'qualified_assessment', 'Fiona Fourways', 'Fiona@Example.com ', 'Readiness score 120 of 120'),
    lead(2, 'waitlist', 'Fiona Fourways', 'fiona@example.com'),
    lead(1, 'whatsapp', 'Nameless', null),
  ],
  newCounts: {
    total: 5,
    byKind: { free_tier_page: 0, whatsapp: 1, agent_intro: 1, hire_inquiry: 1, waitlist: 1, qualified_assessment: 1, upgrade_request: 0 },
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the leads inbox', () => {
  it('shows one card per person, with each of their requests in it and a link to their record', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(INBOX)),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '/admin/leads', element: <OwnerLeadsPage /> }], { initialEntries: ['/admin/leads'] });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Leads' });
    const cards = within(list).getAllByRole('group', { name: /^(Fiona Fourways|Bo Brandt|Nameless)$/ });
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Fiona Fourways', 'Bo Brandt', 'Nameless']);

    const fiona = cards[0]!;
    expect(within(fiona).getByText('3 requests')).toBeTruthy();
    expect(
      within(fiona)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['Hire-a-speaker inquiry: Fiona Fourways', 'Qualified assessment: Fiona Fourways', 'Waitlist: Fiona Fourways']);
    expect(within(fiona).getByRole('link', { name: "Open Fiona Fourways's record" }).getAttribute('href')).toBe(
      `/admin/people/${personIdOf('fiona@example.com')}`,
    );
  });
});

describe('the inbox filter', () => {
  it('comes from the address, so the dashboard can link to one kind and a reload keeps it', async () => {
    const fetchMock = vi.fn(async () => Response.json(INBOX));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '/admin/leads', element: <OwnerLeadsPage /> }], {
      initialEntries: ['/admin/leads?kind=agent_intro&status=bogus'],
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByRole('list', { name: 'Leads' });
    expect((screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value).toBe('agent_intro');
    // An unknown status is ignored rather than sent.
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('');
    const url = String((fetchMock.mock.calls.at(-1) as unknown[])[0]);
    expect(url).toContain('kind=agent_intro');
    expect(url).not.toContain('bogus');
    // The download is the list's own file, with the same filter.
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/admin/leads.csv?kind=agent_intro');

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'new' } });
    await waitFor(() => expect(router.state.location.search).toBe('?kind=agent_intro&status=new'));
  });
});
