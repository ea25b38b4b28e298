// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPGRADE_REQUEST_MESSAGE, type AccountPlan } from '../../../shared/contract/plans';
import type { PlanName } from '../../../shared/domain/plans';
import { LITE_TRIAL_PLAN, TRIAL_ENDED_PLAN } from '../../lib/api/account-plan-fixtures';
import { DEMO_EVENTS } from './demo-data';
import { EventCard, type EventCardActions } from './event-card';
import { HotLeads } from './event-detail-page';
import type { TalkResponse } from '../../../shared/contract/talks';

vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' }));

const event = DEMO_EVENTS[0]!;

/** Renders `ui` with GET /api/account/plan answering `plan`; an upgrade request answers 201. Returns the requests sent. */
function renderWith(plan: AccountPlan, ui: React.ReactNode) {
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return Response.json(
          { id: 1, plan: 'lite', createdAt: '2026-11-28T11:00:00.000Z', message: UPGRADE_REQUEST_MESSAGE },
          { status: 201 },
        );
      }
      if (url === '/api/account/plan') return Response.json(plan);
      return new Response('{}', { status: 404 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return posts;
}

const actions = (): EventCardActions => ({
  downloadHotLeads: vi.fn(),
  downloadAllLeads: vi.fn(),
  sendThankYou: vi.fn(),
  generateGraphics: vi.fn(),
  showQrCode: vi.fn(),
});

/** An event card for a speaker on `plan`; `cardPlan` null: a card without a plan, as the demo draws it. */
const card = (plan: AccountPlan, cardPlan: PlanName | null = plan.plan) => {
  const a = actions();
  const posts = renderWith(plan, <EventCard event={event} detail="/speaker/x/events/1" actions={a} plan={cardPlan ?? undefined} />);
  return { a, posts };
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('an event card on Free', () => {
  it('locks hot leads, thank-you e-mails and graphics, says Lite unlocks them, and the button records an upgrade request', async () => {
    const { a, posts } = card(TRIAL_ENDED_PLAN);
    for (const name of ['Download Hot Leads', 'Send ThankYou', 'Generate Graphics']) {
      const button = screen.getByRole('button', { name: `${name} (part of Lite)` }) as HTMLButtonElement;
      expect(button.disabled, name).toBe(true);
    }
    // The speaker's own data stays open: all leads and the QR code.
    expect((screen.getByRole('button', { name: 'Download All Leads' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Show QR Code' }) as HTMLButtonElement).disabled).toBe(false);
    const note = screen.getByRole('note', { name: 'Lite feature' });
    expect(
      within(note).getByText(
        'Hot lead detection with CSV export, thank-you email generation and the testimonial graphics generator are part of Lite.',
      ),
    ).toBeTruthy();
    await userEvent.setup().click(await within(note).findByRole('button', { name: 'Request Lite' }));
    expect((await within(note).findByRole('status')).textContent).toBe(UPGRADE_REQUEST_MESSAGE);
    expect(posts).toEqual([{ url: '/api/speaker-admin/upgrade-requests', body: { plan: 'lite' } }]);
    expect(a.generateGraphics).not.toHaveBeenCalled();
  });
});

describe('an event card on a plan that includes everything', () => {
  it('locks nothing and shows no note; neither does the demo, which has no plan', async () => {
    card(LITE_TRIAL_PLAN);
    for (const name of ['Download Hot Leads', 'Send ThankYou', 'Generate Graphics'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    const { a } = card(TRIAL_ENDED_PLAN, null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Generate Graphics' }));
    expect(a.generateGraphics).toHaveBeenCalledOnce();
    expect(screen.queryByRole('note')).toBeNull();
  });
});

const hotLead: TalkResponse = {
  id: 1,
  eventId: event.id,
  attendeeName: 'Priya Shah',
  attendeeEmail: 'priya@brightline.example',
  attendeeRole: 'Head of Sales',
  rating: 5,
  isHotLead: true,
  testimonial: 'Practical and funny.',
  notes: null,
  businessInquiry: null,
  contactConsent: true,
  contactConsentAt: '2026-11-20T10:00:00.000Z',
  publishConsent: true,
  publishConsentAt: '2026-11-20T10:00:00.000Z',
  takeaway: null,
  booksSpeakers: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  followUp: { status: 'new', note: '', remindOn: null },
  answers: [],
};

describe("the talk page's hot leads", () => {
  it('on Free: hidden and locked, naming Lite, with the upgrade button', async () => {
    renderWith(TRIAL_ENDED_PLAN, <HotLeads event={event} responses={[hotLead]} bookingLeadsPath="/speaker/x/booking-leads" />);
    const note = await screen.findByRole('note', { name: 'Lite feature' });
    expect(within(note).getByText('Hot lead detection with CSV export is part of Lite.')).toBeTruthy();
    expect(within(note).getByRole('button', { name: 'Request Lite' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download Hot Leads (part of Lite)' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText('priya@brightline.example')).toBeNull();
    expect(screen.getByText('Every answer is still listed under All Responses below.')).toBeTruthy();
  });

  it('on Lite: listed with the download', async () => {
    renderWith(LITE_TRIAL_PLAN, <HotLeads event={event} responses={[hotLead]} bookingLeadsPath="/speaker/x/booking-leads" />);
    expect(await screen.findByText('priya@brightline.example')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download Hot Leads' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
