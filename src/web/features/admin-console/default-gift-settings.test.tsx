// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DefaultGiftSettings } from './default-gift-settings';

/** What the page sent through XMLHttpRequest (the upload, which reports progress). */
interface Sent {
  method: string;
  url: string;
  field: string | undefined;
}

/** An XMLHttpRequest that records the request and answers like the server does for a stored gift file. */
function fakeXhr(sent: Sent[]) {
  return class {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request = { method: '', url: '' };
    open(method: string, url: string) {
      this.request = { method, url };
    }
    send(form: FormData) {
      sent.push({ ...this.request, field: [...form.keys()][0] });
      this.status = 200;
      this.responseText = JSON.stringify({ fileUrl: '/api/files/abc123/playbook.pdf', fileName: 'playbook.pdf' });
      queueMicrotask(() => this.onload?.());
    }
    abort() {}
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the free gift settings', () => {
  it('uploads the gift file with PUT to its address, in the field the server reads, and fills the link with it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ available: false, gift: null })),
    );
    const sent: Sent[] = [];
    vi.stubGlobal('XMLHttpRequest', fakeXhr(sent));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DefaultGiftSettings />
      </QueryClientProvider>,
    );
    const input = await screen.findByLabelText('Or upload the gift as a file (optional)');
    const file = new File(['%PDF-1.4'], 'playbook.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect((screen.getByLabelText(/Gift link/) as HTMLInputElement).value).toBe('/api/files/abc123/playbook.pdf'));
    expect(sent).toEqual([{ method: 'PUT', url: '/api/admin/default-gift/file', field: 'giftFile' }]);
    expect(screen.getByText('playbook.pdf uploaded: save to offer it.')).toBeTruthy();
  });
});
