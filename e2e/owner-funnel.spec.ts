import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, newSpeaker, PERSON_USER_AGENT } from './fixtures';
import { startOwnServer, type OwnServer } from './public-site-server';

// This journey is a visitor's: a person's Chromium, not the headless one the server leaves out.
test.use({ userAgent: PERSON_USER_AGENT });

// Exact counts need a database no other spec visits at the same time.
let server: OwnServer;
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to be destructured.
test.beforeAll(async ({}, testInfo) => {
  server = await startOwnServer({ project: testInfo.project.name });
});
test.afterAll(async () => {
  await server?.stop();
});

async function tableRows(page: Page, name: string): Promise<string[][]> {
  const table = page.getByRole('table', { name });
  await expect(table).toBeAttached();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())));
}

test("the owner's funnel counts real page requests and sign-ups, not events a script posts", async ({ browser, playwright }) => {
  const script = await playwright.request.newContext({ baseURL: server.baseURL, extraHTTPHeaders: { 'user-agent': 'curl/8.5.0' } });
  const postPageViews = async () => {
    for (const url of ['/api/public/analytics/track', '/api/public/analytics-events']) {
      const res = await script.post(url, { data: { eventType: 'page_view', pagePath: '/' } });
      expect(res.status(), url).toBe(201);
    }
    expect((await script.post('/api/analytics/track', { data: { event_type: 'page_view', page_path: '/' } })).status()).toBe(201);
  };
  // A script posting page views, and fetching the landing page as a crawler would: neither counts.
  await postPageViews();
  expect((await script.get('/')).status()).toBe(200);

  // A visitor opens the landing page three times (once from a newsletter link) and joins the waitlist.
  const visitor = await browser.newContext({ baseURL: server.baseURL });
  const page = await visitor.newPage();
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=launch');
  await page.goto('/');
  await page.reload();
  await page.goto('/waitlist');
  const name = `Funnel Visitor ${randomBytes(2).toString('hex')}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(`funnel.${randomBytes(3).toString('hex')}@example.com`);
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page).toHaveURL(/\/waitlist-complete/);
  // And a speaker signs up.
  expect((await page.request.post('/api/speaker/signup', { data: newSpeaker() })).status()).toBe(202);
  await visitor.close();

  // The owner, signed in, opens the console: their own pages are not counted.
  const owner = await browser.newContext({ baseURL: server.baseURL });
  const ownerPage = await owner.newPage();
  expect((await ownerPage.request.post('/api/admin/sessions', { data: E2E_ADMIN })).status()).toBe(200);
  await ownerPage.goto('/admin');
  await expect(ownerPage.getByRole('heading', { name: 'Visitors' })).toBeVisible();
  const expected = [
    ['Landing page visits', '3', '100 %'],
    ['Waitlist entries', '1', '33.3 %'],
    ['Free pages', '0', '0 %'],
    ['Assessments', '0', '0 %'],
    ['Inquiries', '0', '0 %'],
    ['Speaker accounts', '1', '33.3 %'],
  ];
  expect(await tableRows(ownerPage, 'From the landing page to sign-ups')).toEqual(expected);
  expect(await tableRows(ownerPage, 'Campaigns (UTM tags)')).toEqual([['newsletter / email / launch', '1']]);
  // Three views of the landing page and one of the waitlist page: four today. The page after joining
  // opened inside the app, with no page request, so the server did not see it.
  expect(await tableRows(ownerPage, 'Most viewed pages')).toEqual([
    ['/', '3'],
    ['/waitlist', '1'],
  ]);
  await ownerPage.getByRole('figure', { name: 'Page views per day' }).getByText('Show the numbers as a table').click();
  const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date());
  await expect(ownerPage.getByRole('table', { name: 'Page views per day' }).getByRole('row', { name: today })).toContainText('4');

  // More page views posted by the script change nothing the owner sees.
  await postPageViews();
  await ownerPage.reload();
  await expect(ownerPage.getByRole('heading', { name: 'Visitors' })).toBeVisible();
  expect(await tableRows(ownerPage, 'From the landing page to sign-ups')).toEqual(expected);
  await owner.close();
  await script.dispose();
});
