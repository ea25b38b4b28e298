import { expect, test } from '@playwright/test';
import { personIdOf } from '../src/shared/domain/person-id';
import { E2E_ADMIN, speakerViaApi } from './fixtures';

test('a speaker on Free sees what Lite unlocks, asks for it, and the owner sees the request and grants Lite', async ({
  page,
  browser,
  baseURL,
}) => {
  const speaker = await speakerViaApi(page.request, { experienced: true });
  const me = (await (await page.request.get('/api/account/user')).json()) as { id: number };

  const owner = await browser.newContext({ baseURL });
  const ownerPage = await owner.newPage();
  expect((await ownerPage.request.post('/api/admin/sessions', { data: E2E_ADMIN })).status()).toBe(200);
  // The new account's trial, ended by the owner: the speaker is on Free.
  const ended = await ownerPage.request.put(`/api/admin/speakers/${me.id}/plan`, {
    data: { plan: 'free', reason: 'Trial ended early for the test' },
  });
  expect(ended.status()).toBe(200);

  await page.goto('/speaker/dashboard');
  await expect(page.getByTestId('plan-summary')).toHaveText(/^Your plan: Free/);
  const notice = page.getByRole('note', { name: 'Lite feature' });
  await expect(notice).toContainText('Automated lead and feedback collection is part of Lite.');
  await notice.getByRole('button', { name: 'Request Lite' }).click();
  await expect(notice.getByRole('status')).toContainText('No payment has been taken');

  await ownerPage.goto('/admin/leads');
  const request = ownerPage.getByRole('group', { name: /^Upgrade request:/ }).filter({ hasText: speaker.email });
  await expect(request).toContainText('Asks for Lite');

  // The owner grants Lite from the speaker's page in the console; the speaker's plan opens.
  await ownerPage.goto(`/admin/people/${personIdOf(speaker.email)}`);
  const plan = ownerPage.getByRole('region', { name: 'Plan' });
  await expect(plan).toContainText('On Free');
  await plan.getByLabel('Reason for the grant').fill('Asked from the dashboard');
  await plan.getByRole('button', { name: 'Grant plan' }).click();
  await expect(plan).toContainText('On Lite (granted by hand)');
  await expect(plan.getByRole('list', { name: 'Plan changes' })).toContainText('“Asked from the dashboard”, by');

  await page.reload();
  await expect(page.getByTestId('plan-summary')).toHaveText(/^Your plan: Lite/);
  await expect(page.getByRole('note', { name: 'Lite feature' })).toHaveCount(0);
  await owner.close();
});
