import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAdmin } from './fixtures';

// What the owner reads after sending: each skipped e-mail with the reason recorded when it was
// decided, obsolete drafts that cannot be sent, and the outbox listing skipped mail too.

test.use({ viewport: { width: 1366, height: 768 } });

/** How many lines an element's text takes (1 when it does not wrap). */
const lineCount = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

async function welcomeDraftOf(page: Page, email: string): Promise<string> {
  const pending = (await (await page.request.get('/api/admin/pending-email-approvals')).json()) as { id: string; recipientEmail: string }[];
  return pending.find((p) => p.recipientEmail === email)!.id;
}

test('a skipped welcome says why, an obsolete draft is refused and discarded, and the outbox lists skipped mail', async ({ page }) => {
  const id = randomBytes(3).toString('hex');
  const paula = `paula.${id}@example.com`;
  const olive = `olive.${id}@example.com`;
  await signInAdmin(page.request);
  for (const [name, email] of [
    ['Paula Park', paula],
    ['Olive Out', olive],
  ]) {
    expect((await page.request.post('/api/waitlist', { data: { name, email } })).status()).toBe(201);
  }

  // Olive opted out before her welcome was approved: it is skipped, with that reason.
  await page.request.post('/api/privacy/opt-out', { data: { email: olive, optOutCategories: { email_marketing: true } } });
  const oliveDraft = await welcomeDraftOf(page, olive);
  expect((await page.request.post(`/api/admin/campaigns/${oliveDraft}/approval`)).status()).toBe(200);
  await page.goto(`/welcome-email-approvals/${oliveDraft}`);
  await expect(page.getByText('Welcome e-mail skipped')).toBeVisible();
  await expect(page.getByText(`Nothing was sent to ${olive}: opted out of marketing e-mail.`)).toBeVisible();
  await expect(page.getByText('skipped', { exact: true })).toBeVisible();
  await expect(page.getByText('sent', { exact: true })).toHaveCount(0);

  // A bulk welcome reaches Paula: her own welcome draft is obsolete.
  const paulaDraft = await welcomeDraftOf(page, paula);
  const bulk = await page.request.post('/api/admin/campaigns', {
    data: { recipients: [{ name: 'Paula Park', email: paula }], campaignType: 'welcome', saveAsDraft: true },
  });
  const bulkId = ((await bulk.json()) as { campaign: { id: string } }).campaign.id;
  expect((await page.request.post(`/api/admin/campaigns/${bulkId}/approval`)).status()).toBe(200);
  const refused = await page.request.post(`/api/admin/campaigns/${paulaDraft}/approval`);
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'DRAFT_OBSOLETE' });

  await page.goto('/email-approvals');
  const item = page.getByRole('listitem').filter({ hasText: paula });
  await expect(item.getByRole('note')).toContainText(`Obsolete: ${paula} was already welcomed by another e-mail`);
  await expect(item.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await page.goto(`/welcome-email-approvals/${paulaDraft}`);
  await expect(page.getByText('This draft is obsolete')).toBeVisible();
  await expect(page.getByRole('button', { name: /Approve/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByText('This welcome e-mail was rejected')).toBeVisible();

  // The outbox lists the skipped message with its reason; the 'skipped' filter finds it.
  await page.goto('/admin/outbox');
  await page.getByLabel('Status').selectOption('skipped');
  await page.getByLabel('Search recipient, subject or source').fill(id);
  // Another spec's campaign to the whole (shared) waitlist may have skipped Olive too: every skipped
  // row of hers carries the same reason, so the first is checked.
  const row = page.getByRole('row').filter({ hasText: olive }).first();
  await expect(row).toContainText('Not sent: opted out of marketing e-mail');
  await expect(page.getByRole('row').filter({ hasText: paula })).toHaveCount(0);
  const badge = row.getByText('skipped', { exact: true });
  await expect(badge).toBeVisible();
  expect(await lineCount(badge)).toBe(1);
  expect(await lineCount(row.getByRole('button', { name: /Read the message/ }))).toBe(1);

  await page.getByLabel('Status').selectOption('');
  await expect(page.getByRole('row').filter({ hasText: paula })).toHaveCount(1);
});
