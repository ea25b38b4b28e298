// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from './reset-password-page';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/reset-password', element: <ResetPasswordPage /> }], {
    initialEntries: ['/reset-password?token=t0k3n'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Lets run every timer set before this call (timers of equal delay run in the order they were set). */
const timersSetBefore = () => new Promise((resolve) => setTimeout(resolve, 1));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a refused new password', () => {
  it('moves the caret to the refused field once: typing in another field afterwards stays there', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    const user = userEvent.setup();
    renderPage();
    const password = await screen.findByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');

    await user.type(password, 'keynote-one');
    await user.type(confirm, 'keynote-two');
    const save = screen.getByRole('button', { name: 'Save new password' });
    save.focus();
    fireEvent.click(save);
    // Checking the values takes only promises, no timers.
    for (let turn = 0; turn < 1000 && document.activeElement !== confirm; turn += 1) await Promise.resolve();
    expect(document.activeElement).toBe(confirm);

    // The person goes back to the first field at once; nothing pulls the caret away again.
    password.focus();
    await timersSetBefore();
    expect(document.activeElement).toBe(password);
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    await user.keyboard('!');
    expect((password as HTMLInputElement).value).toBe('keynote-one!');
    expect((confirm as HTMLInputElement).value).toBe('keynote-two');
  });
});
