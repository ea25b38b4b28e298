// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ThankYouEmail } from '../../../shared/contract/campaigns';
import type { SpeakerProfile } from '../../../shared/contract/profile';
import type { AccountPlan } from '../../../shared/contract/plans';
import { LITE_TRIAL_PLAN, TRIAL_ENDED_PLAN } from '../../lib/api/account-plan-fixtures';
import { EmailApprovalPage } from './email-approval-page';

const ATTENDEES = [
  { name: 'Ana Lima', email: 'ana@example.com', firstName: 'Ana' },
  { name: 'Marcus Berg', email: 'marcus@example.com', firstName: 'Marcus' },
  { name: 'Bo Park', email: 'bo@example.com', firstName: 'Bo' },
];

function draft(): ThankYouEmail {
  return {
    emailId: 'em_1',
    status: 'pending',
    subject: 'Thank you for coming, Ana',
    content: 'Hi Ana,\n\nThank you.',
    recipientCount: ATTENDEES.length,
    sentCount: 0,
    failedCount: 0,
    queuedCount: 0,
    skippedCount: 0,
    skippedReasons: [],
    outboxCount: 0,
    sentAt: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    recipients: ATTENDEES.map((a) => ({
      name: a.name,
      email: a.email,
      rating: 5,
      status: 'pending' as const,
      optedOut: false,
      excluded: false,
      skipReason: null,
      preview: { subject: `Thank you for coming, ${a.firstName}`, text: `Hi ${a.firstName},\n\nThank you.` },
      values: { firstName: a.firstName },
    })),
    event: {
      id: 7,
      name: 'TechDays Oslo 2026',
      talkTitle: 'Keynote: Stories That Sell',
      status: 'completed',
      eventDate: '2026-11-20T00:00:00.000Z',
    },
    speaker: { name: 'Maya Okafor', email: 'maya@example.com' },
    template: { subject: 'Thank you for coming, {{firstName}}', body: 'Hi {{firstName}},\n\nThank you.' },
  };
}

let sent: unknown[];
let plan: AccountPlan;

beforeEach(() => {
  window.sessionStorage.clear();
  sent = [];
  plan = LITE_TRIAL_PLAN;
  // <dialog> is not in jsdom: opening it is enough here.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/approval')) {
        sent.push(JSON.parse(String(init?.body)));
        return Response.json({ id: 'em_1', message: 'Approved.', status: 'approved', ...counts() });
      }
      if (url === '/api/account/plan') return Response.json(plan);
      return Response.json(draft());
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const counts = () => ({ recipientCount: 2, sentCount: 0, failedCount: 0, queuedCount: 2, skippedCount: 0, outboxCount: 2 });

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const profile = { slug: 'maya-okafor' } as SpeakerProfile;
  const router = createMemoryRouter(
    [
      {
        element: <Outlet context={{ user: { id: 1, email: 'maya@example.com' }, profile }} />,
        children: [{ path: '/email-approval/:emailId', element: <EmailApprovalPage /> }],
      },
      { path: '*', element: <p>the dashboard</p> },
    ],
    { initialEntries: ['/email-approval/em_1'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const preview = () => screen.getByRole('region', { name: /^E-mail to / });

describe('approving a thank-you e-mail: what the page shows is what is sent', () => {
  it('counts the ticked attendees, previews the edited words and sends them unsaved', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('button', { name: 'Send to 3 attendees' })).toBeTruthy();
    expect(screen.getByText('· Keynote: Stories That Sell')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.queryByText(/Your changes are not saved yet/)).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /Marcus Berg/ }));
    expect(screen.getByRole('button', { name: 'Send to 2 attendees' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recipients (2)' })).toBeTruthy();

    const subject = screen.getByLabelText(/^Subject/);
    await user.clear(subject);
    await user.type(subject, 'Slides from Oslo, {{{{firstName}}');
    const message = screen.getByLabelText(/^Message/);
    await user.clear(message);
    await user.type(message, 'Dear {{{{firstName}}, here are the slides.');
    expect(within(preview()).getByText('Slides from Oslo, Ana')).toBeTruthy();
    expect(within(preview()).getByText('Dear Ana, here are the slides.')).toBeTruthy();
    expect(screen.getByText(/Your changes are not saved yet/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send to 2 attendees' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      subject: 'Slides from Oslo, {{firstName}}',
      body: 'Dear {{firstName}}, here are the slides.',
      recipients: ['ana@example.com', 'bo@example.com'],
    });
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: /Marcus Berg/ }));
    await user.click(screen.getAllByRole('link', { name: 'Back to Dashboard' })[0]!);
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send to 2 attendees' })).toBeTruthy();

    await user.click(screen.getAllByRole('link', { name: 'Back to Dashboard' })[0]!);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('the dashboard')).toBeTruthy();
  });

  it('keeps typed words over a reload, and leaves without asking when nothing changed', async () => {
    const user = userEvent.setup();
    renderPage();
    const subject = await screen.findByLabelText(/^Subject/);
    await user.type(subject, ' again');
    cleanup();
    renderPage();
    expect(((await screen.findByLabelText(/^Subject/)) as HTMLInputElement).value).toBe('Thank you for coming, {{firstName}} again');
    await user.clear(screen.getByLabelText(/^Subject/));
    await user.type(screen.getByLabelText(/^Subject/), 'Thank you for coming, {{{{firstName}}');
    await user.click(screen.getAllByRole('link', { name: 'Back to Dashboard' })[0]!);
    expect(await screen.findByText('the dashboard')).toBeTruthy();
  });
});

describe('a draft made on Lite, read on Free', () => {
  it('shows the e-mail and its recipients read-only, says Lite sends it, and the button records an upgrade request', async () => {
    plan = TRIAL_ENDED_PLAN;
    renderPage();
    const note = await screen.findByRole('note', { name: 'Lite feature' });
    expect(within(note).getByText('Thank-you email generation is part of Lite.')).toBeTruthy();
    expect(screen.getByText('This draft is kept as it is; nothing has been sent.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recipients (3)' })).toBeTruthy();
    expect(within(preview()).getByText('Thank you for coming, Ana')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Send to/ })).toBeNull();
    expect(screen.queryByLabelText(/^Subject/)).toBeNull();
    expect(within(note).getByRole('button', { name: 'Request Lite' })).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
