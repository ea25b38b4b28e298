import { expect, test } from '@playwright/test';
import { speakerViaApi } from './fixtures';

// A speaker who moves (or set up on a laptop in the wrong zone) changes their clock on the account page.
test('a speaker changes their time zone on the account page; it holds after a reload and the profile has it', async ({ page }) => {
  await speakerViaApi(page.request, { experienced: true, profile: { timeZone: 'Europe/London' } });
  await page.goto('/speaker/account');
  const section = page.getByRole('region', { name: 'Time zone' });
  const select = section.getByLabel('Your time zone');
  await expect(select).toHaveValue('Europe/London');
  await expect(section.getByRole('button', { name: 'Save time zone' })).toBeDisabled();

  await select.selectOption('Asia/Tokyo');
  await section.getByRole('button', { name: 'Save time zone' }).click();
  await expect(section.getByRole('status')).toHaveText('Saved: times are now shown on Asia/Tokyo time.');
  expect((await (await page.request.get('/api/speaker-admin/profile')).json()).timeZone).toBe('Asia/Tokyo');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Time zone' }).getByLabel('Your time zone')).toHaveValue('Asia/Tokyo');
});
