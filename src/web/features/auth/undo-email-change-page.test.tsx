// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UndoEmailChangePage } from './undo-email-change-page';

function renderPage(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/undo-email-change', element: <UndoEmailChangePage /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the undo link of a change of e-mail', () => {
  it('sends nothing until the button is pressed, then says what the server did', async () => {
    const message = "Your account's e-mail address is maya@example.com again, and every device has been signed out.";
    const reversals: unknown[] = [];
    // The page's header may read the current user; only the reversal is counted.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (!String(input).includes('/api/public/email-restorations')) return json(401, { code: 'UNAUTHORIZED', message: 'no' });
        reversals.push(JSON.parse(String(init?.body)));
        return json(200, { message, email: 'maya@example.com' });
      }),
    );
    renderPage('/undo-email-change?token=t0k3n');
    const button = await screen.findByRole('button', { name: 'Put this address back' });
    expect(reversals).toEqual([]);
    await userEvent.setup().click(button);
    expect(await screen.findByRole('heading', { name: 'Your address is back' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(reversals).toEqual([{ token: 't0k3n' }]);
    expect(screen.getByRole('link', { name: 'Choose a new password' }).getAttribute('href')).toBe('/forgot-password');
  });

  it("shows the server's refusal of a used or expired link", async () => {
    const refusal = 'This link is invalid, has already been used or has expired. Please ask for a new one.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { code: 'INVALID_TOKEN', message: refusal })),
    );
    renderPage('/undo-email-change?token=t0k3n');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Put this address back' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });

  it('offers nothing for a link without a token', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderPage('/undo-email-change');
    expect((await screen.findByRole('alert')).textContent).toMatch(/not valid/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
