import { expect, test } from '@playwright/test';
import { speakerWithGiftEvent } from './fixtures';

// A phone that runs no script (turned off, blocked, or the script never arrived on a crowded
// network) still answers: the form posts to its own page, the server checks it with the API's
// rules, and the thank-you page with the gift comes from the server too.
const PHONE_WITHOUT_JS = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled: false };

test('without JavaScript the form shows what to fix, keeps what was typed, stores the answer and thanks with the gift', async ({
  page,
  browser,
}) => {
  const event = await speakerWithGiftEvent(page.request);
  const email = `nojs.${Date.now()}@brightline.example`;
  const context = await browser.newContext(PHONE_WITHOUT_JS);
  const phone = await context.newPage();

  await phone.goto(event.feedbackUrl);
  await expect(phone.getByRole('heading', { name: 'Stories That Sell' })).toBeVisible();
  await expect(phone.getByText('Growth Summit')).toBeVisible();
  const submit = phone.getByRole('button', { name: 'Submit Feedback' });
  await expect(submit).toHaveCSS('background-color', 'rgb(15, 118, 110)');

  // Nothing filled in: the server names every required field.
  await submit.click();
  await expect(phone).toHaveURL(event.feedbackUrl);
  for (const message of [
    'Rating is required',
    'Your testimonial is required',
    'First name is required',
    'Job role is required',
    'Work email is required',
  ])
    await expect(phone.getByText(message, { exact: true })).toBeVisible();
  await expect(phone.getByLabel('First name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // A wrong address: only that message, and everything typed is still there.
  await phone.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await phone.getByLabel('Your testimonial').fill('Clear & practical, with <real> examples.');
  await phone.getByLabel('First name', { exact: true }).fill('Priya');
  await phone.getByLabel('Job role', { exact: true }).fill('Head of Sales');
  await phone.getByLabel('Work email').fill('priya@');
  await phone.getByRole('checkbox', { name: /contact me about this talk/ }).check();
  await submit.click();
  await expect(phone.getByText('Work email must be a valid e-mail address', { exact: true })).toBeVisible();
  await expect(phone.getByText('First name is required', { exact: true })).toHaveCount(0);
  await expect(phone.getByLabel('Your testimonial')).toHaveValue('Clear & practical, with <real> examples.');
  await expect(phone.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(phone.getByRole('checkbox', { name: /contact me about this talk/ })).toBeChecked();
  await expect(phone.getByLabel('Work email')).toHaveValue('priya@');

  await phone.getByLabel('Work email').fill(email);
  await submit.click();
  await expect(phone).toHaveURL(new RegExp(`/thank-you/${event.id}\\?answer=\\d+&key=[A-Za-z0-9_%-]+$`));
  await expect(phone.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(phone.getByText(/^Your feedback has been sent to /)).toBeVisible();
  await expect(phone.getByText('Five-Minute Follow-Up Checklist')).toBeVisible();
  await expect(phone.getByText('STAGE25')).toBeVisible();
  const gift = phone.getByRole('link', { name: 'Get Your Gift' });
  await expect(gift).toHaveAttribute('href', 'https://speaker.example/checklist');
  await expect(gift).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  // Copying the code needs a script; without one there is no button that does nothing.
  await expect(phone.getByRole('button', { name: 'Copy access code' })).toHaveCount(0);

  // The speaker sees the answer.
  const responses = (await (await page.request.get(`/api/speaker-admin/events/${event.id}/responses`)).json()) as Record<string, unknown>[];
  expect(responses).toHaveLength(1);
  expect(responses[0]).toMatchObject({
    rating: 4,
    testimonial: 'Clear & practical, with <real> examples.',
    attendeeEmail: email,
  });

  // A reload of the thank-you page sends nothing twice and still shows the gift.
  await phone.reload();
  await expect(phone.getByText('STAGE25')).toBeVisible();
  expect(await (await page.request.get(`/api/speaker-admin/events/${event.id}/responses`)).json()).toHaveLength(1);

  // The same phone changes its mind: corrected at once, no e-mailed link to wait for.
  await phone.goto(event.feedbackUrl);
  await phone.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await phone.getByLabel('Your testimonial').fill('Thinking it over: excellent.');
  await phone.getByLabel('First name', { exact: true }).fill('Priya');
  await phone.getByLabel('Job role', { exact: true }).fill('Head of Sales');
  await phone.getByLabel('Work email').fill(email);
  await submit.click();
  await expect(phone).toHaveURL(/\/thank-you\/\d+\?answer=/);
  await expect(phone.getByRole('status').filter({ hasText: 'already answered' })).toHaveCount(0);
  const corrected = (await (await page.request.get(`/api/speaker-admin/events/${event.id}/responses`)).json()) as { rating: number }[];
  expect(corrected.map((r) => r.rating)).toEqual([5]);
  await context.close();
});

test('without JavaScript an unknown talk says so, with the web app’s words', async ({ browser }) => {
  const context = await browser.newContext(PHONE_WITHOUT_JS);
  const phone = await context.newPage();
  const res = await phone.goto('/feedback/2000000000');
  expect(res?.status()).toBe(404);
  await expect(phone.getByRole('heading', { name: 'Talk not found' })).toBeVisible();
  await context.close();
});
