import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { freePageSlugFromOutbox, linkFromOutbox, newSpeaker, signInAdmin, signUpInBrowser, submitSignUpForm } from './fixtures';

// The server runs without SMTP, so every e-mail is a row in the outbox; the admin API reads the
// links out of them, as the person would out of their inbox.

async function isSignedIn(request: APIRequestContext): Promise<boolean> {
  const res = await request.get('/api/speaker-auth/user');
  expect([200, 401]).toContain(res.status());
  return res.status() === 200;
}

/** A second browser (another device) signed in to the account through the login page. */
async function signInOnAnotherDevice(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/speaker/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/speaker\/onboarding\/step1$/);
  return context;
}

const banner = (page: Page) => page.getByRole('region', { name: 'E-mail confirmation' });

test('a new speaker sees the confirmation banner; the link from the e-mail confirms the address and the banner goes', async ({
  page,
  request,
}) => {
  await signInAdmin(request);
  const speaker = newSpeaker();
  await signUpInBrowser(page, speaker);
  await expect(page).toHaveURL(/\/speaker\/onboarding\/step1$/);
  await expect(banner(page)).toContainText('Please confirm your e-mail address — check your inbox');
  expect((await (await page.request.get('/api/speaker-auth/user')).json()).emailVerified).toBe(false);

  // Reports are matched by e-mail address, so they wait for the confirmation; the page says so.
  await page.goto('/speaker-admin/assessment-reports');
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address to see your reports' })).toBeVisible();

  const first = await linkFromOutbox(request, speaker.email, 'verify-email');
  await banner(page).getByRole('button', { name: 'Resend e-mail' }).click();
  await expect(banner(page).getByRole('status')).toContainText(`We have e-mailed a new confirmation link to ${speaker.email}`);
  const latest = await linkFromOutbox(request, speaker.email, 'verify-email', first.mailId);

  // The single-use token is sent exactly once by the page.
  let verifyCalls = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/public/email-verifications') verifyCalls += 1;
  });
  await page.goto(latest.path);
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Your e-mail address ${speaker.email} is confirmed.` })).toBeVisible();
  expect(verifyCalls).toBe(1);
  expect((await (await page.request.get('/api/speaker-auth/user')).json()).emailVerified).toBe(true);

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/speaker\/onboarding\/step1$/);
  await expect(page.getByRole('heading', { name: 'Step 1 of 3' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.goto('/speaker-admin/assessment-reports');
  await expect(page.getByRole('heading', { name: 'Your Assessment Reports' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address to see your reports' })).toHaveCount(0);

  // A spent link says so, and offers the way on.
  await page.goto(latest.path);
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
});

test('forgot password from the login page: the e-mailed link sets a new password; the old one stops working', async ({
  page,
  browser,
  request,
}) => {
  await signInAdmin(request);
  const speaker = newSpeaker();
  // The account is made on another device, which stays signed in until the reset.
  const oldDevice = await browser.newContext();
  const oldPage = await oldDevice.newPage();
  await signUpInBrowser(oldPage, speaker);
  await expect(oldPage).toHaveURL(/\/speaker\/onboarding\/step1$/);
  expect(await isSignedIn(oldDevice.request)).toBe(true);

  await page.goto('/speaker/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The login page (which also has an Email field) stays on screen until the new page has loaded.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(speaker.email.toUpperCase());
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account uses this address, we have e-mailed it a link' })).toBeVisible();

  const link = await linkFromOutbox(request, speaker.email, 'reset-password');
  await page.goto(link.path);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newPassword = `keynote-${randomBytes(4).toString('hex')}`;

  // Two different copies are caught on the page; a common password by the server, under its field.
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm new password').fill('password123');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText(/^New password is too easy to guess/)).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toBeFocused();

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
  // Every session of the account ended with the reset.
  expect(await isSignedIn(oldDevice.request)).toBe(false);
  await oldDevice.close();

  await page.getByRole('link', { name: 'Sign in with your new password' }).click();
  await expect(page).toHaveURL(/\/speaker\/login$/);
  await page.getByLabel('Email').fill(speaker.email);
  await page.getByLabel('Password').fill(speaker.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/speaker\/login$/);

  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/speaker\/onboarding\/step1$/);
  // Receiving the reset link proved the address too.
  await expect(banner(page)).toHaveCount(0);

  // The link works once.
  await page.goto(link.path);
  await page.getByLabel('New password', { exact: true }).fill(`${newPassword}-again`);
  await page.getByLabel('Confirm new password').fill(`${newPassword}-again`);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot-password');
});

test('the account page changes the password (other devices signed out) and signs out everywhere', async ({ page, browser }) => {
  const speaker = newSpeaker();
  await signUpInBrowser(page, speaker);
  await expect(page).toHaveURL(/\/speaker\/onboarding\/step1$/);
  const otherDevice = await signInOnAnotherDevice(browser, speaker.email, speaker.password);

  await page.goto('/speaker-admin/assessment-reports');
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page).toHaveURL(/\/speaker\/account$/);
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeFocused();
  const emailSection = page.getByRole('region', { name: 'Your e-mail address' });
  await expect(emailSection).toContainText(speaker.email);
  await expect(emailSection).toContainText('Not confirmed yet');
  await emailSection.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(emailSection.getByRole('status')).toContainText('We have e-mailed a new confirmation link');

  const passwordSection = page.getByRole('region', { name: 'Change password' });
  const newPassword = `podium-${randomBytes(4).toString('hex')}`;
  await passwordSection.getByLabel('Current password').fill('not-my-password');
  await passwordSection.getByLabel('New password', { exact: true }).fill(newPassword);
  await passwordSection.getByLabel('Confirm new password').fill(newPassword);
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordSection.getByText('Current password is incorrect')).toBeVisible();
  await expect(passwordSection.getByLabel('Current password')).toBeFocused();
  expect(await isSignedIn(otherDevice.request)).toBe(true);

  await passwordSection.getByLabel('Current password').fill(speaker.password);
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordSection.getByRole('status')).toContainText('Your password has been changed.');
  await expect(passwordSection.getByLabel('Current password')).toHaveValue('');
  // This device stays signed in; the other one is out.
  expect(await isSignedIn(page.request)).toBe(true);
  expect(await isSignedIn(otherDevice.request)).toBe(false);
  await otherDevice.close();

  // The change of e-mail waits for the link sent to the new address; the typed address survives a reload.
  const emailChange = page.getByRole('region', { name: 'Change e-mail address' });
  const newEmail = `moved.${randomBytes(4).toString('hex')}@example.com`;
  await emailChange.getByLabel('New e-mail address').fill(newEmail);
  await page.reload();
  await expect(emailChange.getByLabel('New e-mail address')).toHaveValue(newEmail);
  await emailChange.getByLabel('Password').fill(newPassword);
  await emailChange.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(emailChange.getByRole('status')).toContainText(`We have e-mailed a confirmation link to ${newEmail}`);
  expect((await (await page.request.get('/api/speaker-auth/user')).json()).email).toBe(speaker.email);

  // A third device signed in with the new password, then 'Sign out everywhere' from this one.
  const thirdDevice = await signInOnAnotherDevice(browser, speaker.email, newPassword);
  await page.getByRole('region', { name: 'Sign out everywhere' }).getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/speaker\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'You have been signed out on every device.' })).toBeVisible();
  expect(await isSignedIn(page.request)).toBe(false);
  expect(await isSignedIn(thirdDevice.request)).toBe(false);
  await thirdDevice.close();
  await page.goto('/speaker/account');
  await expect(page.getByRole('heading', { name: 'Speaker Login Required' })).toBeVisible();
});

test('sign-up with the address of a free QR page cannot take it over; the owner claims it from the e-mailed link', async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  await signInAdmin(request);
  const id = randomBytes(4).toString('hex');
  const ownerEmail = `rosa.${id}@example.com`;
  const testimonial = `Sharp, generous and practical: best session of the day (${id}).`;

  // The owner made a free page with the QR wizard; an attendee answered on it. Neither has a session.
  const anonymous = await playwright.request.newContext({ baseURL });
  const created = await anonymous.post('/api/free-tier-signup', {
    data: {
      name: 'Rosa Marin',
      email: ownerEmail,
      phone: '+44 7700 900456',
      contentType: 'webinar',
      contentTitle: 'Negotiation Nights',
      giftTitle: 'Negotiation Cheat Sheet',
      giftUrl: 'https://rosa.example/cheat-sheet',
      tier: 'free',
    },
  });
  expect(created.status()).toBe(202);
  // The answer names no page: its link is in the e-mail to the address.
  const speakerSlug = await freePageSlugFromOutbox(request, ownerEmail);
  const answer = {
    speakerSlug,
    attendeeName: 'Priya',
    attendeeEmail: `priya.${id}@brightline.example`,
    rating: 5,
    testimonial,
    jobRole: 'Head of Sales',
    contactConsent: true,
    publishConsent: true,
  };
  const answered = await anonymous.post('/api/free-tier-feedback', { data: answer });
  expect(answered.status()).toBe(201);
  const giftBefore = ((await answered.json()) as { gift: unknown }).gift;
  expect(giftBefore).toMatchObject({ url: 'https://rosa.example/cheat-sheet' });
  const pageBefore = await (await anonymous.get(`/api/speaker-data/${speakerSlug}`)).json();

  // The attacker signs up with the owner's address: no account, no session, only a link to that inbox.
  const attacker = { firstName: 'Mallory', lastName: 'Grey', email: ownerEmail, password: `takeover-${id}` };
  // The page answers as it would for a new address, and tells the attacker nothing more.
  await submitSignUpForm(page, attacker);
  await expect(page).toHaveURL(/\/speaker\/signup$/);
  expect((await page.request.get('/api/speaker-auth/user')).status()).toBe(401);
  expect((await page.context().cookies()).filter((c) => c.name === 'sp_session')).toEqual([]);
  expect((await page.request.post('/api/speaker/login-email', { data: { email: ownerEmail, password: attacker.password } })).status()).toBe(
    401,
  );

  // The page and its gift are as the owner left them.
  expect(await (await anonymous.get(`/api/speaker-data/${speakerSlug}`)).json()).toEqual(pageBefore);
  // The gift comes back with every answer: the same answer again shows it is still the owner's.
  const again = await anonymous.post('/api/free-tier-feedback', { data: answer });
  expect(again.ok()).toBe(true);
  expect(((await again.json()) as { gift: unknown }).gift).toEqual(giftBefore);
  await anonymous.dispose();

  // The owner opens the claim link from their inbox on their own device.
  const { path } = await linkFromOutbox(request, ownerEmail, 'claim-account');
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.goto(path);
  await expect(owner.getByRole('heading', { name: 'Open your SpeakerPro account' })).toBeVisible();
  const ownerPassword = `stage-lights-${id}`;
  await owner.getByLabel('Password', { exact: true }).fill(ownerPassword);
  await owner.getByLabel('Confirm password').fill(ownerPassword);
  await owner.getByRole('button', { name: 'Open my account' }).click();

  // Signed in and confirmed; the dashboard sends a profile made by the free wizard through onboarding first.
  await expect(owner).toHaveURL(/\/speaker\/onboarding\/step1$/);
  expect(await (await owner.request.get('/api/speaker-auth/user')).json()).toMatchObject({ email: ownerEmail, emailVerified: true });
  await expect(banner(owner)).toHaveCount(0);
  await expect(owner.getByLabel('First name')).toHaveValue('Rosa');
  await owner.getByRole('button', { name: 'Continue' }).click();
  await expect(owner.getByRole('heading', { name: 'Step 2 of 3' })).toBeVisible();
  await owner.getByRole('button', { name: 'Continue' }).click();
  await expect(owner.getByRole('heading', { name: 'Step 3 of 3' })).toBeVisible();
  await owner.getByRole('radio', { name: /Gmail/ }).check();
  await owner.getByRole('button', { name: 'Continue' }).click();
  await owner.getByLabel('I confirm this information is accurate').check();
  await owner.getByRole('button', { name: "Let's Go" }).click();
  // The demo dashboard first, then on to answering as an attendee.
  await expect(owner).toHaveURL(/\/speaker\/demo-dashboard$/);
  await owner.getByRole('dialog').getByRole('link', { name: 'Next: Try It as an Attendee' }).click();
  await expect(owner).toHaveURL(/\/discover-speakerpro$/);
  await owner.getByRole('button', { name: 'Scan the sample QR code' }).click();
  await owner.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await owner.getByLabel('Your testimonial').fill('Trying it out.');
  await owner.getByLabel('First name', { exact: true }).fill('Rosa');
  await owner.getByLabel('Job role', { exact: true }).fill('Speaker');
  await owner.getByLabel('Work email').fill(`rosa.${id}@work.example`);
  await owner.getByRole('button', { name: 'Submit Feedback' }).click();
  await owner.getByRole('button', { name: 'Take me to my dashboard' }).click();

  await expect(owner).toHaveURL(/\/speaker\/[a-z0-9-]+\/dashboard$/);
  await expect(owner.getByRole('heading', { name: 'Welcome back, Rosa!' })).toBeVisible();
  await owner.getByRole('link', { name: 'Negotiation Nights' }).first().click();
  await expect(owner.getByRole('heading', { name: 'Negotiation Nights', level: 1 })).toBeVisible();
  await expect(owner.getByText(testimonial)).toBeVisible();
  await ownerContext.close();
});

test('a speaker deletes their account from the account page through the e-mailed link; signing in no longer works', async ({
  page,
  request,
}) => {
  await signInAdmin(request);
  const speaker = newSpeaker();
  await signUpInBrowser(page, speaker);
  await expect(page).toHaveURL(/\/speaker\/onboarding\/step1$/);
  await page.goto('/speaker/account');
  const section = page.getByRole('region', { name: 'Delete your account' });
  await section.getByLabel('Password to delete the account').fill('not-my-password');
  await section.getByRole('button', { name: 'E-mail me the deletion link' }).click();
  await expect(section.getByText('is incorrect')).toBeVisible();
  await section.getByLabel('Password to delete the account').fill(speaker.password);
  await section.getByRole('button', { name: 'E-mail me the deletion link' }).click();
  await expect(section.getByRole('status').filter({ hasText: `We have e-mailed a link to ${speaker.email}` })).toBeVisible();
  // Asking deleted nothing.
  expect(await isSignedIn(page.request)).toBe(true);

  const link = await linkFromOutbox(request, speaker.email, 'speaker/delete-account');
  await page.goto(link.path);
  await expect(page.getByRole('heading', { name: 'Delete your account?' })).toBeVisible();
  await expect(page.getByText(`This erases the account ${speaker.email} for good.`)).toBeVisible();
  await expect(page.getByText('0 talks and their QR pages')).toBeVisible();
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible();
  expect(await isSignedIn(page.request)).toBe(false);

  // The address no longer opens anything; the link does not work twice.
  await page.goto('/speaker/login');
  await page.getByLabel('Email').fill(speaker.email);
  await page.getByLabel('Password').fill(speaker.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password', { exact: true }).first()).toBeVisible();
  await page.goto(link.path);
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
});
