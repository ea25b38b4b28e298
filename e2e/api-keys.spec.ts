import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { speakerViaApi } from './fixtures';

test('the speaker creates an API key, sees it once, a script lists their talks with it, and revoking it locks the script out', async ({
  page,
  playwright,
  baseURL,
}) => {
  await speakerViaApi(page.request, { experienced: true });
  const talk = await page.request.post('/api/speaker-admin/talks', {
    data: { eventName: 'Automation Summit', talkTitle: 'Scripts that read feedback', eventDate: '2026-11-20' },
  });
  expect(talk.status()).toBe(201);

  await page.goto('/speaker/account');
  const card = page.getByRole('region', { name: 'API keys' });
  await expect(card.getByText('No API keys yet.')).toBeVisible();
  await card.getByLabel('Key name').fill('Nightly export');
  await card.getByLabel(/Read only/).check();
  await card.getByRole('button', { name: 'Create key' }).click();

  const panel = card.getByRole('region', { name: /Key “Nightly export” created/ });
  await expect(panel.getByRole('heading')).toBeFocused();
  await expect(panel).toContainText('You will not see this key again');
  await expect(panel.getByRole('button', { name: 'Copy key' })).toBeVisible();
  const key = await panel.getByLabel('Your new API key').inputValue();
  expect(key).toMatch(/^spk_[A-Za-z0-9_-]{43}$/);
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await panel.getByRole('button', { name: 'I have copied it' }).click();
  await expect(panel).toBeHidden();
  const row = card.getByRole('listitem').filter({ hasText: 'Nightly export' });
  await expect(row).toContainText('Read only');
  await expect(row).toContainText('never used');
  await expect(page.locator('main')).not.toContainText(key);

  // A script: no cookie, only the key.
  const script = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${key}` } });
  try {
    const talks = await script.get('/api/speaker-admin/talks');
    expect(talks.status()).toBe(200);
    expect(((await talks.json()) as { talkTitle: string }[]).map((t) => t.talkTitle)).toEqual(['Scripts that read feedback']);
    // Read only: no changes, and never the account's own settings.
    expect(
      (await script.post('/api/speaker-admin/talks', { data: { eventName: 'x', talkTitle: 'y', eventDate: '2026-11-21' } })).status(),
    ).toBe(403);
    expect((await script.get('/api/account/user')).status()).toBe(403);

    // The list now says when it was used.
    await page.reload();
    await expect(card.getByRole('listitem').filter({ hasText: 'Nightly export' })).toContainText('last used');

    await card.getByRole('button', { name: 'Revoke Nightly export' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke “Nightly export”?' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await expect(card.getByText('No API keys yet.')).toBeVisible();

    const after = await script.get('/api/speaker-admin/talks');
    expect(after.status()).toBe(401);
    expect(((await after.json()) as { code: string }).code).toBe('UNAUTHORIZED');
  } finally {
    await script.dispose();
  }
});
