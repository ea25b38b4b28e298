import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './fixtures';

test('without SMTP the admin reads mail in the outbox; its unsubscribe link works without a session', async ({
  page,
  browser,
  request,
}) => {
  const friend = `friend.${randomBytes(4).toString('hex')}@example.com`;
  const invite = await request.post('/api/free-tier/send-referrals', {
    data: { referrerName: 'Maya Okafor', speakerFriends: [{ email: friend }] },
  });
  expect(await invite.json()).toMatchObject({ emailsSent: 1, skipped: 0 });

  await page.goto('/admin-signin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/outbox');
  await expect(page.getByText(/No SMTP server is configured/)).toBeVisible();
  await page.getByLabel('Search recipient, subject or source').fill(friend);
  const row = page.getByRole('row').filter({ hasText: friend });
  // A fixed invitation: nothing the sender typed goes into it.
  await expect(row).toContainText("You're invited to try SpeakerPro");
  await expect(row).not.toContainText('Maya Okafor');
  await expect(row).toContainText('outbox');
  await row.getByRole('button', { name: /Read the message/ }).click();
  const text = page.getByLabel('Text version');
  await expect(text).toContainText('Unsubscribe: ');
  await expect(page.getByText('List-Unsubscribe-Post')).toBeVisible();
  const link = /Unsubscribe: (\S+)/.exec(await text.innerText())![1]!;

  // The recipient has no account and no session.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await visitor.newPage();
  await phone.goto(link);
  await expect(phone.getByText(`Stop marketing e-mail from SpeakerPro to ${friend}?`)).toBeVisible();
  await phone.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(phone.getByRole('status')).toContainText('You are unsubscribed.');
  await visitor.close();

  // The next invitation to that address is not sent (an address is invited once, and it opted out).
  const again = await request.post('/api/free-tier/send-referrals', {
    data: { referrerName: 'Maya Okafor', speakerFriends: [{ email: friend }] },
  });
  expect(await again.json()).toMatchObject({ emailsSent: 0, skipped: 1 });
});

test('the owner opens a QR code attachment kept in the outbox, next to the list', async ({ page, request }) => {
  const id = randomBytes(3).toString('hex');
  const email = `ola.${id}@example.com`;
  const signup = await request.post('/api/free-tier/signup', {
    data: {
      name: `Ola Outbox${id}`,
      email,
      phone: '+44 7700 900321',
      giftTitle: 'Notes',
      giftUrl: 'https://ola.example/notes',
      contentTypes: ['webinar'],
    },
  });
  // The one answer for every address (decision 088); the page and its QR code went to the outbox.
  expect(signup.status()).toBe(202);
  expect((await page.request.post('/api/admin/sessions', { data: E2E_ADMIN })).status()).toBe(200);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/admin/outbox');
  await page.getByLabel('Search recipient, subject or source').fill(email);
  const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'free-tier-qr' });
  await row.getByRole('button', { name: /Read the message/ }).click();
  const heading = page.getByRole('heading', { name: /^Message #\d+$/ });
  await expect(heading).toBeFocused();
  // Beside the list on a wide screen: the message starts level with the table, not under it.
  const tableBox = (await page.getByRole('table').boundingBox())!;
  const messageBox = (await heading.boundingBox())!;
  expect(messageBox.x).toBeGreaterThan(tableBox.x + tableBox.width - 1);
  const link = page.getByRole('link', { name: 'speakerpro-qr-code.png' });
  const downloading = page.waitForEvent('download');
  await link.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('speakerpro-qr-code.png');
});
