import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './fixtures';
import { startOwnServer, type OwnServer } from './public-site-server';

// The owner's prices and the public /pricing page. A server of its own: a price is the whole
// site's, and other specs read the upgrade pages without one.

let server: OwnServer;

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to be destructured.
test.beforeAll(async ({}, testInfo) => {
  server = await startOwnServer({ project: testInfo.project.name });
});
test.afterAll(async () => {
  await server?.stop();
});

const planCard = (page: Page, name: 'Free' | 'Lite' | 'PRO') => page.getByRole('region', { name, exact: true });

test('the owner sets prices in the console, and /pricing shows them to a browser without JavaScript', async ({ browser }) => {
  const owner = await browser.newContext({ baseURL: server.baseURL });
  const admin = await owner.newPage();
  expect((await admin.request.post('/api/admin/sessions', { data: E2E_ADMIN })).status()).toBe(200);
  await admin.goto('/admin');
  const lite = admin.getByRole('form', { name: 'Lite price' });
  await expect(lite.getByText('Not on sale: no price is set, so Lite cannot be bought.')).toBeVisible();
  await lite.getByLabel('Amount', { exact: true }).fill('199');
  await lite.getByLabel('Billing').selectOption({ label: 'Yearly' });
  await lite.getByRole('button', { name: 'Save Lite price' }).click();
  await expect(lite.getByText('On sale at £199.00 a year.')).toBeVisible();
  // A bad amount is named on the field, and nothing is saved.
  await lite.getByLabel('Amount', { exact: true }).fill('19.999');
  await lite.getByRole('button', { name: 'Save Lite price' }).click();
  await expect(lite.getByText('Enter an amount in GBP, such as 199.00')).toBeVisible();
  await expect(lite.getByText('On sale at £199.00 a year.')).toBeVisible();

  const visitor = await browser.newContext({ baseURL: server.baseURL, javaScriptEnabled: false });
  const page = await visitor.newPage();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and prices' })).toBeVisible();
  await expect(planCard(page, 'Lite')).toContainText('£199.00 a year');
  await expect(planCard(page, 'Lite').getByRole('list', { name: 'What Lite includes' })).toContainText('3 assessment reports');
  await expect(planCard(page, 'PRO')).toContainText('PRO is not on sale yet.');
  await expect(planCard(page, 'PRO')).toContainText('the trend across talks, talks side by side');
  await expect(planCard(page, 'PRO').getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/speaker/signup');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Feature', 'Free', 'Lite', 'PRO']);
  await expect(table.getByRole('row', { name: /^Price/ })).toContainText('£199.00 a year');
  await planCard(page, 'Lite').getByRole('link', { name: 'Choose Lite' }).click();
  await expect(page).toHaveURL(/\/upgrade-to-lite$/);

  // The owner takes PRO on sale with tax added by the provider: the next view shows it.
  const pro = admin.getByRole('form', { name: 'PRO price' });
  await pro.getByLabel('Amount', { exact: true }).fill('29');
  await pro.getByLabel('Billing').selectOption({ label: 'Monthly' });
  await pro.getByRole('switch', { name: /adds tax/ }).check();
  await pro.getByRole('button', { name: 'Save PRO price' }).click();
  await expect(pro.getByText('On sale at £29.00 a month + tax.')).toBeVisible();
  await page.goto('/pricing');
  await expect(planCard(page, 'PRO')).toContainText('£29.00 a month + tax');
  await expect(planCard(page, 'PRO').getByRole('link', { name: 'Choose PRO' })).toHaveAttribute('href', '/upgrade-to-lite?plan=pro');
  await owner.close();
  await visitor.close();
});

test('the landing page links to /pricing, which is accessible and fits a phone', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and prices' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`)).toEqual([]);
  await context.close();
});
