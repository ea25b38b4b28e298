import { expect, test, type Page } from '@playwright/test';
import { newSpeaker, signUpInBrowser } from './fixtures';

async function signUp(page: Page, speaker = newSpeaker()) {
  await page.goto('/speaker/signup');
  await expect(page.getByRole('heading', { name: 'Create Speaker Account' })).toBeVisible();
  return signUpInBrowser(page, speaker);
}

test('a new speaker signs up, signs in, is taken to onboarding, stays signed in across a reload; logout ends the session', async ({
  page,
  request,
}) => {
  const speaker = await signUp(page);
  // The dashboard's gate sends a speaker without a profile to onboarding.
  await expect(page).toHaveURL(/\/speaker\/onboarding\/step1$/);
  await expect(page.getByRole('heading', { name: 'Step 1 of 3' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Step 1 of 3' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue(speaker.firstName);

  const [sessionCookie] = (await page.context().cookies()).filter((c) => c.name === 'sp_session');
  expect(sessionCookie?.httpOnly).toBe(true);
  expect(sessionCookie?.sameSite).toBe('Lax');

  expect((await page.request.post('/api/speaker-auth/logout')).status()).toBe(200);
  await page.goto('/speaker/dashboard');
  await expect(page.getByRole('heading', { name: 'Speaker Login Required' })).toBeVisible();

  // The cookie from before the logout is dead on the server, not only forgotten by the browser.
  const replay = await request.get('/api/speaker-auth/user', { headers: { cookie: `sp_session=${sessionCookie!.value}` } });
  expect(replay.status()).toBe(401);
});

test('signing in again: wrong password is refused, the right one opens the speaker area', async ({ page }) => {
  const speaker = await signUp(page);
  await expect(page).toHaveURL(/\/speaker\/onboarding\/step1$/);
  await page.request.post('/api/speaker-auth/logout');
  await page.goto('/speaker/login');

  await page.getByLabel('Email').fill(speaker.email.toUpperCase());
  await page.getByLabel('Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/speaker\/login$/);

  // A second failure replaces the first toast: one at a time, and F8 moves focus to them.
  await page.getByRole('button', { name: 'Sign In' }).click();
  const notifications = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(notifications.getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('F8');
  await expect(notifications.getByRole('list')).toBeFocused();

  await page.getByLabel('Password').fill(speaker.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/speaker\/onboarding\/step1$/);
  await expect(page.getByLabel('Work email')).toHaveValue(speaker.email);
});

test('signing up with an address that has an account answers as for a new one and opens nothing', async ({ page, browser }) => {
  const speaker = await signUp(page);
  await expect(page).toHaveURL(/\/speaker\/onboarding\/step1$/);

  const other = await browser.newPage();
  await other.goto('/speaker/signup');
  await other.getByLabel('First name').fill('Someone');
  await other.getByLabel('Last name').fill('Else');
  await other.getByLabel('Email').fill(speaker.email);
  await other.getByLabel('Password').fill('another-persons-pass-2026');
  await other.getByRole('button', { name: 'Create Account' }).click();
  await expect(other.getByText('Check your inbox', { exact: true })).toBeVisible();
  await expect(other.getByText(`Check your e-mail: we have sent a message to ${speaker.email}`, { exact: false })).toBeVisible();
  await expect(other.getByText(/already exists/)).toHaveCount(0);
  await expect(other).toHaveURL(/\/speaker\/signup$/);
  expect((await other.request.get('/api/account/user')).status()).toBe(401);
  await other.close();
});

test('an anonymous visitor at the dashboard is asked to log in and reaches the login page', async ({ page }) => {
  await page.goto('/speaker/dashboard');
  await expect(page.getByRole('heading', { name: 'Speaker Login Required' })).toBeVisible();
  await page.getByRole('button', { name: 'Log In' }).click();
  // The login page knows where to come back to.
  await expect(page).toHaveURL(/\/speaker\/login\?returnTo=%2Fspeaker%2Fdashboard$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('an unknown page shows Page Not Found; an unknown API path answers JSON 404', async ({ page, request }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  const api = await request.get('/api/no-such-endpoint');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' });
});
