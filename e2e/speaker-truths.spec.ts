import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser } from './fixtures';

/** Every console error and every answer of 400 or more the page gets, as "status METHOD path". */
function watchForErrors(page: Page) {
  const consoleErrors: string[] = [];
  const failedResponses: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('response', (res) => {
    if (res.status() >= 400) failedResponses.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
  });
  return { consoleErrors, failedResponses };
}

test('a new speaker: signing up and opening the dashboard lead to onboarding without a console error or a failed request', async ({
  page,
}) => {
  const seen = watchForErrors(page);
  await signUpInBrowser(page);
  await expect(page).toHaveURL(/\/speaker\/onboarding\/step1$/);
  await expect(page.getByRole('heading', { name: 'Step 1 of 3' })).toBeVisible();

  // The dashboard, opened before onboarding, shows the next step: onboarding.
  await page.goto('/speaker/dashboard');
  await expect(page).toHaveURL(/\/speaker\/onboarding\/step1$/);
  await expect(page.getByRole('heading', { name: 'Step 1 of 3' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Nadia');

  expect(seen.failedResponses).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
});
