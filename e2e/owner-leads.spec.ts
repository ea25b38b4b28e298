import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { answerAssessmentToScore } from './assessment-helpers';
import { E2E_ADMIN } from './fixtures';
import { startOwnServerWithMail, type OwnServerWithMail } from './public-site-server';

let server: OwnServerWithMail;

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to be destructured.
test.beforeAll(async ({}, testInfo) => {
  server = await startOwnServerWithMail(testInfo.project.name);
});
test.afterAll(async () => {
  await server?.stop();
});

const waitForMail = (to: string, subject: string) => server.waitForMail(to, subject);

test("an organiser's inquiry and a qualified assessment reach the owner's leads inbox", async ({ page, browser }) => {
  const organiser = `olu.${randomBytes(3).toString('hex')}@events.example`;
  await page.goto(`${server.baseURL}/hire-speaker`);
  await page.getByLabel('Your name').fill('Olu Organiser');
  await page.getByLabel('Your e-mail (for our reply and your copy)').fill(organiser);
  await page.getByLabel('Event type').selectOption('Keynote');
  await page.getByLabel('Company (optional)').fill('Acme Events');
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page).toHaveURL(/\/success\?for=organiser$/);
  await expect(page.getByRole('status').filter({ hasText: `A copy of your request is on its way to ${organiser}.` })).toBeVisible();
  await waitForMail(organiser, 'We received your request for a speaker');
  await waitForMail(E2E_ADMIN.email, 'New hire-a-speaker inquiry: Olu Organiser');

  const speaker = `ada.${randomBytes(3).toString('hex')}@example.com`;
  await answerAssessmentToScore(page, { email: speaker, score: 80, path: `${server.baseURL}/readiness-assessment` });
  await expect(page).toHaveURL(/\/priority-confirmed/);

  const owner = await browser.newContext({ baseURL: server.baseURL });
  const ownerPage = await owner.newPage();
  expect((await ownerPage.request.post('/api/admin/sessions', { data: E2E_ADMIN })).status()).toBe(200);
  await ownerPage.goto('/admin');
  await expect(ownerPage.getByRole('group', { name: 'New Leads' })).toContainText(/\d/);
  await ownerPage.getByRole('link', { name: /Leads Inbox/ }).click();
  await expect(ownerPage).toHaveURL(/\/admin\/leads$/);
  await expect(ownerPage.getByRole('group', { name: 'Hire-a-speaker inquiry: Olu Organiser' })).toContainText('Keynote for Acme Events');
  const qualified = ownerPage.getByRole('group', { name: /^Qualified assessment:/ }).filter({ hasText: speaker });
  await expect(qualified).toContainText('Readiness score 80 of 120');
  await qualified.getByLabel('Note').fill('Invited to the Lite pilot.');
  await qualified.getByRole('button', { name: 'Save Note' }).click();
  await expect(ownerPage.getByText('Lead updated', { exact: true })).toBeVisible();
  await ownerPage.getByLabel('Kind').selectOption('qualified_assessment');
  await expect(ownerPage.getByRole('group', { name: /^Hire-a-speaker inquiry/ })).toHaveCount(0);
  // The download is the filtered list as a file: the qualified assessment and its note, not the inquiry.
  const [download] = await Promise.all([ownerPage.waitForEvent('download'), ownerPage.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.url()).toMatch(/\/api\/admin\/leads\.csv\?kind=qualified_assessment$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(speaker);
  expect(csv).toContain('Invited to the Lite pilot.');
  expect(csv).not.toContain('Olu Organiser');
  await ownerPage.reload();
  await expect(
    ownerPage
      .getByRole('group', { name: /^Qualified assessment:/ })
      .filter({ hasText: speaker })
      .getByLabel('Note'),
  ).toHaveValue('Invited to the Lite pilot.');
  await owner.close();
});

test('the dashboard counts open inquiries and leads to them; one marked done leaves the count', async ({ page }) => {
  const name = `Ines ${randomBytes(3).toString('hex')}`;
  const created = await page.request.post(`${server.baseURL}/api/event-inquiries`, {
    data: { name, email: `ines.${randomBytes(3).toString('hex')}@events.example`, eventType: 'Workshop', description: 'Half-day workshop' },
  });
  expect(created.status()).toBe(201);
  expect((await page.request.post(`${server.baseURL}/api/admin/sessions`, { data: E2E_ADMIN })).status()).toBe(200);

  await page.goto(`${server.baseURL}/admin`);
  const funnel = page.getByRole('region', { name: 'Free pages to accounts' });
  const open = funnel.getByRole('group', { name: 'Open inquiries' });
  await expect(open).toContainText(/\d/);
  const before = Number((await open.locator('p').nth(1).textContent())!.replace(/\D/g, ''));
  expect(before).toBeGreaterThanOrEqual(1);
  await expect(funnel.getByRole('group', { name: 'Overdue agent requests' })).toBeVisible();

  await open.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/leads\?kind=hire_inquiry$/);
  await expect(page.getByLabel('Kind')).toHaveValue('hire_inquiry');
  const card = page.getByRole('group', { name: `Hire-a-speaker inquiry: ${name}` });
  await card.getByRole('button', { name: 'Mark Done' }).click();
  await expect(page.getByText('Lead updated', { exact: true })).toBeVisible();

  await page.goto(`${server.baseURL}/admin`);
  await expect(open.locator('p').nth(1)).toHaveText(String(before - 1));
});
