// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WelcomeEmailCampaign } from '../../../shared/contract/campaigns';
import { welcomeCampaignQueryOptions } from './api/welcome-campaign';
import { WelcomeEmailApprovalPage } from './welcome-email-approval-page';

vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' }));

const ID = 'w'.repeat(22);
const BASE: WelcomeEmailCampaign = {
  id: ID,
  status: 'pending_approval',
  recipientName: 'Paula Park',
  recipientEmail: 'paula@example.com',
  createdAt: '2026-11-27T10:00:00.000Z',
  sentAt: null,
  emailSubject: 'Welcome to the SpeakerPro waitlist, Paula!',
  emailHtml: '<p>Hi Paula,</p>',
  emailText: 'Hi Paula,',
  campaignData: { totalMembers: 3 },
  optedOut: false,
  skipReason: null,
  obsoleteReason: null,
  recipientCount: 1,
  sentCount: 0,
  outboxCount: 0,
  failedCount: 0,
  skippedCount: 0,
  skippedReasons: [],
  queuedCount: 0,
};

function renderWelcome(data: WelcomeEmailCampaign) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(welcomeCampaignQueryOptions(ID).queryKey, data);
  const router = createMemoryRouter([{ path: '/welcome-email-approvals/:campaignId', element: <WelcomeEmailApprovalPage /> }], {
    initialEntries: [`/welcome-email-approvals/${ID}`],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the welcome e-mail approval page', () => {
  it('a welcome skipped at sending shows a neutral "skipped" badge and the stored reason, never "sent" or "opted out"', async () => {
    renderWelcome({
      ...BASE,
      status: 'sent',
      sentAt: '2026-11-27T10:05:00.000Z',
      skipReason: 'already welcomed',
      skippedCount: 1,
      skippedReasons: [{ reason: 'already welcomed', count: 1 }],
    });
    expect(await screen.findByText('Welcome e-mail skipped')).toBeTruthy();
    expect(screen.getByText('Nothing was sent to paula@example.com: already welcomed.')).toBeTruthy();
    const recipient = screen.getByRole('heading', { name: 'Recipient' }).closest('section') ?? document.body;
    expect(within(recipient as HTMLElement).getByText('skipped')).toBeTruthy();
    expect(within(recipient as HTMLElement).queryByText('sent')).toBeNull();
    expect(document.body.textContent).not.toMatch(/opted out/);
  });

  it('an obsolete draft says why and offers to discard it instead of sending', async () => {
    renderWelcome({ ...BASE, skipReason: 'already welcomed', obsoleteReason: 'already welcomed' });
    expect(await screen.findByText('This draft is obsolete')).toBeTruthy();
    expect(screen.getByText(/paula@example\.com was already welcomed by another e-mail/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discard draft' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
  });
});
