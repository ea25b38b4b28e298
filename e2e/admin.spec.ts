import { expect, test } from '@playwright/test';
import { E2E_ADMIN, newSpeaker, PERSON_USER_AGENT, signUpViaApi } from './fixtures';

// The sign-in page's view must count: a person's browser, not the headless one the server leaves out.
test.use({ userAgent: PERSON_USER_AGENT });

test('the admin signs in with the configured pair; a wrong pair shows Invalid credentials', async ({ page }) => {
  await page.goto('/admin-signin');
  await expect(page.getByText('Admin Access').first()).toBeVisible();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('definitely-wrong');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin-signin$/);

  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Last 30 Days', { exact: true })).toBeVisible();
  // The server counted the sign-in page's view (opened before signing in) from the page request itself.
  const pageViews = page.getByRole('group', { name: 'Page Views' });
  await expect(pageViews).toBeVisible();
  expect(Number((await pageViews.innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);
  await expect(page.getByRole('row').filter({ hasText: '/admin-signin' }).filter({ hasText: 'page_view' })).toBeVisible();
});

test('the admin area is protected by the server, not by the browser flag', async ({ page, request }) => {
  // Anonymous: the API refuses and the page sends the visitor to sign in, even with the old flag set.
  expect((await request.get('/api/analytics/dashboard')).status()).toBe(401);
  await page.goto('/admin-signin');
  await page.evaluate(() => localStorage.setItem('adminAuthenticated', 'true'));
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin-signin\?returnTo=%2Fadmin$/);

  // A signed-in speaker gets 403 from the API and no admin data on the page.
  const speaker = newSpeaker();
  await signUpViaApi(page.request, speaker);
  expect((await page.request.get('/api/analytics/dashboard')).status()).toBe(403);
  await page.goto('/admin');
  await expect(page.getByText('Admin access required')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
});

test('admin sign-in returns to the admin page that asked for it', async ({ page }) => {
  await page.goto('/admin/leads?status=new');
  await expect(page).toHaveURL(/\/admin-signin\?returnTo=%2Fadmin%2Fleads%3Fstatus%3Dnew$/);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?status=new$/);
  await expect(page.getByRole('heading', { name: 'Leads inbox' })).toBeVisible();
});
