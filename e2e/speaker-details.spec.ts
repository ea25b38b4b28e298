import { expect, test, type Page } from '@playwright/test';
import { signInAdmin, signUpInBrowser } from './fixtures';

// Small promises of the speaker area, each of which was once broken.

async function signUp(page: Page) {
  const speaker = await signUpInBrowser(page);
  await expect(page).toHaveURL(/\/speaker\/onboarding\/step1$/);
  return speaker;
}

test('the mobile banner shows below 1024 px, not at 1024 px and wider, and stays dismissed', async ({ browser }) => {
  const wide = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const widePage = await wide.newPage();
  await widePage.goto('/speaker/login');
  await expect(widePage.getByRole('heading', { name: 'Speaker Sign In' })).toBeVisible();
  await expect(widePage.getByRole('complementary', { name: 'Mobile recommendation' })).toHaveCount(0);
  await wide.close();

  const narrow = await browser.newContext({ viewport: { width: 1023, height: 800 } });
  const page = await narrow.newPage();
  await page.goto('/speaker/login');
  const banner = page.getByRole('complementary', { name: 'Mobile recommendation' });
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss mobile banner' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Speaker Sign In' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await narrow.close();

  // Outside the speaker area (an attendee's page, the public site) it never shows.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await phone.newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { name: 'What do you want?' })).toBeVisible();
  await expect(visitor.getByRole('complementary', { name: 'Mobile recommendation' })).toHaveCount(0);
  await phone.close();
});

test('signing in from a page that asked for it returns to that page', async ({ page }) => {
  const speaker = await signUp(page);
  expect((await page.request.post('/api/speaker-auth/logout')).status()).toBe(200);

  await page.goto('/speaker/account');
  await expect(page.getByRole('heading', { name: 'Speaker Login Required' })).toBeVisible();
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/speaker\/login\?returnTo=%2Fspeaker%2Faccount$/);
  await page.getByLabel('Email').fill(speaker.email);
  await page.getByLabel('Password').fill(speaker.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/speaker\/account$/);

  // A returnTo naming another site is ignored: the speaker lands in their own area.
  await page.request.post('/api/speaker-auth/logout');
  await page.goto(`/speaker/login?returnTo=${encodeURIComponent('//evil.example/phish')}`);
  await page.getByLabel('Email').fill(speaker.email);
  await page.getByLabel('Password').fill(speaker.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/speaker\//);
});

test('pages load without a failed request when no logo has been uploaded', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
  });
  for (const path of ['/', '/speaker/login', '/speaker/signup']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(failed).toEqual([]);
});

test('Back from onboarding step 3 keeps the colour typed there', async ({ page }) => {
  await signUp(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Primary color (optional)' }).fill('#123456');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Primary color (optional)' })).toHaveValue('#123456');
  // Still no provider chosen: the review step stays closed until one is.
  await page.goto(page.url().replace(/onboarding\/step3$/, 'profile-review'));
  await expect(page).toHaveURL(/\/onboarding\/step1$/);
});

test('an event made on /add-presentation is announced by e-mail with its feedback link and QR code', async ({ page, browser }) => {
  const speaker = await signUp(page);
  await page.goto('/add-presentation');
  await page.getByLabel('Talk title').fill('Stories That Sell');
  await page.getByLabel('Event name').fill('Growth Summit');
  await page.getByRole('button', { name: 'Create Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Event Created!' });
  await expect(dialog).toContainText('we e-mailed you its feedback link and QR code');

  const admin = (await browser.newContext()).request;
  await signInAdmin(admin);
  const list = await admin.get(`/api/admin/mail-messages?q=${encodeURIComponent(speaker.email)}`);
  const { messages } = (await list.json()) as { messages: { id: number; subject: string }[] };
  const ready = messages.filter((m) => m.subject === 'Your talk "Stories That Sell" is ready for feedback');
  expect(ready).toHaveLength(1);
  const detail = (await (await admin.get(`/api/admin/mail-messages/${ready[0]!.id}`)).json()) as {
    textBody: string;
    attachments?: unknown;
  };
  expect(detail.textBody).toMatch(/Attendees answer here: http:\/\/127\.0\.0\.1:\d+\/\S+\d/);
  expect(detail.textBody).toContain('The QR code for that page is attached');
  expect(detail.textBody).toContain('at Growth Summit');
});
