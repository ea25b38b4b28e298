// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPGRADE_REQUEST_MESSAGE } from '../../../shared/contract/plans';
import { UpgradeToLitePage } from './upgrade-to-lite-page';

vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' }));

const SPEAKER = { id: 7, email: 'maya@example.com', firstName: 'Maya', lastName: 'Okafor', role: 'speaker', emailVerified: true };

/** The page at `entry`, for a signed-in speaker on Free or for a visitor; returns the requests it posts. */
function renderPage(entry: string, user: typeof SPEAKER | null) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/account/user')
        return user ? Response.json(user) : Response.json({ code: 'UNAUTHORIZED', message: 'Authentication required' }, { status: 401 });
      if (url === '/api/account/plan') return Response.json({ plan: 'free', features: ['freeQrPage'], record: null, pendingRequest: null });
      if (init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { plan: string };
        posts.push(body);
        return Response.json(
          { id: 1, plan: body.plan, createdAt: '2026-11-28T11:00:00.000Z', message: UPGRADE_REQUEST_MESSAGE },
          { status: 201 },
        );
      }
      return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <MemoryRouter initialEntries={[entry]}>
        <UpgradeToLitePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return posts;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/upgrade-to-lite', () => {
  it('links to the pricing page as a page the browser loads from the server', async () => {
    renderPage('/upgrade-to-lite', null);
    const link = await screen.findByRole('link', { name: 'Compare the plans and their prices' });
    expect(link.getAttribute('href')).toBe('/pricing');
    expect(await screen.findByRole('link', { name: 'Sign in to request Lite' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/pricing');
  });

  it('asks for PRO when the pricing page sent the speaker with ?plan=pro', async () => {
    const posts = renderPage('/upgrade-to-lite?plan=pro', SPEAKER);
    expect(screen.getByText(/You are asking for PRO/)).toBeTruthy();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Request PRO' }));
    expect(await screen.findByText(UPGRADE_REQUEST_MESSAGE)).toBeTruthy();
    expect(posts).toEqual([{ plan: 'pro' }]);
  });

  it('asks for Lite otherwise', async () => {
    const posts = renderPage('/upgrade-to-lite', SPEAKER);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Request Upgrade' }));
    expect(await screen.findByText(UPGRADE_REQUEST_MESSAGE)).toBeTruthy();
    expect(posts).toEqual([{ plan: 'lite' }]);
  });
});
