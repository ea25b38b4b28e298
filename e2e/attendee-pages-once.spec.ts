import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { CATALOGUE, translator } from '../src/shared/i18n/catalogue';
import { speakerViaApi } from './fixtures';
import { expectNoEnglish } from './page-language';

// The attendee's pages exist once, on the server: the web app only hands over to them (a whole page
// load), so whatever the attendee reaches is in their language and survives a reload.
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const de = translator('de');

/** A signed-in speaker (on `request`) with a gift and one talk in German. */
async function germanTalk(request: APIRequestContext) {
  await speakerViaApi(request);
  const gift = await request.patch('/api/speaker-admin/profile/digital-gift', {
    data: { digitalGiftTitle: 'Checkliste', digitalGiftUrl: 'https://speaker.example/checkliste' },
  });
  expect(gift.status()).toBe(200);
  const res = await request.post('/api/speaker-admin/events', {
    data: { eventName: 'HR Summit Berlin', talkTitle: 'People First', language: 'de' },
  });
  expect(res.status()).toBe(201);
  const event = (await res.json()) as { id: number; feedbackUrl: string };
  return { id: event.id, path: new URL(event.feedbackUrl).pathname };
}

/** A phone set to English answers the German talk with its script running; resolves with the answer's reply status. */
async function answerWithScript(browser: Browser, path: string, email: string, testimonial: string) {
  const context = await browser.newContext({ ...PHONE, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(path);
  const submit = page.getByRole('button', { name: de('form.submit') });
  // The server sends the button enabled; the script disables it until the form is complete.
  await expect(submit).toBeDisabled();
  await page.getByRole('radio', { name: de('form.stars', { count: 4 }), exact: true }).check({ force: true });
  await page.getByLabel(de('field.testimonial'), { exact: true }).fill(testimonial);
  await page.getByLabel(de('field.firstName'), { exact: true }).fill('Marcus');
  await page.getByLabel(de('field.jobRole'), { exact: true }).fill('Personalleiter');
  await page.getByLabel(de('field.workEmail'), { exact: true }).fill(email);
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/public/feedback' && r.request().method() === 'POST');
  await submit.click();
  const status = (await sent).status();
  await expect(page).toHaveURL(/\/thank-you\/\d+\?/);
  return { context, page, status };
}

async function expectGermanPendingThanks(page: Page, email: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: CATALOGUE.de['thanks.heading'] })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: de('thanks.pending', { email }) })).toBeVisible();
  await expect(page.getByRole('link', { name: CATALOGUE.de['gift.get'] })).toBeVisible();
  await expectNoEnglish(page, 'de');
}

test('a changed answer that waits for its e-mailed link: the phone with the script is thanked in German, also after a reload', async ({
  page,
  browser,
}) => {
  const talk = await germanTalk(page.request);
  const email = `marcus.${randomBytes(4).toString('hex')}@stahlwerk.example`;
  const first = await answerWithScript(browser, talk.path, email, 'Sehr praktisch.');
  expect(first.status).toBe(201);
  await first.context.close();

  // Another phone, the same address: the answer waits for the link e-mailed to it.
  const second = await answerWithScript(browser, talk.path, email.toUpperCase(), 'Doch nicht so gut.');
  expect(second.status).toBe(202);
  await expect(second.page).toHaveURL(new RegExp(`/thank-you/${talk.id}\\?pending=\\d+&key=[A-Za-z0-9_-]+$`));
  await expectGermanPendingThanks(second.page, email);

  await second.page.reload();
  await expectGermanPendingThanks(second.page, email);
  // The first answer stands until the link is followed.
  const responses = (await (await page.request.get(`/api/speaker-admin/events/${talk.id}/responses`)).json()) as { testimonial: string }[];
  expect(responses.map((r) => r.testimonial)).toEqual(['Sehr praktisch.']);
  await second.context.close();
});

test('Show Me on the demo path loads the server’s answer page, not a copy inside the web app', async ({ page }) => {
  await speakerViaApi(page.request);
  const res = await page.request.post('/api/speaker-admin/events', {
    data: { eventName: 'Growth Summit', talkTitle: 'Stories That Sell' },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  await page.goto(`/success?presentationId=${id}`);
  await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  await page.getByText('Show Me', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/feedback/${id}$`));
  await expect(page.getByRole('heading', { name: 'Stories That Sell' })).toBeVisible();
  // The document itself came from this address: the server's page (its language switcher, no app root).
  const loadedAt = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name);
  expect(new URL(loadedAt).pathname).toBe(`/feedback/${id}`);
  await expect(page.locator('#root')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel(CATALOGUE.en['language.label'])).toBeVisible();
});
