import AxeBuilder from '@axe-core/playwright';
import { expect, request as newRequest, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { formatTalkDate } from '../src/shared/domain/talk-date';
import { E2E_ADMIN, speakerViaApi } from './fixtures';

// A PRO speaker with six talks over six months: the analytics page's trend, comparison and
// audience charts, and a talk page's rating bars, each read through its table and checked against
// counts made here from the answers posted.

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

/** One answer: its rating, and the job title with the seniority level it reads as (decision 078). */
type Seeded = [rating: number, role: string, level: string];
const HEAD: Seeded = [5, 'Head of Sales', 'Directors and heads'];
const CEO: Seeded = [4, 'CEO', 'C-level and founders'];
const DEV: Seeded = [3, 'Software Engineer', 'Individual contributors'];
const VP: Seeded = [5, 'VP Marketing', 'Vice presidents'];
const LOW: Seeded = [2, 'Marketing Intern', 'Students and interns'];
const MANAGER: Seeded = [1, 'Engineering Manager', 'Managers and team leads'];

interface SeedTalk {
  title: string;
  eventName: string;
  date: string;
  audience: number | null;
  answers: Seeded[];
}

// Oldest first; the first has 11 answers (an average), two share a title (its deliveries).
const TALKS: SeedTalk[] = [
  {
    title: 'Stories That Sell',
    eventName: 'Growth Summit',
    date: daysAgo(170),
    audience: 44,
    answers: [HEAD, HEAD, HEAD, CEO, CEO, DEV, DEV, VP, LOW, MANAGER, [4, 'Head of Sales', 'Directors and heads']],
  },
  { title: 'Remote Teams', eventName: 'HR Summit', date: daysAgo(140), audience: null, answers: [DEV, LOW, VP] },
  { title: 'Stories That Sell', eventName: 'Sales Kick-off', date: daysAgo(110), audience: 20, answers: [HEAD, CEO, MANAGER, LOW] },
  { title: 'Leading Change', eventName: 'Leaders Forum', date: daysAgo(80), audience: 10, answers: [VP, VP] },
  { title: 'Quiet Talk', eventName: 'Small Meetup', date: daysAgo(50), audience: 30, answers: [] },
  { title: 'Remote Teams', eventName: 'Nordic HR', date: daysAgo(20), audience: null, answers: [CEO, DEV, DEV, HEAD, MANAGER] },
];

const LEVELS = [
  'C-level and founders',
  'Vice presidents',
  'Directors and heads',
  'Managers and team leads',
  'Individual contributors',
  'Students and interns',
  'Other',
];

/** The numbers the trend's table must show for a talk, counted from its answers. */
function expectedTrend(talk: SeedTalk) {
  const n = talk.answers.length;
  const ratings = talk.answers.map(([rating]) => rating);
  const hot = ratings.filter((r) => r >= 4).length;
  const average =
    n >= 10
      ? (Math.round((ratings.reduce((a, b) => a + b, 0) / n) * 10) / 10).toFixed(1)
      : n === 0
        ? 'No answers yet'
        : 'Shown from 10 answers';
  return [
    formatTalkDate(`${talk.date}T00:00:00Z`, 'short'),
    String(n),
    average,
    talk.audience ? `${Math.round((n / talk.audience) * 100)}%` : 'No audience size',
    n === 0 ? '—' : `${Math.round((hot / n) * 100)}%`,
  ];
}

const describeViolation = (v: Result) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`;

/** Opens a chart's table (under its figure) and reads its body rows, cell by cell. */
async function chartTable(page: Page, title: string): Promise<string[][]> {
  const figure = page.getByRole('figure', { name: title });
  await figure.getByText('Show the numbers as a table').click();
  const table: Locator = figure.getByRole('table', { name: title });
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim())));
}

async function seed(request: APIRequestContext) {
  const ids: number[] = [];
  const stamp = Date.now();
  for (const [t, talk] of TALKS.entries()) {
    const res = await request.post('/api/speaker-admin/talks', {
      data: { talkTitle: talk.title, eventName: talk.eventName, eventDate: talk.date, expectedAudienceSize: talk.audience },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = ((await res.json()) as { id: number }).id;
    ids.push(id);
    for (const [a, [rating, jobRole]] of talk.answers.entries()) {
      const answer = await request.post('/api/public/feedback', {
        data: {
          presentationId: id,
          rating,
          testimonial: 'Practical and clear.',
          firstName: `Attendee${a}`,
          jobRole,
          workEmail: `a${t}.${a}.${stamp}@brightline.example`,
          contactConsent: true,
        },
      });
      expect(answer.status(), await answer.text()).toBe(201);
    }
  }
  return ids;
}

test('six talks over six months: the trend, the comparison and the audience charts, and a talk’s rating bars, match the answers', async ({
  page,
  baseURL,
}) => {
  await speakerViaApi(page.request, { experienced: true });
  const { id: speakerId } = (await (await page.request.get('/api/account/user')).json()) as { id: number };
  const owner = await newRequest.newContext({ baseURL });
  expect((await owner.post('/api/admin/sessions', { data: E2E_ADMIN })).status()).toBe(200);
  const ids = await seed(page.request);

  // On the trial (Lite) the insights are locked where they would be, naming PRO.
  await page.goto('/speaker/analytics');
  const lock = page.getByRole('note', { name: 'PRO feature' });
  await expect(lock).toContainText('Deeper audience insights are part of PRO.');
  await expect(lock.getByRole('button', { name: 'Request PRO' })).toBeVisible();

  expect((await owner.put(`/api/admin/speakers/${speakerId}/plan`, { data: { plan: 'pro', reason: 'Insights test' } })).status()).toBe(200);
  await owner.dispose();

  // The dashboard's teaser says what the insights are and leads to them.
  await page.goto('/speaker/dashboard');
  await page.getByRole('link', { name: 'Open your insights' }).click();
  await expect(page).toHaveURL(/\/speaker\/analytics#insights$/);
  await expect(page.getByRole('heading', { name: 'Across your talks' })).toBeVisible();

  const trend = await chartTable(page, 'Your talks over time');
  expect(trend.map((row) => row.slice(1))).toEqual(TALKS.map(expectedTrend));
  expect(trend.map((row) => row[0])).toEqual(TALKS.map((t) => `${t.title}\n${t.eventName}`));

  // Compared: the latest two to start; then every delivery of "Stories That Sell".
  const compared = await chartTable(page, 'Talks compared');
  expect(compared.map((row) => row[0])).toEqual(['Quiet Talk\nSmall Meetup', 'Remote Teams\nNordic HR']);
  await page.getByRole('radio', { name: 'Every delivery of one talk' }).check();
  await page.getByRole('combobox', { name: 'Talk title' }).selectOption('Stories That Sell');
  const deliveries = await page
    .getByRole('table', { name: 'Talks compared' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim())));
  const stories = TALKS.filter((t) => t.title === 'Stories That Sell');
  expect(deliveries).toEqual(
    stories.map((t) => [
      `${t.title}\n${t.eventName}`,
      ...expectedTrend(t).slice(1),
      ...[5, 4, 3, 2, 1].map((stars) => String(t.answers.filter(([r]) => r === stars).length)),
    ]),
  );

  // Seniority per talk, counted here from the job titles posted.
  const seniority = await chartTable(page, 'Seniority by talk');
  expect(seniority).toEqual(
    TALKS.map((t) => [
      `${t.title} (${formatTalkDate(`${t.date}T00:00:00Z`, 'short')})`,
      ...LEVELS.map((level) => String(t.answers.filter(([, , l]) => l === level).length)),
    ]),
  );

  // Roles per talk under the headers the table gives them (every role posted is among the top six
  // here), and one company: every answer came from brightline.example.
  const roles = await chartTable(page, 'Roles by talk');
  const roleHeaders = await page.getByRole('table', { name: 'Roles by talk' }).getByRole('columnheader').allInnerTexts();
  expect(roleHeaders.at(-1)).toBe('Other roles');
  expect(roles).toEqual(
    TALKS.map((t) => [
      `${t.title} (${formatTalkDate(`${t.date}T00:00:00Z`, 'short')})`,
      ...roleHeaders.slice(1, -1).map((role) => String(t.answers.filter(([, r]) => r === role).length)),
      '0',
    ]),
  );
  const companies = await chartTable(page, 'Companies by talk');
  expect(companies.map((row) => row.slice(1))).toEqual(TALKS.map((t) => [String(t.answers.length), '0']));

  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map(describeViolation)).toEqual([]);

  // A row of the trend opens its talk, whose rating bars match its answers.
  await page
    .getByRole('table', { name: 'Your talks over time' })
    .getByRole('link', { name: /Growth Summit/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/events/${ids[0]}$`));
  const first = TALKS[0]!;
  const total = first.answers.reduce((sum, [r]) => sum + r, 0);
  await expect(page.getByText(`Average ${(Math.round((total / 11) * 10) / 10).toFixed(1)} out of 5 from 11 answers.`)).toBeVisible();
  const ratings = await chartTable(page, 'Ratings');
  expect(ratings).toEqual(
    [5, 4, 3, 2, 1].map((stars) => [`${stars} star${stars === 1 ? '' : 's'}`, String(first.answers.filter(([r]) => r === stars).length)]),
  );

  // A talk under 10 answers shows its bars, without an average.
  await page.goto(`/speaker/events/${ids[3]}`);
  await expect(page.getByText('2 answers. The average is shown from 10 answers')).toBeVisible();
  expect(await chartTable(page, 'Ratings')).toEqual([
    ['5 stars', '2'],
    ['4 stars', '0'],
    ['3 stars', '0'],
    ['2 stars', '0'],
    ['1 star', '0'],
  ]);
  const talkAxe = await new AxeBuilder({ page }).include('main').analyze();
  expect(talkAxe.violations.map(describeViolation)).toEqual([]);
});
