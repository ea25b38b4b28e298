// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '../../../shared/contract/api-keys';
import { ApiKeysCard } from './api-keys-card';

// The card against a small stand-in for the three endpoints, which records what the card sent.

const NEW_KEY = `spk_${'N'.repeat(39)}abcd`;
let keys: ApiKey[];
let sent: { method: string; url: string; body?: unknown }[];
let refuseCreate: { status: number; body: unknown } | null;

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  keys = [
    {
      id: 7,
      name: 'Weekly export',
      access: 'read',
      hint: 'spk_…wxyz',
      createdAt: '2026-11-01T09:00:00.000Z',
      lastUsedAt: '2026-11-27T15:30:00.000Z',
    },
  ];
  sent = [];
  refuseCreate = null;
  // <dialog> is not in jsdom: opening it is enough here.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      sent.push({ method, url, body });
      if (method === 'GET') return json(200, { keys });
      if (method === 'POST') {
        if (refuseCreate) return json(refuseCreate.status, refuseCreate.body);
        const input = body as { name: string; access: ApiKey['access'] };
        const created = { id: 8, name: input.name, access: input.access, hint: 'spk_…abcd', createdAt: '2026-11-28T05:00:00.000Z' };
        keys = [...keys, { ...created, lastUsedAt: null }];
        return json(201, { ...created, key: NEW_KEY });
      }
      const id = Number(url.split('/').pop());
      keys = keys.filter((k) => k.id !== id);
      return json(204);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ApiKeysCard />
    </QueryClientProvider>,
  );
}

describe('API keys on the account page', () => {
  it('lists keys with their access, creation and last use, and no key material', async () => {
    renderCard();
    const list = await screen.findByRole('list', { name: 'Your API keys' });
    const row = within(list).getByText('Weekly export').closest('li')!;
    expect(within(row).getByText('Read only')).toBeTruthy();
    expect(row.textContent).toContain('spk_…wxyz');
    expect(row.textContent).toContain('last used 27 Nov 2026');
    expect(row.textContent).toContain('created 1 Nov 2026');
    expect(screen.getByText('1 of 20 keys')).toBeTruthy();
  });

  it('creates a read-write key, shows it once with a warning, and forgets it when done', async () => {
    const user = userEvent.setup();
    renderCard();
    await screen.findByRole('list', { name: 'Your API keys' });
    await user.type(screen.getByLabelText('Key name'), 'Zapier');
    await user.click(screen.getByLabelText(/Read and write/));
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const shown = (await screen.findByLabelText('Your new API key')) as HTMLInputElement;
    expect(shown.value).toBe(NEW_KEY);
    expect(screen.getByText(/You will not see this key again/)).toBeTruthy();
    // The panel's heading takes focus, so it is read first.
    expect(document.activeElement?.textContent).toContain('Key “Zapier” created');
    expect(sent.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/speaker-admin/api-keys',
      body: { name: 'Zapier', access: 'read-write' },
    });
    // The form is empty again and the list has the new key, never used.
    expect((screen.getByLabelText('Key name') as HTMLInputElement).value).toBe('');
    const row = (await screen.findByText('Zapier', { selector: 'li span' })).closest('li')!;
    expect(within(row).getByText('Read and write')).toBeTruthy();
    expect(row.textContent).toContain('never used');
    expect(row.textContent).not.toContain(NEW_KEY);

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByLabelText('Your new API key')).toBeNull();
    expect(document.body.textContent).not.toContain(NEW_KEY);
  });

  it('asks for a name before sending anything', async () => {
    const user = userEvent.setup();
    renderCard();
    await screen.findByRole('list', { name: 'Your API keys' });
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const name = screen.getByLabelText('Key name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(name);
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
  });

  it('shows the server’s problem with the name under the field, and a limit reached as an alert', async () => {
    const user = userEvent.setup();
    renderCard();
    await screen.findByRole('list', { name: 'Your API keys' });
    refuseCreate = {
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid body: name is taken',
        details: { fields: [{ field: 'name', message: 'is taken' }] },
      },
    };
    await user.type(screen.getByLabelText('Key name'), 'Make');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(/is taken/)).toBeTruthy();
    expect(screen.queryByRole('alert', { name: /could not be created/ })).toBeNull();

    refuseCreate = { status: 409, body: { code: 'CONFLICT', message: 'You already have 20 API keys, the most an account may have.' } };
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(/You already have 20 API keys/)).toBeTruthy();
    expect(screen.queryByLabelText('Your new API key')).toBeNull();
  });

  it('revokes a key only after a confirmation', async () => {
    const user = userEvent.setup();
    renderCard();
    await screen.findByRole('list', { name: 'Your API keys' });
    await user.click(screen.getByRole('button', { name: 'Revoke Weekly export' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke “Weekly export”?' });
    // Cancel is focused, so Enter does not revoke by accident.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    expect(screen.getByText('Weekly export')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Revoke Weekly export' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/speaker-admin/api-keys/7']);
  });
});
