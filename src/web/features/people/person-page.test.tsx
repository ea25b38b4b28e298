// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Person } from '../../../shared/contract/people';
import { personIdOf } from '../../../shared/domain/person-id';
import { PersonPage } from './person-page';

// The admin frame's brand reads the build's version.
vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' }));

const ID = personIdOf('fiona@example.com');
const FIONA: Person = {
  id: ID,
  name: 'Fiona Fourways',
  nameSource: 'waitlist',
  emails: ['fiona@example.com'],
  leadStatus: 'new',
  speakerAccountId: null,
  timeline: [
    { at: '2026-11-01T09:00:00.000Z', kind: 'waitlist', summary: 'Joined the waitlist', outcome: null },
    { at: '2026-11-02T09:00:00.000Z', kind: 'assessment', summary: 'Took the readiness assessment: 120/120, qualified', outcome: null },
    { at: '2026-11-03T09:00:00.000Z', kind: 'campaign-email', summary: 'Campaign e-mail "Following up from SpeakerPro"', outcome: 'sent' },
    { at: '2026-11-04T09:00:00.000Z', kind: 'inquiry', summary: 'Inquiry: Keynote · Fourways Ltd', outcome: null },
  ],
};

/** The page against a stubbed API: GET answers Fiona, a POST of a message answers 201. Answers the calls made. */
function renderPage() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST' && url.endsWith('/messages')) {
        return Response.json({ id: 7, to: 'fiona@example.com', replyTo: 'owner@example.com', status: 'queued' }, { status: 201 });
      }
      return Response.json(FIONA);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin/people/:personId', element: <PersonPage /> }], {
    initialEntries: [`/admin/people/${ID}`],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the person page', () => {
  it('shows the name, where it came from, and the timeline in order with each e-mail outcome', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fiona Fourways' })).toBeTruthy();
    expect(screen.getByText(/Name from the waitlist/)).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/Waitlist.*Joined the waitlist/),
      expect.stringMatching(/Assessment.*120\/120, qualified/),
      expect.stringMatching(/Campaign e-mail.*Following up from SpeakerPro.*sent$/),
      expect.stringMatching(/Inquiry.*Keynote/),
    ]);
    expect(screen.getByText('New')).toBeTruthy();
  });

  it('refuses an empty or overlong message in the form, naming the field, and sends nothing', async () => {
    const calls = renderPage();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Fiona Fourways' });
    await user.click(screen.getByRole('button', { name: 'Send e-mail' }));
    const subject = screen.getByLabelText('Subject');
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(subject);
    expect(screen.getAllByText(/is required/)).toHaveLength(2);

    await user.type(screen.getByLabelText('Message'), 'Shall we talk?');
    subject.removeAttribute('maxlength');
    await user.type(subject, 'x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Send e-mail' }));
    expect(await screen.findByText(/must be at most 200 characters/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('sends subject and text, then says the message is in the outbox', async () => {
    const calls = renderPage();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Fiona Fourways' });
    await user.type(screen.getByLabelText('Subject'), 'Your keynote');
    await user.type(screen.getByLabelText('Message'), 'Shall we talk?');
    await user.click(screen.getByRole('button', { name: 'Send e-mail' }));
    expect(await screen.findByText('Your message to fiona@example.com is in the outbox; replies come to you.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/admin/people/${ID}/messages`, body: { subject: 'Your keynote', text: 'Shall we talk?' } },
    ]);
  });
});
