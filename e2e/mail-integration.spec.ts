import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startFakeGoogle, type FakeGoogle } from '../src/server/features/mail-accounts/fake-google';
import { newSpeaker, signUpViaApi } from './fixtures';
import { startOwnServer, type OwnServer } from './public-site-server';

/** A signed-in speaker with a finished profile who has tried the attendee side (the speaker pages' gate). */
async function onboardedSpeaker(request: APIRequestContext, baseURL = '') {
  const speaker = newSpeaker();
  await signUpViaApi(request, speaker, baseURL);
  const profile = await request.post(`${baseURL}/api/speaker-admin/profile`, {
    data: {
      firstName: speaker.firstName,
      lastName: speaker.lastName,
      workEmail: speaker.email,
      emailProvider: 'gmail',
      brandColorPrimary: '#0f766e',
      brandColorSecondary: '#7c2d12',
    },
  });
  expect(profile.status()).toBe(200);
  expect((await request.patch(`${baseURL}/api/speaker-admin/profile`, { data: { hasExperiencedSpeakerPro: true } })).status()).toBe(200);
  return speaker;
}

const gmailCard = (page: Page) => page.getByRole('region', { name: 'Gmail' });
const outlookCard = (page: Page) => page.getByRole('region', { name: 'Outlook' });

test.describe('on a server without Gmail configured', () => {
  test('an anonymous visitor is asked to log in', async ({ page }) => {
    await page.goto('/email-integration');
    await expect(page.getByRole('heading', { name: 'Speaker Login Required' })).toBeVisible();
  });

  test('the speaker sees Gmail not connected and why it cannot be, and Outlook coming soon', async ({ page }) => {
    await onboardedSpeaker(page.request);
    await page.goto('/email-integration');
    await expect(page.getByRole('heading', { level: 1, name: 'Email Integration' })).toBeVisible();

    const gmail = gmailCard(page);
    await expect(gmail.getByText('Not Connected', { exact: true })).toBeVisible();
    await expect(gmail.getByRole('alert')).toContainText('Connecting a Gmail account is not available on this site yet.');
    // Speakers cannot act on server settings: no variable names on their page.
    await expect(page.locator('main')).not.toContainText('GMAIL_CLIENT');
    await expect(gmail.getByRole('button', { name: 'Connect Gmail' })).toBeDisabled();
    await expect(gmail.getByRole('button', { name: 'Test Connection' })).toBeDisabled();

    const outlook = outlookCard(page);
    await expect(outlook.getByText('Coming Soon').first()).toBeVisible();
    await expect(outlook.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();

    // The server's own answer agrees with the page.
    const connect = await page.request.post('/api/auth/gmail/connect');
    expect(connect.status()).toBe(503);
    expect((await connect.json()).message).toMatch(/^Connecting a Gmail account is not available on this site yet/);
  });

  test('coming back from a refused consent explains it once, then the address is clean', async ({ page }) => {
    await onboardedSpeaker(page.request);
    await page.goto('/email-integration?error=access_denied');
    await expect(page.getByText('Authentication Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Unable to connect to Gmail. Please try again.', { exact: true })).toBeVisible();
    await expect(gmailCard(page).getByText('Access was not granted on the Google consent screen.', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/email-integration$/);
  });
});

test.describe('against a local OAuth server and SMTP server', () => {
  let google: FakeGoogle;
  let server: OwnServer;

  // eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to be destructured.
  test.beforeAll(async ({}, testInfo) => {
    google = await startFakeGoogle({ accountEmail: 'nadia.speaks@gmail.test' });
    server = await startOwnServer({ project: testInfo.project.name, env: google.env });
  });
  test.afterAll(async () => {
    await server?.stop();
    await google?.close();
  });

  test('the speaker connects Gmail through the consent screen, tests it for real, and disconnects', async ({ page }) => {
    await onboardedSpeaker(page.request, server.baseURL);

    // First the speaker says no on the consent screen.
    google.oauth.service.once('beforeAuthorizeRedirect', (redirect) => {
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'access_denied');
    });
    await page.goto(`${server.baseURL}/email-integration`);
    const gmail = gmailCard(page);
    await expect(gmail.getByText('Not Connected', { exact: true })).toBeVisible();
    await gmail.getByRole('button', { name: 'Connect Gmail' }).click();
    await expect(page.getByText('Authentication Failed', { exact: true })).toBeVisible();
    await expect(gmail.getByText('Access was not granted on the Google consent screen.', { exact: false })).toBeVisible();
    await expect(gmail.getByText('Not Connected', { exact: true })).toBeVisible();

    // Then agrees: the browser goes to the provider and comes back connected.
    await gmail.getByRole('button', { name: 'Connect Gmail' }).click();
    await expect(page.getByText('Connected Successfully', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`${server.baseURL}/email-integration`);
    await expect(gmail.getByText('Connected', { exact: true })).toBeVisible();
    await expect(gmail.getByText(/Connected as nadia\.speaks@gmail\.test/)).toBeVisible();
    expect(google.tokenRequests.at(-1)).toMatchObject({ grant_type: 'authorization_code' });

    await gmail.getByRole('button', { name: 'Test Connection' }).click();
    await expect(page.getByText('Connection Successful', { exact: true })).toBeVisible();
    await expect(gmail.getByRole('status')).toContainText('sent a test message to nadia.speaks@gmail.test');
    const testMail = google.smtp.received.filter((m) => m.user === 'nadia.speaks@gmail.test');
    expect(testMail).toHaveLength(1);
    expect(testMail[0]!.to).toEqual(['nadia.speaks@gmail.test']);
    expect(google.smtpLogins.at(-1)).toMatchObject({ method: 'XOAUTH2', username: 'nadia.speaks@gmail.test' });

    // The page's data never carries a token.
    const status = await page.request.get(`${server.baseURL}/api/speaker/auth-status`);
    expect(await status.text()).not.toContain(google.lastAccessToken());

    await gmail.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByText('Disconnected Successfully', { exact: true })).toBeVisible();
    await expect(page.getByText('Your email account has been disconnected.', { exact: true })).toBeVisible();
    await expect(gmail.getByText('Not Connected', { exact: true })).toBeVisible();
    await expect(gmail.getByRole('button', { name: 'Test Connection' })).toBeDisabled();
  });
});
