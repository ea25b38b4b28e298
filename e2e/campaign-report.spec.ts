import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { LIMITS } from '../src/server/test/limits';
import { signInAdmin } from './fixtures';

// Decision 051: after sending, the owner reads what became of a campaign: where its messages went
// (the e2e server has no SMTP server, so the outbox), who opted out after it and who followed
// which of its links through our click address.

test.use({ viewport: { width: 1366, height: 768 } });

/** The message kept in the outbox for `to`, with its text and headers (admin signed in). */
async function messageTo(admin: APIRequestContext, to: string) {
  let found: { textBody: string; headers: Record<string, string> | null } | null = null;
  await expect(async () => {
    const list = (await (await admin.get(`/api/admin/mail-messages?q=${encodeURIComponent(to)}`)).json()) as {
      messages: { id: number; toAddress: string; status: string }[];
    };
    const m = list.messages.find((x) => x.toAddress === to && x.status === 'outbox');
    expect(m, `a message to ${to} in the outbox`).toBeDefined();
    found = await (await admin.get(`/api/admin/mail-messages/${m!.id}`)).json();
  }).toPass({ timeout: LIMITS.backgroundWorkMs });
  return found!;
}

test('the owner sends a campaign and reads who opted out after it and who clicked which link', async ({ page }) => {
  const id = randomBytes(3).toString('hex');
  const ann = `ann.report.${id}@example.com`;
  const ben = `ben.report.${id}@example.com`;
  const slides = `https://slides.example/deck-${id}`;
  await signInAdmin(page.request);
  const gen = await page.request.post('/api/admin/campaigns', {
    data: {
      recipients: [
        { name: 'Ann Report', email: ann },
        { name: 'Ben Report', email: ben },
      ],
      campaignType: 'custom',
      customMessage: `The slides from today are here: ${slides}`,
      saveAsDraft: true,
    },
  });
  expect(gen.status()).toBe(200);
  const campaignId = ((await gen.json()) as { campaign: { id: string } }).campaign.id;

  await page.goto(`/admin/campaign-approval/${campaignId}`);
  await expect(page.getByRole('heading', { name: 'Report' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Approve & Send Campaign' }).click();
  await expect(page.getByRole('heading', { name: 'Campaign Approved' })).toBeVisible();

  // Ann follows the slides link twice: our click address, answered with a redirect to the slides.
  const annMail = await messageTo(page.request, ann);
  expect(annMail.textBody).not.toContain(slides);
  const click = /https?:\/\/[^\s/]+(\/l\/[A-Za-z0-9_-]+)/.exec(annMail.textBody);
  expect(click, annMail.textBody).not.toBeNull();
  for (let i = 0; i < 2; i += 1) {
    const res = await page.request.get(click![1]!, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe(slides);
  }
  // Ben unsubscribes with the one-click link of his message's headers.
  const benMail = await messageTo(page.request, ben);
  const oneClick = /<https?:\/\/[^\s/]+(\/api\/public\/unsubscriptions\?[^>]+)>/.exec(benMail.headers!['List-Unsubscribe']!)![1]!;
  expect((await page.request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(200);

  await page.goto(`/admin/campaign-approval/${campaignId}`);
  const figures = page.getByLabel('Campaign report');
  const figure = (name: string) => figures.getByText(name, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Kept in outbox (no mail server)')).toHaveText('2');
  await expect(figure('Bounced')).toHaveText('0');
  await expect(figure('Failed')).toHaveText('0');
  await expect(figure('Unsubscribed after')).toHaveText('1');
  await expect(figure('Clicked')).toHaveText('1');
  await expect(figures).toContainText('2 clicks in all');
  const row = page.getByRole('table', { name: 'Clicks per link' }).getByRole('row').filter({ hasText: slides });
  await expect(row.getByRole('cell')).toHaveText([slides, '1', '2']);

  await page.goto('/admin');
  const item = page.getByRole('region', { name: 'Campaigns' }).locator(`a[href="/admin/campaign-approval/${campaignId}"]`);
  await expect(item).toContainText('2 kept in the outbox · 1 unsubscribed after · 1 clicked (2 clicks)');
});
