import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { SpeakerProfile } from '../../../shared/contract/profile';
import type { Talk } from '../../../shared/contract/talks';
import type { SpeakerOutletContext } from '../../lib/speaker-context';

const context = { user: { id: 1 }, profile: { slug: 'nadia-brooks' } as SpeakerProfile } as unknown as SpeakerOutletContext;

/** The speaker pages at `path`, behind the speaker layout's context, with a fresh query client. */
export function renderSpeakerRoutes(routes: { path: string; element: ReactNode }[], path: string) {
  const router = createMemoryRouter([{ element: <Outlet context={context} />, children: routes }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** A talk as the API returns it, for component tests; `changes` replace its fields. */
export const aTalk = (changes: Partial<Talk> = {}): Talk => ({
  id: 7,
  eventName: 'People Summit',
  talkTitle: 'Leading Hybrid Teams',
  venue: 'ExCeL',
  client: null,
  hashtag: null,
  eventDate: '2026-10-01T00:00:00.000Z',
  status: 'completed',
  expectedAudienceSize: 100,
  responseCount: 3,
  hotLeadCount: 1,
  contactableResponseCount: 1,
  contactableHotLeadCount: 1,
  testimonialCount: 1,
  graphicsCount: 0,
  averageRating: 4,
  responseRate: 3,
  feedbackUrl: 'http://localhost/qr/nadia-brooks/7',
  askTakeaway: true,
  askBooking: true,
  language: null,
  timeZone: null,
  effectiveTimeZone: 'UTC',
  gift: null,
  questions: [],
  shortCode: 'ABCDEF',
  shortUrl: 'http://localhost/t/ABCDEF',
  createdAt: '2026-09-01T00:00:00.000Z',
  updatedAt: '2026-09-01T00:00:00.000Z',
  ...changes,
});
