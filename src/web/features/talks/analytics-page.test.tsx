// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpeakerProfile } from '../../../shared/contract/profile';
import type { SpeakerAnalytics } from '../../../shared/contract/talks';
import { accountPlanKey } from '../../lib/api/account-plan';
import { LITE_TRIAL_PLAN } from '../../lib/api/account-plan-fixtures';
import { speakerAnalyticsKey } from '../../lib/api/speaker-events';
import { AnalyticsContent } from './analytics-page';

vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' }));

const analytics: SpeakerAnalytics = {
  totals: { events: 2, attendees: 8, hotLeads: 5, averageRating: 4.4 },
  perEvent: [
    { id: 1, eventName: 'TechDays Oslo 2026', eventDate: '2026-10-01', responses: 5, hotLeads: 3, testimonials: 4, graphics: 1 },
    { id: 2, eventName: 'HR Summit', eventDate: '2026-11-01', responses: 3, hotLeads: 2, testimonials: 2, graphics: 0 },
  ],
  topRoles: [],
  companies: [],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the analytics totals', () => {
  it('count the answers as responses, not as attendees (the room held more people than answered)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(speakerAnalyticsKey, analytics);
    client.setQueryData(accountPlanKey, LITE_TRIAL_PLAN);
    const profile = { slug: 'nadia-brooks' } as SpeakerProfile;
    const router = createMemoryRouter([{ path: '/speaker/analytics', element: <AnalyticsContent profile={profile} /> }], {
      initialEntries: ['/speaker/analytics'],
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { name: 'Analytics Overview' });
    const totals = screen.getAllByRole('definition').map((dd) => [dd.previousElementSibling?.textContent, dd.textContent]);
    expect(totals).toContainEqual(['Responses', '8']);
    expect(within(document.body).queryByText('Attendees', { exact: true })).toBeNull();
    // On Lite the insights across talks are locked where they would be: the note names PRO, with its button.
    const lock = screen.getByRole('note', { name: 'PRO feature' });
    expect(lock.textContent).toContain('Deeper audience insights are part of PRO.');
    expect(within(lock).getByRole('button', { name: 'Request PRO' })).toBeTruthy();
  });
});
