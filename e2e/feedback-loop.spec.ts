import fs from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test } from '@playwright/test';
import { LIMITS } from '../src/server/test/limits';
import { RETRY_MAX_DELAY_MS } from '../src/web/features/feedback/retry-schedule';
import { newSpeaker, signUpInBrowser, signUpViaApi } from './fixtures';

// A real 400x400 PNG logo and a minimal real PDF gift, made in the test.
function logoPng(): Buffer {
  const png = new PNG({ width: 400, height: 400 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([37, 99, 235, 255], i);
  return PNG.sync.write(png);
}
const GIFT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

test('a speaker goes from signup to a hot lead in the dashboard', async ({ page, browser, baseURL }) => {
  test.setTimeout(LIMITS.longBrowserTestMs);
  const speaker = newSpeaker();

  // Sign up: a new speaker is taken to onboarding first.
  await signUpInBrowser(page, speaker);
  await expect(page).toHaveURL(/\/speaker\/onboarding\/step1$/);

  // Onboarding: prefilled step 1, optional contact details, brand with a real logo upload, review.
  await expect(page.getByRole('heading', { name: 'Step 1 of 3' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue(speaker.firstName);
  await expect(page.getByLabel('Work email')).toHaveValue(speaker.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3' })).toBeVisible();
  await page.getByLabel('Website (optional)').fill('nadia-brooks.example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3' })).toBeVisible();
  await page.getByLabel('Logo (optional)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
  await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await page.getByRole('radio', { name: /Gmail/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Review your profile' })).toBeVisible();
  await expect(page.getByText('https://nadia-brooks.example.com')).toBeVisible();
  await page.getByLabel('I confirm this information is accurate').check();
  await page.getByRole('button', { name: "Let's Go" }).click();

  // The gate: experience the attendee side first, then the dashboard opens.
  // The demo dashboard first, then on to answering as an attendee.
  await expect(page).toHaveURL(/\/speaker\/demo-dashboard$/);
  // A speaker who has just signed up is not asked to request access they already have.
  await expect(page.getByRole('dialog')).toContainText('Your own talks, answers and leads are on My Dashboard');
  await expect(page.getByText(/request access/i)).toHaveCount(0);
  await page.getByRole('dialog').getByRole('link', { name: 'Next: Try It as an Attendee' }).click();
  await expect(page).toHaveURL(/\/discover-speakerpro$/);
  await page.getByRole('button', { name: 'Scan the sample QR code' }).click();
  await page.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await page.getByLabel('Your testimonial').fill('Trying it out.');
  await page.getByLabel('First name', { exact: true }).fill('Nadia');
  await page.getByLabel('Job role', { exact: true }).fill('Speaker');
  await page.getByLabel('Work email').fill('nadia@example.com');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  // The attendee's gift button is shown as a preview, not as a button that does nothing.
  await expect(page.getByText('Your attendees get a button here:')).toBeVisible();
  await page.getByRole('button', { name: 'Take me to my dashboard' }).click();
  await expect(page).toHaveURL(/\/speaker\/[a-z0-9-]+\/dashboard$/);
  // No event yet: a first visit, not a return.
  await expect(page.getByRole('heading', { name: `Welcome, ${speaker.firstName}!` })).toBeVisible();
  const slug = new URL(page.url()).pathname.split('/')[2]!;

  // A real gift file for attendees.
  await page.getByRole('link', { name: 'Setup Gift' }).click();
  await expect(page.getByRole('heading', { name: 'Set Up Your Digital Gift' })).toBeVisible();
  await page.getByRole('radio', { name: /Upload a file/ }).check();
  await page.getByLabel('Gift file').setInputFiles({ name: 'checklist.pdf', mimeType: 'application/pdf', buffer: GIFT_PDF });
  await expect(page.getByText('File Uploaded!', { exact: true })).toBeVisible();
  await page.getByLabel('Gift title').fill('Five-Minute Follow-Up Checklist');
  await page.getByRole('button', { name: 'Save Gift' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Update Gift' })).toBeVisible();

  // Create the event; its page shows the real QR code.
  await page.getByRole('link', { name: 'Create Event' }).first().click();
  await page.getByLabel('Event name').fill('Growth Summit');
  await page.getByLabel('Talk title').fill('Stories That Sell');
  await page.getByLabel('Venue').fill('Manchester Central');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByRole('heading', { name: 'Growth Summit', level: 1 })).toBeVisible();
  const feedbackUrl = await page.getByRole('textbox', { name: 'Feedback link' }).inputValue();
  expect(feedbackUrl).toMatch(new RegExp(`^${baseURL}/qr/${slug}/\\d+$`));
  const eventId = feedbackUrl.split('/').at(-1)!;
  const qr = await page.request.get(`/api/speaker-admin/talks/${eventId}/qr.png`);
  const image = PNG.sync.read(await qr.body());
  expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(feedbackUrl);

  // An attendee scans the code on a phone and answers.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await phone.goto(feedbackUrl);
  await expect(phone.getByRole('heading', { name: 'Stories That Sell' })).toBeVisible();
  await phone.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await phone.getByLabel('Your testimonial').fill('Practical, funny and full of ideas I can use on Monday.');
  await phone.getByLabel('First name', { exact: true }).fill('Priya');
  await phone.getByLabel('Job role', { exact: true }).fill('Head of Sales at Brightline');
  await phone.getByLabel('Work email').fill('priya.shah@brightline.example');
  await phone.getByRole('checkbox', { name: /contact me about this talk/ }).check();
  await phone.getByRole('checkbox', { name: /publish my testimonial/ }).check();
  await phone.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(phone).toHaveURL(/\/thank-you\/\d+(\?|$)/);
  await expect(phone.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(phone.getByText('Five-Minute Follow-Up Checklist')).toBeVisible();
  const giftHref = await phone.getByRole('link', { name: 'Get Your Gift' }).getAttribute('href');
  const gift = await phoneContext.request.get(new URL(giftHref!, baseURL).toString());
  expect(gift.ok()).toBe(true);
  expect((await gift.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await phoneContext.close();

  // Back in the dashboard: one response, one hot lead, one testimonial, the average.
  await page.goto(`/speaker/${slug}/dashboard`);
  await expect(page.getByRole('heading', { name: `Welcome back, ${speaker.firstName}!` })).toBeVisible();
  // Someone else's slug in the address bar is replaced by the speaker's own.
  await page.goto('/speaker/not-my-slug/dashboard');
  await expect(page).toHaveURL(new RegExp(`/speaker/${slug}/dashboard$`));
  const card = page.getByRole('article', { name: 'Growth Summit' });
  await expect(card.getByRole('group', { name: 'Responses' })).toContainText('1');
  await expect(card.getByRole('group', { name: 'Hot Leads' })).toContainText('1');
  await expect(card.getByRole('group', { name: 'Testimonials' })).toContainText('1');
  await expect(card).toContainText('5.0 / 5');
  // PRO is asked for from the teaser (the speaker is on a Lite trial); the request is tested in plans.spec.ts.
  const audience = page.getByRole('region', { name: 'Audience Breakdown' });
  await expect(audience).toContainText('Upgrade to PRO for deeper audience insights');
  await expect(audience.getByRole('button', { name: 'Upgrade to PRO' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download Hot Leads' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^hot-leads-growth-summit-stories-that-sell-\d+\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('priya.shah@brightline.example');
  await expect(page.getByText('Hot Leads Downloaded!', { exact: true })).toBeVisible();

  // Logging out ends the session on the server too.
  const [sessionCookie] = (await page.context().cookies()).filter((c) => c.name === 'sp_session');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/speaker\/login$/);
  const replay = await page.request.get('/api/speaker-auth/user', { headers: { cookie: `sp_session=${sessionCookie!.value}` } });
  expect(replay.status()).toBe(401);
});

test('an attendee who loses the connection keeps every answer; the form retries and then thanks them', async ({ page, browser }) => {
  // A speaker with a profile and an event, set up through the API.
  const speaker = newSpeaker();
  await signUpViaApi(page.request, speaker);
  const profile = await page.request.post('/api/speaker-admin/profile', {
    data: { firstName: speaker.firstName, lastName: speaker.lastName, workEmail: speaker.email, emailProvider: 'gmail' },
  });
  expect(profile.status()).toBe(200);
  const event = await (
    await page.request.post('/api/speaker-admin/events', { data: { eventName: 'Offline Summit', talkTitle: 'Resilient Teams' } })
  ).json();

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await phone.goto(event.feedbackUrl);
  await expect(phone.getByRole('heading', { name: 'Resilient Teams' })).toBeVisible();
  await phone.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await phone.getByLabel('Your testimonial').fill('Great, even on bad Wi-Fi.');
  await phone.getByLabel('First name', { exact: true }).fill('Omar');
  await phone.getByLabel('Job role', { exact: true }).fill('Head of Talent');
  await phone.getByLabel('Work email').fill('omar@vantage.example');

  await phoneContext.setOffline(true);
  await phone.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(phone.getByText("No connection — we'll keep trying. Your answers are safe.")).toBeVisible();
  await expect(phone).not.toHaveURL(/thank-you/);
  await expect(phone.getByLabel('Your testimonial')).toHaveValue('Great, even on bad Wi-Fi.');

  // Back online: the form's own retry delivers the answers without another tap. It retries at once
  // when the browser says it is online again, and at the latest at its next scheduled retry.
  await phoneContext.setOffline(false);
  await expect(phone).toHaveURL(/\/thank-you\/\d+(\?|$)/, { timeout: RETRY_MAX_DELAY_MS + LIMITS.expectMs });
  await phoneContext.close();

  const responses = await (await page.request.get(`/api/speaker-admin/events/${event.id}/responses`)).json();
  expect(responses).toHaveLength(1);
  // Omar did not ask to be contacted: his answer counts, without his name or e-mail (decision 019).
  expect(responses[0]).toMatchObject({ attendeeEmail: null, rating: 4, testimonial: 'Great, even on bad Wi-Fi.' });
});
