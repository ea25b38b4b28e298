import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LIMITS } from '../src/server/test/limits';
import { Webhook } from 'standardwebhooks';
import { startTestReceiver, type TestReceiver } from '../src/server/test/webhook-receiver';
import { speakerViaApi } from './fixtures';

// A receiver of the spec's own on 127.0.0.1: the real server (NODE_ENV is not production here, so
// plain http to this machine is allowed) POSTs to it.
let receiver: TestReceiver;

test.beforeAll(async () => {
  receiver = await startTestReceiver({ path: `/hooks/${Date.now()}` });
});
test.afterAll(async () => {
  await receiver?.close();
});

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('the speaker adds an endpoint, sees its secret once, sends a test event and sees it delivered in the log', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await speakerViaApi(page.request, { experienced: true });

  // Reached from the account settings.
  await page.goto('/speaker/account');
  await page.getByRole('link', { name: 'Manage webhooks' }).click();
  await expect(page).toHaveURL(/\/speaker\/webhooks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page.getByText('No endpoints yet.')).toBeVisible();

  // A mistake is named under its field by the server's rules.
  await page.getByLabel('Endpoint URL').fill('http://hooks.example.com/catch');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByText(/must start with https:\/\//)).toBeVisible();
  await expect(page.getByLabel('Endpoint URL')).toBeFocused();

  await page.getByLabel('Endpoint URL').fill(receiver.url);
  await expect(page.getByRole('checkbox', { name: /New answer/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /Booking lead/ }).check();
  await page.getByRole('button', { name: 'Add endpoint' }).click();

  const secretPanel = page.getByRole('region', { name: 'Endpoint added: copy its signing secret now' });
  await expect(secretPanel).toBeVisible();
  await expect(secretPanel.getByRole('heading')).toBeFocused();
  const secret = await secretPanel.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await expect(secretPanel.getByRole('button', { name: 'Copy secret' })).toBeVisible();
  await expectNoAxeViolations(page);
  await secretPanel.getByRole('button', { name: 'I have copied it' }).click();
  await expect(secretPanel).toBeHidden();

  // From now on only its last characters.
  const endpoint = page.getByRole('region', { name: receiver.url });
  await expect(endpoint).toContainText(`Secret ending in …${secret.slice(-4)}`);
  await expect(page.locator('main')).not.toContainText(secret);
  await page.reload();
  await expect(endpoint).toBeVisible();
  await expect(page.locator('main')).not.toContainText(secret);

  await endpoint.getByLabel('Test event').selectOption('lead.booking');
  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  await expect(endpoint.getByRole('button', { name: 'Hide deliveries' })).toHaveAttribute('aria-expanded', 'true');
  const delivery = endpoint.getByRole('listitem').filter({ hasText: 'Booking lead' });
  await expect(delivery.getByText('Delivered', { exact: true })).toBeVisible({ timeout: LIMITS.backgroundWorkMs });
  await expect(delivery).toContainText('HTTP 200');
  await expect(delivery).toContainText('1 attempt');

  // The receiver got it, signed with the secret the page showed.
  expect(receiver.received).toHaveLength(1);
  const [got] = receiver.received;
  expect(got!.json).toMatchObject({ type: 'lead.booking', test: true });
  expect(new Webhook(secret).verify(got!.body, got!.headers)).toMatchObject({ type: 'lead.booking' });
  await expect(delivery).toContainText(got!.headers['webhook-id']!);

  // "Send again": a second delivery of the same event.
  await delivery.getByRole('button', { name: 'Send again' }).click();
  await expect(endpoint.getByText('Sent again')).toBeVisible();
  await expect.poll(() => receiver.received.length, { timeout: LIMITS.backgroundWorkMs }).toBe(2);
  expect(receiver.received[1]!.headers['webhook-id']).toBe(got!.headers['webhook-id']);
  await expectNoAxeViolations(page);

  // A new secret, shown once; the next delivery is signed with it and no longer with the old one.
  await endpoint.getByRole('button', { name: 'Rotate secret' }).click();
  const rotateDialog = page.getByRole('alertdialog', { name: "Rotate this endpoint's secret?" });
  await rotateDialog.getByRole('button', { name: 'Rotate secret' }).click();
  const newPanel = page.getByRole('region', { name: 'New secret: copy it now' });
  await expect(newPanel).toBeVisible();
  const rotated = await newPanel.getByLabel('Signing secret').inputValue();
  expect(rotated).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  expect(rotated).not.toBe(secret);
  await newPanel.getByRole('button', { name: 'I have copied it' }).click();
  await expect(endpoint).toContainText(`Secret ending in …${rotated.slice(-4)}`);
  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  await expect.poll(() => receiver.received.length, { timeout: LIMITS.backgroundWorkMs }).toBe(3);
  const third = receiver.received[2]!;
  expect(new Webhook(rotated).verify(third.body, third.headers)).toMatchObject({ test: true });
  expect(() => new Webhook(secret).verify(third.body, third.headers)).toThrow();

  // Deleting asks first, then the endpoint is gone.
  await endpoint.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this endpoint?' });
  await expect(dialog).toContainText(receiver.url);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(endpoint).toBeVisible();
  await endpoint.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete endpoint' }).click();
  await expect(endpoint).toBeHidden();
  await expect(page.getByText('No endpoints yet.')).toBeVisible();
});

test('an anonymous visitor is asked to log in', async ({ page }) => {
  await page.goto('/speaker/webhooks');
  await expect(page.getByRole('heading', { name: 'Speaker Login Required' })).toBeVisible();
});
