// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphicApproval } from '../../../shared/contract/graphics';
import type { AccountPlan } from '../../../shared/contract/plans';
import type { SpeakerProfile } from '../../../shared/contract/profile';
import { LITE_TRIAL_PLAN, TRIAL_ENDED_PLAN } from '../../lib/api/account-plan-fixtures';
import { GraphicsApprovalPage } from './graphics-approval-page';

vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' }));

/** A testimonial offered on Lite whose graphic was never rendered. */
const offered: GraphicApproval = {
  graphicId: 5,
  testimonial: {
    testimonial: 'Practical and funny.',
    attendeeName: 'Priya',
    speakerName: 'Maya Okafor',
    rating: 5,
    attendeeRole: 'Head of Sales',
  },
  event: {
    id: 7,
    name: 'Growth Summit',
    talkTitle: 'Stories That Sell',
    hashtag: null,
    status: 'completed',
    eventDate: '2026-11-20T00:00:00.000Z',
  },
  speaker: { name: 'Maya Okafor', email: 'maya@example.com', brandColorPrimary: '#4f46e5', brandColorSecondary: '#db2777' },
  existingGraphic: null,
  testimonialPosition: 1,
  totalTestimonials: 2,
  navigation: { nextId: 6, eventId: 7 },
  layout: 'classic',
  linkedinPostText: null,
  shareUrl: null,
  approvedAt: null,
  quote: { text: 'Practical and funny.', chosen: false, maxLength: 180 },
};

/** Renders the page for graphic 5 with the API answering `plan`; returns the requests that would change something. */
function renderFor(plan: AccountPlan) {
  const others: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/account/plan') return Response.json(plan);
      if (url === '/api/speaker-admin/graphics/5' && (init.method ?? 'GET') === 'GET') return Response.json(offered);
      if ((init.method ?? 'GET') !== 'GET') others.push(`${init.method} ${url}`);
      return new Response('{}', { status: 404 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const profile = { slug: 'maya-okafor' } as SpeakerProfile;
  const router = createMemoryRouter(
    [
      {
        element: <Outlet context={{ user: { id: 1, email: 'maya@example.com' }, profile }} />,
        children: [{ path: '/graphics-approval/:graphicId', element: <GraphicsApprovalPage /> }],
      },
    ],
    { initialEntries: ['/graphics-approval/5'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return others;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the graphics page on Free', () => {
  it('reads the testimonial, names Lite with the upgrade button, and renders nothing', async () => {
    const writes = renderFor(TRIAL_ENDED_PLAN);
    const note = await screen.findByRole('note', { name: 'Lite feature' });
    expect(within(note).getByText('The testimonial graphics generator is part of Lite.')).toBeTruthy();
    expect(within(note).getByRole('button', { name: 'Request Lite' })).toBeTruthy();
    expect(screen.getByText('“Practical and funny.”')).toBeTruthy();
    for (const name of ['Regenerate', 'Generate All'])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled, name).toBe(true);
    // Browsing and deleting what is there stay open.
    for (const name of ['Next', 'Delete']) expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled, name).toBe(false);
    expect(screen.queryByText(/Generating in/)).toBeNull();
    expect(writes).toEqual([]);
  });
});

describe('the graphics page on Lite', () => {
  it('shows no lock and starts the countdown to render the graphic', async () => {
    renderFor(LITE_TRIAL_PLAN);
    expect(await screen.findByText('“Practical and funny.”')).toBeTruthy();
    await vi.waitFor(() => expect((screen.getByRole('button', { name: 'Regenerate' }) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
