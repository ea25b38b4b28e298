import { expect, request as newRequest, test } from '@playwright/test';
import { personIdOf } from '../src/shared/domain/person-id';
import { E2E_ADMIN, speakerViaApi } from './fixtures';

// The owner's Billing page and a speaker's billing history, in the browser. Payments through Stripe
// are covered by the API tests (the e2e server runs without Stripe); here a plan granted by hand
// shows where the owner reads it.

test("the owner finds a speaker's granted plan on the Billing page and its history on the speaker's page", async ({ page, baseURL }) => {
  const speakerSide = await newRequest.newContext({ baseURL });
  const speaker = await speakerViaApi(speakerSide);
  const { id: speakerId } = (await (await speakerSide.get('/api/account/user')).json()) as { id: number };
  await speakerSide.dispose();

  expect((await page.request.post('/api/admin/sessions', { data: E2E_ADMIN })).status()).toBe(200);
  const grant = await page.request.put(`/api/admin/speakers/${speakerId}/plan`, {
    data: { plan: 'pro', reason: 'Conference partner', until: '2027-03-31T12:00:00Z' },
  });
  expect(grant.status()).toBe(200);

  await page.goto('/admin');
  await page.getByRole('link', { name: /^Billing/ }).click();
  await expect(page).toHaveURL(/\/admin\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Monthly recurring revenue' })).toBeVisible();

  const granted = page.getByRole('region', { name: 'Subscribers by plan and status' }).getByRole('row', { name: /Granted by hand/ });
  // The PRO column: at least this speaker (other tests share the server).
  await expect(granted.getByRole('cell').nth(1)).not.toHaveText('0');

  const personLink = `a[href="/admin/people/${personIdOf(speaker.email)}"]`;
  const row = page
    .getByRole('region', { name: /^Subscribers \(/ })
    .getByRole('row')
    .filter({ has: page.locator(personLink) });
  await expect(row).toContainText('PRO');
  await expect(row).toContainText('Granted by hand');
  await expect(row).toContainText("Owner's grant");
  await expect(row).toContainText('Ends 31 Mar 2027');

  await row.locator(personLink).click();
  await expect(page).toHaveURL(/\/admin\/people\//);
  const history = page.getByRole('region', { name: /^Billing history/ });
  await expect(history.getByRole('row').filter({ hasText: 'Conference partner' })).toContainText('(granted by hand)');
  await expect(history.getByRole('row').filter({ hasText: '14-day Lite trial' })).toContainText('Plan Free → Lite (trial)');
});
