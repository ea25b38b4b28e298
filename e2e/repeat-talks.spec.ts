import { expect, test } from '@playwright/test';
import { speakerViaApi } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;
const day = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

interface TalkJson {
  id: number;
  eventName: string;
  talkTitle: string;
  eventDate: string;
  venue: string | null;
  expectedAudienceSize: number | null;
  askTakeaway: boolean;
  askBooking: boolean;
  responseCount: number;
  shortCode: string;
  gift: { title: string; url: string | null } | null;
}

test('duplicate: a talk given its own gift on the form is copied with its settings and gift, for a new event and day', async ({ page }) => {
  await speakerViaApi(page.request, { experienced: true });
  const created = await page.request.post('/api/speaker-admin/talks', {
    data: {
      eventName: 'People Summit',
      talkTitle: 'Leading Hybrid Teams',
      eventDate: day(-2),
      expectedAudienceSize: 120,
      askTakeaway: false,
    },
  });
  expect(created.status()).toBe(201);
  const original = (await created.json()) as TalkJson;

  await page.goto(`/speaker/events/${original.id}/edit`);
  await page.getByRole('switch', { name: 'Give this talk its own gift' }).check();
  await page.getByLabel('Gift title').fill('Hybrid Team Playbook');
  await page.getByLabel('Gift link').fill('playbook.example/hybrid');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'People Summit' })).toBeVisible();

  await page.getByRole('button', { name: 'Duplicate' }).click();
  await page.getByLabel('Event name').fill('HR Tech Europe');
  await page.getByLabel('Event date').fill(day(40));
  await page.getByRole('button', { name: 'Create the copy' }).click();
  await expect(page.getByRole('heading', { name: 'HR Tech Europe' })).toBeVisible();
  const copyId = Number(/\/events\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
  expect(copyId).not.toBe(original.id);

  const copy = (await (await page.request.get(`/api/speaker-admin/talks/${copyId}`)).json()) as TalkJson;
  expect(copy).toMatchObject({
    eventName: 'HR Tech Europe',
    talkTitle: 'Leading Hybrid Teams',
    expectedAudienceSize: 120,
    askTakeaway: false,
    askBooking: true,
    responseCount: 0,
    gift: { title: 'Hybrid Team Playbook', url: 'https://playbook.example/hybrid' },
  });
  expect(copy.eventDate.slice(0, 10)).toBe(day(40));
  expect(copy.shortCode).not.toBe(original.shortCode);
});

const HEADER = 'Talk title,Event name,Date,Venue,Expected audience,Ask takeaway';

test('import: a 3-row file is previewed, then creates its three talks with their fields', async ({ page }) => {
  await speakerViaApi(page.request, { experienced: true });
  await page.goto('/speaker/events');
  await page.getByRole('link', { name: 'Import from CSV' }).click();
  await expect(page.getByRole('heading', { name: 'Import Events' })).toBeVisible();
  const csv = [
    HEADER,
    `Leading Hybrid Teams,People Summit,${day(10)},"Hall 2, ExCeL",250,no`,
    `The Async Manager,Remote Week,${day(20)},,,`,
    `Feedback Loops,Ops Forum,${day(30)},Leeds,40,yes`,
  ].join('\r\n');
  await page.getByLabel('CSV file').setInputFiles({ name: 'talks.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) });
  const table = page.getByRole('table', { name: '3 talks to create' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText('Hall 2, ExCeL');
  await page.getByRole('button', { name: 'Create 3 talks' }).click();
  await expect(page.getByRole('heading', { name: 'All Events' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Showing 3 of 3 events.' })).toBeVisible();

  const talks = ((await (await page.request.get('/api/speaker-admin/talks')).json()) as TalkJson[]).sort((a, b) => a.id - b.id);
  expect(talks.map((t) => [t.talkTitle, t.eventName, t.eventDate.slice(0, 10), t.venue, t.expectedAudienceSize, t.askTakeaway])).toEqual([
    ['Leading Hybrid Teams', 'People Summit', day(10), 'Hall 2, ExCeL', 250, false],
    ['The Async Manager', 'Remote Week', day(20), null, null, true],
    ['Feedback Loops', 'Ops Forum', day(30), 'Leeds', 40, true],
  ]);
});

test('import: an invalid row is reported by its line, and nothing is created', async ({ page }) => {
  await speakerViaApi(page.request, { experienced: true });
  await page.goto('/speaker/events/import');
  const csv = [HEADER, `Leading Hybrid Teams,People Summit,${day(10)},,,`, `Feedback Loops,Ops Forum,next spring,,lots,`].join('\n');
  await page.getByLabel('CSV file').setInputFiles({ name: 'talks.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const problems = page.getByRole('alert').filter({ hasText: 'to fix in the file' });
  await expect(problems).toContainText('2 problems to fix in the file. Nothing is created until every line is right.');
  await expect(problems.getByRole('listitem')).toHaveText([
    'Line 3: Date must be a date (e.g. 2026-05-14)',
    'Line 3: Expected audience must be a whole number',
  ]);
  await expect(page.getByRole('button', { name: 'Create talks' })).toBeDisabled();
  // The server refuses the whole file as well, whatever the page shows.
  const refused = await page.request.post('/api/speaker-admin/talk-imports', { data: { csv } });
  expect(refused.status()).toBe(400);
  expect(await (await page.request.get('/api/speaker-admin/talks')).json()).toEqual([]);
});
