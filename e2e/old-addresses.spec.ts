import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './fixtures';

test('an old API address says it is old and when it ends, and the owner sees it was called and what replaces it', async ({
  page,
  request,
}) => {
  const old = await request.get('/api/blog/slug/old-address-check');
  expect(old.status()).toBe(404);
  expect(old.headers()['deprecation']).toMatch(/^@\d+$/);
  expect(old.headers()['sunset']).toBe('Tue, 30 Nov 2027 00:00:00 GMT');
  expect(old.headers()['link']).toBe('</api/public/blog-posts/old-address-check>; rel="successor-version"');

  await page.goto('/admin-signin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const panel = page.getByRole('region', { name: 'Old API addresses' });
  await expect(panel).toContainText('Old addresses answer until 30 November 2027');
  const row = panel.getByRole('row').filter({ hasText: 'GET /api/blog/slug/:slug' });
  await expect(row).toContainText('GET /api/public/blog-posts/:slug');
});
