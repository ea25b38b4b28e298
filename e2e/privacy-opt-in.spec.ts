import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { mailPart } from '../src/server/test/smtp';
import { startOwnServerWithMail, type OwnServerWithMail } from './public-site-server';

let server: OwnServerWithMail;

// The opt-in link goes out by e-mail: this spec's server delivers to an SMTP server inside the test.
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to be destructured.
test.beforeAll(async ({}, testInfo) => {
  server = await startOwnServerWithMail(testInfo.project.name);
});
test.afterAll(async () => {
  await server?.stop();
});

async function optInLink(to: string): Promise<string> {
  const mail = await server.waitForMail(to);
  return /https?:\/\/\S+\/privacy\/opt-in\?token=[A-Za-z0-9_-]+/.exec(mailPart(mail.raw, 'text/plain'))![0];
}

test('an empty form keeps the opt-out and says a link was e-mailed; the link restores it, once', async ({ page }) => {
  const email = `privacy.${randomBytes(4).toString('hex')}@example.com`;
  await page.goto(`${server.baseURL}/privacy`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel(/^Email marketing/).check();
  await page.getByRole('button', { name: 'Update Privacy Preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toContainText('Opted out of: Email marketing.');

  // The same address again with no box ticked: nothing is withdrawn, a link goes to the address.
  await page.getByLabel(/^Email marketing/).uncheck();
  await page.getByRole('button', { name: 'Update Privacy Preferences' }).click();
  const status = page.getByRole('status').filter({ hasText: 'open the link we e-mailed' });
  await expect(status).toContainText(`To opt back in to email marketing, open the link we e-mailed to ${email}`);
  await expect(status).toContainText('Opted out of: Email marketing.');

  const link = await optInLink(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Opt back in' })).toBeVisible();
  await expect(page.getByText(`Opt ${email} back in to:`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Email marketing' })).toBeVisible();
  await page.getByRole('button', { name: 'Opt Back In' }).click();
  await expect(page.getByRole('status')).toContainText('You are opted back in.');
  await expect(page.getByRole('status')).toContainText(`${email} is opted back in to Email marketing`);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This link is invalid, has already been used or has expired.');
  await expect(page.getByRole('button', { name: 'Opt Back In' })).toHaveCount(0);
});
