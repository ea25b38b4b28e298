// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AudienceDetail, AudienceSummary } from '../../../shared/contract/admin-console';
import { AdminCampaignPanel } from './admin-campaign-panel';
import { AudiencesPage } from './audiences-page';

// The admin frame's brand reads the build's version.
vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' }));

const HOT: AudienceSummary = {
  key: 'hot_lead',
  label: 'Hot leads (rated SpeakerPro 4+ stars)',
  description: 'People who rated SpeakerPro 4 or 5 stars on the product feedback form.',
  memberCount: 2,
  eligibleCount: 1,
  excluded: [{ reason: 'opted out of marketing e-mail', count: 1 }],
};
const FREE: AudienceSummary = {
  key: 'free_page_speakers',
  label: 'Free-page speakers who agreed to marketing e-mail',
  description: 'Speakers who made a free page.',
  memberCount: 3,
  eligibleCount: 1,
  excluded: [{ reason: 'gave no marketing consent', count: 2 }],
};
const HOT_MEMBERS: AudienceDetail = {
  ...HOT,
  members: [
    { name: 'Hana Hot', email: 'hana@example.com', detail: 'Rated SpeakerPro 5 stars', reason: null },
    { name: 'Olle Out', email: 'olle@example.com', detail: 'Rated SpeakerPro 4 stars', reason: 'opted out of marketing e-mail' },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string, routes: { path: string; element: React.ReactNode }[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the audiences page', () => {
  it('shows each audience with who is e-mailed and why the others are not, opens the full list, and starts a campaign to it', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/admin/audiences')) return Response.json([HOT, FREE]);
      if (url.endsWith('/api/admin/audiences/hot_lead')) return Response.json(HOT_MEMBERS);
      return new Response('not found', { status: 404 });
    });
    vi.stubGlobal('fetch', fetch);
    renderAt('/admin/audiences', [{ path: '/admin/audiences', element: <AudiencesPage /> }]);

    const hot = await screen.findByRole('region', { name: HOT.label });
    expect(within(hot).getByText('1 e-mailed · 1 not e-mailed (1 opted out of marketing e-mail)')).toBeTruthy();
    const free = screen.getByRole('region', { name: FREE.label });
    expect(within(free).getByText('1 e-mailed · 2 not e-mailed (2 gave no marketing consent)')).toBeTruthy();
    expect(within(free).getByText('3 people')).toBeTruthy();

    // The list is fetched only when opened.
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/hot_lead'))).toBe(false);
    fireEvent.click(within(hot).getByRole('button', { name: `Show list of ${HOT.label}` }));
    const table = await within(hot).findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Hana Hot', 'hana@example.com', 'Rated SpeakerPro 5 stars', 'Yes'],
      ['Olle Out', 'olle@example.com', 'Rated SpeakerPro 4 stars', 'No: opted out of marketing e-mail'],
    ]);
    expect(
      within(hot)
        .getByRole('button', { name: `Hide list of ${HOT.label}` })
        .getAttribute('aria-expanded'),
    ).toBe('true');

    expect(
      within(hot)
        .getByRole('link', { name: `Create a campaign to ${HOT.label}` })
        .getAttribute('href'),
    ).toBe('/admin?audience=hot_lead');
  });
});

describe('the campaign generator opened from an audience', () => {
  it('has that audience chosen as the recipient group; an unknown one chooses nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([])),
    );
    renderAt('/admin?audience=free_page_speakers', [{ path: '/admin', element: <AdminCampaignPanel /> }]);
    const select = (await screen.findByLabelText('Recipient group')) as HTMLSelectElement;
    expect(select.value).toBe('free_page_speakers');
    expect(select.selectedOptions[0]!.textContent).toBe('Free-page speakers who agreed to marketing e-mail');
    cleanup();

    renderAt('/admin?audience=attendees', [{ path: '/admin', element: <AdminCampaignPanel /> }]);
    expect(((await screen.findByLabelText('Recipient group')) as HTMLSelectElement).value).toBe('');
  });
});
