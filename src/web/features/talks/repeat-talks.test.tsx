// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpeakerProfile } from '../../../shared/contract/profile';
import type { TalkImportPreview } from '../../../shared/contract/talks';
import { DuplicateTalk } from './duplicate-talk';
import { aTalk } from './talk-fixture';
import { ImportTalksContent } from './import-talks-page';

vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const profile = { slug: 'nadia-brooks' } as SpeakerProfile;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Renders `element` at `path` with a router that also knows where the page may go next. */
function renderAt(element: React.ReactNode, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '/speaker/:slug/events', element: <h1>All Events</h1> },
      { path: '/speaker/:slug/events/:id', element: <h1>Event page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/**
 * Answers the page's calls to the speaker's API with `answer`, and the frame's and plan notice's
 * own calls with a 401 (no notice); returns the calls made to the speaker's API.
 */
function stubApi(answer: (url: string) => Response) {
  const calls: [string, RequestInit][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (!url.startsWith('/api/speaker-admin/')) return json(401, { code: 'UNAUTHORIZED', message: 'Sign in' });
      calls.push([url, init]);
      return answer(url);
    }),
  );
  return calls;
}

const csvFile = (text: string) => new File([text], 'talks.csv', { type: 'text/csv' });

describe('the import page', () => {
  const withProblem: TalkImportPreview = {
    talks: [
      {
        line: 2,
        talkTitle: 'Leading Hybrid Teams',
        eventName: 'People Summit',
        eventDate: '2026-12-10T00:00:00.000Z',
        venue: 'ExCeL',
        client: null,
        hashtag: null,
        expectedAudienceSize: 250,
        language: null,
        timeZone: null,
        askTakeaway: false,
        askBooking: true,
      },
    ],
    problems: [{ line: 3, column: 'Date', field: 'eventDate', message: 'Date must be a date (e.g. 2026-05-14)' }],
    maxRows: 200,
  };

  it('previews the file: the talks it would create in a table, each problem by its line, and no create button while there is one', async () => {
    const calls = stubApi(() => json(200, withProblem));
    renderAt(<ImportTalksContent profile={profile} />, '/speaker/nadia-brooks/events/import');
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile('Talk title,Event name,Date\nA,B,2026-12-10\nC,D,someday'));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toMatch(/^1 problem to fix/);
    expect(within(alert).getByRole('listitem').textContent).toBe('Line 3: Date must be a date (e.g. 2026-05-14)');
    const table = screen.getByRole('table', { name: '1 talk to create' });
    const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
    expect([...cells].map((c) => c.textContent)).toEqual([
      '2',
      'Leading Hybrid Teams',
      'People Summit',
      expect.any(String),
      'ExCeL',
      '250',
      'No',
      'Yes',
    ]);
    expect((screen.getByRole('button', { name: 'Create talks' }) as HTMLButtonElement).disabled).toBe(true);
    // The file's text went to the preview, as it was read.
    const [url, init] = calls[0]!;
    expect(url).toBe('/api/speaker-admin/talk-imports/previews');
    expect(JSON.parse(init.body as string).csv).toContain('C,D,someday');
  });

  it('creates the talks of a clean file and goes to the list', async () => {
    const clean = { ...withProblem, problems: [] };
    const calls = stubApi((url) => (url.endsWith('talk-imports') ? json(201, { talks: [] }) : json(200, clean)));
    const router = renderAt(<ImportTalksContent profile={profile} />, '/speaker/nadia-brooks/events/import');
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile('Talk title,Event name\nA,B'));
    await userEvent.click(await screen.findByRole('button', { name: 'Create 1 talk' }));
    await screen.findByRole('heading', { name: 'All Events' });
    expect(router.state.location.pathname).toBe('/speaker/nadia-brooks/events');
    expect(calls.map((c) => c[0])).toEqual(['/api/speaker-admin/talk-imports/previews', '/api/speaker-admin/talk-imports']);
  });

  it('refuses a file that is not UTF-8 before sending it', async () => {
    const calls = stubApi(() => json(500, {}));
    renderAt(<ImportTalksContent profile={profile} />, '/speaker/nadia-brooks/events/import');
    await userEvent.upload(screen.getByLabelText('CSV file'), new File([new Uint8Array([0x54, 0xe9, 0x2c, 0x41])], 'latin1.csv'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/not UTF-8/);
    expect(calls).toEqual([]);
  });
});

describe('Duplicate', () => {
  const talk = aTalk();

  it('sends the event name and date typed, then opens the new talk', async () => {
    const calls = stubApi(() => json(201, { ...talk, id: 8 }));
    const router = renderAt(
      <DuplicateTalk event={talk} detailPath={(id) => `/speaker/nadia-brooks/events/${id}`} />,
      '/speaker/nadia-brooks/events/7',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    const name = screen.getByLabelText(/Event name/);
    expect((name as HTMLInputElement).value).toBe('People Summit');
    await userEvent.clear(name);
    await userEvent.type(name, 'HR Tech Europe');
    await userEvent.type(screen.getByLabelText(/Event date/), '2027-03-02');
    await userEvent.click(screen.getByRole('button', { name: 'Create the copy' }));
    await screen.findByRole('heading', { name: 'Event page' });
    expect(router.state.location.pathname).toBe('/speaker/nadia-brooks/events/8');
    const [url, init] = calls[0]!;
    expect(url).toBe('/api/speaker-admin/talks/7/copies');
    expect(JSON.parse(init.body as string)).toEqual({ eventName: 'HR Tech Europe', eventDate: '2027-03-02' });
  });

  it('shows the server’s problem under its field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          code: 'VALIDATION_ERROR',
          message: 'Invalid body',
          details: { fields: [{ field: 'eventDate', message: 'must be within the next 5 years' }] },
        }),
      ),
    );
    renderAt(<DuplicateTalk event={talk} detailPath={(id) => `/x/${id}`} />, '/speaker/nadia-brooks/events/7');
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    await userEvent.type(screen.getByLabelText(/Event date/), '2099-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Create the copy' }));
    expect(await screen.findByText(/must be within the next 5 years/)).toBeTruthy();
  });
});
