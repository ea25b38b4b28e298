// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AudienceInsights, TalkInsight, TalkRatings } from '../../../shared/contract/insights';
import type { AccountPlan } from '../../../shared/contract/plans';
import { accountPlanKey } from '../../lib/api/account-plan';
import { LITE_TRIAL_PLAN } from '../../lib/api/account-plan-fixtures';
import { audienceInsightsKey, insightsKey } from './api/get-insights';
import { toggleCompared } from './insights-math';
import { RatingBars, ratingsSummary } from './rating-distribution';
import { TalkInsights } from './talk-insights';

vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' }));

const PRO: AccountPlan = { ...LITE_TRIAL_PLAN, plan: 'pro', features: [...LITE_TRIAL_PLAN.features, 'insights'] };

const talk = (id: number, title: string, date: string, over: Partial<TalkInsight> = {}): TalkInsight => ({
  id,
  title,
  eventName: `Event ${id}`,
  date: `${date}T00:00:00.000Z`,
  responses: 0,
  average: null,
  responseRate: null,
  hotLeadShare: null,
  distribution: [0, 0, 0, 0, 0],
  ...over,
});

const TALKS: TalkInsight[] = [
  talk(1, 'Stories That Sell', '2026-06-10', {
    responses: 12,
    average: 3.8,
    responseRate: 30,
    hotLeadShare: 67,
    distribution: [1, 1, 2, 3, 5],
  }),
  talk(2, 'Remote Teams', '2026-07-01', { responses: 3, hotLeadShare: 67, distribution: [0, 1, 0, 1, 1] }),
  talk(3, 'stories that sell', '2026-08-01', { responses: 1, hotLeadShare: 100, distribution: [0, 0, 0, 0, 1] }),
  talk(4, 'Quiet Talk', '2026-09-01'),
  talk(5, 'Leading Change', '2026-10-01', { responses: 2, hotLeadShare: 50, distribution: [0, 0, 1, 0, 1] }),
];

const level = (counts: number[]) =>
  (['c_level', 'vp', 'director', 'manager', 'individual', 'student', 'other'] as const).map((l, i) => ({
    level: l,
    count: counts[i] ?? 0,
  }));

const AUDIENCE: AudienceInsights = {
  roles: ['Head of Sales', 'CEO'],
  companies: [{ company: 'brightline', domain: 'brightline.example' }],
  talks: [
    {
      ...TALKS[0]!,
      described: 11,
      seniority: level([1, 2, 3, 1, 2, 1, 1]),
      roles: [
        { role: 'Head of Sales', count: 3 },
        { role: 'CEO', count: 1 },
      ],
      otherRoles: 7,
      companies: [{ domain: 'brightline.example', count: 4 }],
      otherCompanies: 4,
    },
    {
      ...TALKS[1]!,
      described: 3,
      seniority: level([1, 0, 1, 0, 1]),
      roles: [
        { role: 'Head of Sales', count: 1 },
        { role: 'CEO', count: 0 },
      ],
      otherRoles: 2,
      companies: [{ domain: 'brightline.example', count: 1 }],
      otherCompanies: 1,
    },
  ].map(({ average: _a, responseRate: _r, hotLeadShare: _h, distribution: _d, ...rest }) => rest),
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders `ui` with the queries answered from `data`; any request that reaches the network is recorded and fails. */
function renderWith(ui: ReactNode, data: [readonly unknown[], unknown][]) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      return new Response('{}', { status: 500 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, value] of data) client.setQueryData(key, value);
  const router = createMemoryRouter(
    [
      { path: '/speaker/analytics', element: ui },
      { path: '/speaker/:slug/events/:id', element: <p>Talk page</p> },
    ],
    { initialEntries: ['/speaker/analytics'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { requests, router };
}

/** The cells of each body row of the table named `name`, as text. */
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const proData: [readonly unknown[], unknown][] = [
  [accountPlanKey, PRO],
  [insightsKey, { talks: TALKS }],
  [audienceInsightsKey, AUDIENCE],
];

describe('the insights across talks', () => {
  it('tabulate the trend talk by talk, oldest first, each row opening its talk', async () => {
    const { router } = renderWith(<TalkInsights slug="nadia" />, proData);
    expect(tableRows('Your talks over time')).toEqual([
      ['Stories That SellEvent 1', '10 Jun 2026', '12', '3.8', '30%', '67%'],
      ['Remote TeamsEvent 2', '1 Jul 2026', '3', 'Shown from 10 answers', 'No audience size', '67%'],
      ['stories that sellEvent 3', '1 Aug 2026', '1', 'Shown from 10 answers', 'No audience size', '100%'],
      ['Quiet TalkEvent 4', '1 Sept 2026', '0', 'No answers yet', 'No audience size', '—'],
      ['Leading ChangeEvent 5', '1 Oct 2026', '2', 'Shown from 10 answers', 'No audience size', '50%'],
    ]);
    expect(screen.getByRole('img', { name: /^Your talks over time\. 5 talks, oldest first/ })).toBeTruthy();
    await userEvent.click(within(screen.getByRole('table', { name: 'Your talks over time' })).getByRole('link', { name: /Remote Teams/ }));
    expect(router.state.location.pathname).toBe('/speaker/nadia/events/2');
  });

  it('compare two to four chosen talks: the latest two to start, a fifth refused until one is unticked', async () => {
    renderWith(<TalkInsights slug="nadia" />, proData);
    const compared = () => tableRows('Talks compared').map((row) => row[0]);
    expect(compared()).toEqual(['Quiet TalkEvent 4', 'Leading ChangeEvent 5']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Stories That Sell (10 Jun 2026)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remote Teams (1 Jul 2026)' }));
    expect(compared()).toEqual(['Stories That SellEvent 1', 'Remote TeamsEvent 2', 'Quiet TalkEvent 4', 'Leading ChangeEvent 5']);
    const fifth = screen.getByRole('checkbox', { name: 'stories that sell (1 Aug 2026)' }) as HTMLInputElement;
    expect(fifth.disabled).toBe(true);
    expect(screen.getByText(/Four talks are the most compared at once/)).toBeTruthy();
    // The table carries every number of each talk compared, ratings 5 stars first.
    expect(tableRows('Talks compared')[0]).toEqual(['Stories That SellEvent 1', '12', '3.8', '30%', '67%', '5', '3', '2', '1', '1']);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Quiet Talk (1 Sept 2026)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Leading Change (1 Oct 2026)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remote Teams (1 Jul 2026)' }));
    expect(screen.queryByRole('table', { name: 'Talks compared' })).toBeNull();
    expect(screen.getByText('Choose at least 2 talks to compare them.')).toBeTruthy();
  });

  it('compare every delivery of one title, whatever its letter case', async () => {
    renderWith(<TalkInsights slug="nadia" />, proData);
    await userEvent.click(screen.getByRole('radio', { name: 'Every delivery of one talk' }));
    expect(screen.getByRole('combobox', { name: 'Talk title' })).toBeTruthy();
    expect(tableRows('Talks compared').map((row) => row[0])).toEqual(['Stories That SellEvent 1', 'stories that sellEvent 3']);
  });

  it('tabulate seniority, roles and companies per talk, and say how many answers they leave out', () => {
    renderWith(<TalkInsights slug="nadia" />, proData);
    expect(tableRows('Seniority by talk')).toEqual([
      ['Stories That Sell (10 Jun 2026)', '1', '2', '3', '1', '2', '1', '1'],
      ['Remote Teams (1 Jul 2026)', '1', '0', '1', '0', '1', '0', '0'],
    ]);
    const seniorityHeaders = within(screen.getByRole('table', { name: 'Seniority by talk' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(seniorityHeaders).toEqual([
      'Talk',
      'C-level and founders',
      'Vice presidents',
      'Directors and heads',
      'Managers and team leads',
      'Individual contributors',
      'Students and interns',
      'Other',
    ]);
    expect(tableRows('Roles by talk')).toEqual([
      ['Stories That Sell (10 Jun 2026)', '3', '1', '7'],
      ['Remote Teams (1 Jul 2026)', '1', '0', '2'],
    ]);
    expect(tableRows('Companies by talk')).toEqual([
      ['Stories That Sell (10 Jun 2026)', '4', '4'],
      ['Remote Teams (1 Jul 2026)', '1', '1'],
    ]);
    expect(screen.getByText(/1 answer is counted on the talks but left out of these breakdowns/)).toBeTruthy();
  });

  it('are locked without PRO: the note names PRO with its button, and nothing is asked of the server', () => {
    const { requests } = renderWith(<TalkInsights slug="nadia" />, [[accountPlanKey, LITE_TRIAL_PLAN]]);
    const lock = screen.getByRole('note', { name: 'PRO feature' });
    expect(lock.textContent).toContain('Deeper audience insights are part of PRO.');
    expect(within(lock).getByRole('button', { name: 'Request PRO' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(requests.filter((url) => url.includes('/insights'))).toEqual([]);
  });
});

describe('toggleCompared', () => {
  it('adds up to four, removes any, keeps the order of choosing', () => {
    expect(toggleCompared([3, 1], 2)).toEqual([3, 1, 2]);
    expect(toggleCompared([3, 1, 2, 5], 4)).toEqual([3, 1, 2, 5]);
    expect(toggleCompared([3, 1, 2, 5], 1)).toEqual([3, 2, 5]);
  });
});

describe("a talk's rating bars", () => {
  const ratings = (responses: number, average: number | null, distribution: TalkRatings['distribution']) => ({
    responses,
    average,
    distribution,
  });

  it('give the average only from 10 answers', () => {
    expect(ratingsSummary(ratings(12, 3.8, [1, 1, 2, 3, 5]))).toBe('Average 3.8 out of 5 from 12 answers.');
    expect(ratingsSummary(ratings(3, null, [0, 1, 0, 1, 1]))).toBe(
      '3 answers. The average is shown from 10 answers: fewer say more about who answered than about the talk.',
    );
    expect(ratingsSummary(ratings(0, null, [0, 0, 0, 0, 0]))).toBe('No answers yet.');
  });

  it('tabulate the answers per rating, 5 stars first', () => {
    render(<RatingBars ratings={ratings(12, 3.8, [1, 1, 2, 3, 5])} />);
    expect(tableRows('Ratings')).toEqual([
      ['5 stars', '5'],
      ['4 stars', '3'],
      ['3 stars', '2'],
      ['2 stars', '1'],
      ['1 star', '1'],
    ]);
  });
});
