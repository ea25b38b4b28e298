import { expect, test, type Browser } from '@playwright/test';
import { linkFromOutbox, signInAdmin, speakerWithGiftEvent } from './fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function answerOnPhone(browser: Browser, url: string, answer: { rating: number; testimonial: string; email: string }) {
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  await phone.goto(url);
  await expect(phone.getByRole('heading', { name: 'Stories That Sell' })).toBeVisible();
  await phone.getByRole('radio', { name: answer.rating === 1 ? '1 star' : `${answer.rating} stars`, exact: true }).check({ force: true });
  await phone.getByLabel('Your testimonial').fill(answer.testimonial);
  await phone.getByLabel('First name', { exact: true }).fill('Priya');
  await phone.getByLabel('Job role', { exact: true }).fill('Head of Sales');
  await phone.getByLabel('Work email').fill(answer.email);
  await phone.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(phone).toHaveURL(/\/thank-you\/\d+(\?|$)/);
  return { context, phone };
}

test('a second answer with the same address from another phone waits for the e-mailed link; the first stands until then', async ({
  page,
  browser,
}) => {
  const event = await speakerWithGiftEvent(page.request);
  const email = `priya.${Date.now()}@brightline.example`;

  const first = await answerOnPhone(browser, event.feedbackUrl, { rating: 5, testimonial: 'Practical and funny.', email });
  await expect(first.phone.getByRole('status').filter({ hasText: 'To confirm this answer' })).toHaveCount(0);
  await first.context.close();

  const second = await answerOnPhone(browser, event.feedbackUrl, {
    rating: 1,
    testimonial: 'Rewritten by someone else.',
    email: email.toUpperCase(),
  });
  await expect(
    second.phone.getByRole('status').filter({ hasText: `To confirm this answer, open the link we have e-mailed to ${email}` }),
  ).toBeVisible();

  const stored = async () => {
    const res = await page.request.get(`/api/speaker-admin/events/${event.id}/responses`);
    return ((await res.json()) as { rating: number; testimonial: string }[])[0]!;
  };
  expect(await stored()).toMatchObject({ rating: 5, testimonial: 'Practical and funny.' });

  const admin = (await browser.newContext()).request;
  await signInAdmin(admin);
  const link = await linkFromOutbox(admin, email, 'confirm-answer');
  await second.phone.goto(link.path);
  await expect(second.phone.getByRole('heading', { name: 'Confirm your new answer' })).toBeVisible();
  // Opening the link changes nothing: a mail scanner may open it too.
  expect(await stored()).toMatchObject({ rating: 5 });
  await second.phone.getByRole('button', { name: 'Replace My Answer' }).click();
  await expect(second.phone.getByRole('heading', { name: 'Your new answer is saved' })).toBeVisible();
  expect(await stored()).toMatchObject({ rating: 1, testimonial: 'Rewritten by someone else.' });

  // The link works once.
  await second.phone.reload();
  await second.phone.getByRole('button', { name: 'Replace My Answer' }).click();
  await expect(second.phone.getByRole('alert')).toContainText('This link is invalid, has already been used or has expired.');
  await second.context.close();
});

test('the same phone corrects its own answer at once, without an e-mail', async ({ page, browser }) => {
  const event = await speakerWithGiftEvent(page.request);
  const email = `omar.${Date.now()}@client.example`;
  const { context, phone } = await answerOnPhone(browser, event.feedbackUrl, { rating: 3, testimonial: 'Good enough.', email });
  await phone.goto(event.feedbackUrl);
  await phone.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await phone.getByLabel('Your testimonial').fill('Thinking it over: excellent.');
  await phone.getByLabel('First name', { exact: true }).fill('Omar');
  await phone.getByLabel('Job role', { exact: true }).fill('CTO');
  await phone.getByLabel('Work email').fill(email);
  await phone.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(phone).toHaveURL(/\/thank-you\/\d+(\?|$)/);
  await expect(phone.getByRole('status').filter({ hasText: 'To confirm this answer' })).toHaveCount(0);
  const res = await page.request.get(`/api/speaker-admin/events/${event.id}/responses`);
  expect(((await res.json()) as { rating: number }[]).map((r) => r.rating)).toEqual([5]);
  await context.close();
});

test('the gift stays: after Get Your Gift and 10 s on the page, a reload and a new tab from the link still show it with its access code', async ({
  page,
  browser,
}) => {
  const event = await speakerWithGiftEvent(page.request);
  const { context, phone } = await answerOnPhone(browser, event.feedbackUrl, {
    rating: 5,
    testimonial: 'Loved it.',
    email: `gift.${Date.now()}@keep.example`,
  });
  await expect(phone).toHaveURL(/\/thank-you\/\d+\?answer=\d+&key=[A-Za-z0-9_-]+$/);
  const gift = phone.getByRole('link', { name: 'Get Your Gift' });
  await expect(gift).toHaveAttribute('href', 'https://speaker.example/checklist');
  await expect(gift).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await phone.route('https://speaker.example/**', (route) => route.fulfill({ status: 200, body: 'checklist' }));
  // The page's clock from here on is the test's, and stands still unless the test runs it: the
  // page's timers fire when the test says so, whatever the speed of the machine.
  await phone.clock.install();
  await phone.clock.pauseAt(Date.now() + 1_000);
  await gift.click();
  // The second toast is due 3 s after the tap; the 10 s then pass at once, with every timer of theirs.
  await phone.clock.runFor(3_000);
  await expect(phone.getByText('Enjoy your gift!').first()).toBeVisible();
  await phone.clock.runFor(7_000);
  await expect(phone).toHaveURL(/\/thank-you\//);
  await expect(phone.getByText('STAGE25')).toBeVisible();
  await phone.clock.resume();

  await phone.reload();
  await expect(phone.getByText('Five-Minute Follow-Up Checklist')).toBeVisible();
  await expect(phone.getByText('STAGE25')).toBeVisible();

  // A tab that lost everything (another device, the e-mail's link) gets it from the server.
  const link = phone.url();
  const elsewhere = await browser.newContext(PHONE);
  const tab = await elsewhere.newPage();
  await tab.goto(link);
  await expect(tab.getByText('Five-Minute Follow-Up Checklist')).toBeVisible();
  await expect(tab.getByText('STAGE25')).toBeVisible();
  await elsewhere.close();
  // A tampered key shows no gift.
  const stranger = await browser.newContext(PHONE);
  const guess = await stranger.newPage();
  await guess.goto(link.replace(/key=[^&]+/, 'key=not-the-key'));
  await expect(guess.getByRole('alert')).toContainText('This thank-you link does not work');
  await expect(guess.getByText('STAGE25')).toHaveCount(0);
  await stranger.close();
  await context.close();
});

test('a long testimonial is never cut silently: the count shows the limit and how much to shorten', async ({ page, browser }) => {
  const event = await speakerWithGiftEvent(page.request);
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  await phone.goto(event.feedbackUrl);
  const testimonial = phone.getByLabel('Your testimonial');
  await testimonial.fill('x'.repeat(2100));
  await expect(testimonial).toHaveValue('x'.repeat(2100));
  await expect(phone.getByText('2100 of 2000 characters: please shorten it by 100.')).toBeVisible();
  await testimonial.fill('Short and sweet.');
  await expect(phone.getByText('16 of 2000 characters')).toBeVisible();
  await context.close();
});
