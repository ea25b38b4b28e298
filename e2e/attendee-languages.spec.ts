import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CATALOGUE, translator } from '../src/shared/i18n/catalogue';
import type { Locale } from '../src/shared/i18n/locales';
import { mailPart } from '../src/server/test/smtp';
import { speakerViaApi } from './fixtures';
import { expectNoEnglish } from './page-language';
import { startOwnServerWithMail, type OwnServerWithMail } from './public-site-server';

// An attendee reads the form, the thank-you page and the gift e-mail in the talk's language, or in
// their phone's when the talk has none. The gift e-mail is read back from an SMTP server in the test.
let server: OwnServerWithMail;

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to be destructured.
test.beforeAll(async ({}, testInfo) => {
  server = await startOwnServerWithMail(testInfo.project.name);
});
test.afterAll(async () => {
  await server?.stop();
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function talk(browser: Browser, language: Locale | null) {
  const speaker = await browser.newContext({ baseURL: server.baseURL });
  await speakerViaApi(speaker.request);
  const gift = await speaker.request.patch('/api/speaker-admin/profile/digital-gift', {
    data: { digitalGiftTitle: 'Checkliste', digitalGiftUrl: 'https://speaker.example/checkliste' },
  });
  expect(gift.status()).toBe(200);
  const res = await speaker.request.post('/api/speaker-admin/events', {
    data: { eventName: 'HR Summit Copenhagen', talkTitle: 'People First', language },
  });
  expect(res.status()).toBe(201);
  const event = (await res.json()) as { feedbackUrl: string; language: Locale | null };
  expect(event.language).toBe(language);
  await speaker.close();
  return new URL(event.feedbackUrl).pathname;
}

async function answer(page: Page, locale: Locale, email: string, words: { firstName: string; testimonial: string }) {
  const t = translator(locale);
  await page.getByRole('radio', { name: t('form.stars', { count: 5 }), exact: true }).check({ force: true });
  await page.getByLabel(t('field.testimonial'), { exact: true }).fill(words.testimonial);
  await page.getByLabel(t('field.firstName'), { exact: true }).fill(words.firstName);
  await page.getByLabel(t('field.jobRole'), { exact: true }).fill('Directrice RH');
  await page.getByLabel(t('field.workEmail'), { exact: true }).fill(email);
  await page.getByRole('button', { name: t('form.submit') }).click();
  await expect(page).toHaveURL(/\/thank-you\/\d+\?/);
}

test('a German talk: the form, the thank-you page and the gift e-mail are German on a phone set to English', async ({ browser }) => {
  const path = await talk(browser, 'de');
  const context = await browser.newContext({ ...PHONE, baseURL: server.baseURL, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: CATALOGUE.de['form.heading'] })).toBeVisible();
  await expectNoEnglish(page, 'de');

  const email = `marcus.${randomBytes(4).toString('hex')}@stahlwerk.example`;
  await answer(page, 'de', email, { firstName: 'Marcus', testimonial: 'Sehr praktisch und lustig.' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: CATALOGUE.de['thanks.heading'] })).toBeVisible();
  await expect(page.getByRole('link', { name: CATALOGUE.de['gift.get'] })).toBeVisible();
  await expectNoEnglish(page, 'de');

  const t = translator('de');
  const mail = await server.waitForMail(email);
  const text = mailPart(mail.raw, 'text/plain');
  expect(text).toContain(t('giftMail.greeting', { name: 'Marcus' }));
  expect(text).toContain(t('giftMail.intro'));
  expect(text).not.toContain('Hi there');
  expect(mailPart(mail.raw, 'text/html')).toMatch(/<html[^>]*lang="de"/);
  await context.close();
});

test('a talk without a language on a phone set to Arabic: right to left, and the thank-you page follows', async ({ browser }) => {
  const path = await talk(browser, null);
  const context = await browser.newContext({ ...PHONE, baseURL: server.baseURL, locale: 'ar-EG' });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoEnglish(page, 'ar');
  // Laid out from the right: the heading starts at the card's right edge.
  const heading = await page.getByRole('heading', { name: CATALOGUE.ar['form.heading'] }).evaluate((el) => getComputedStyle(el).direction);
  expect(heading).toBe('rtl');

  const email = `yasmin.${randomBytes(4).toString('hex')}@gulf-hr.example`;
  await answer(page, 'ar', email, { firstName: 'ياسمين', testimonial: 'محاضرة رائعة ومفيدة جدا' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: CATALOGUE.ar['thanks.heading'] })).toBeVisible();
  await expectNoEnglish(page, 'ar');

  // The switcher on the form: French for this attendee, whatever the phone says.
  await page.goto(path);
  await page.getByLabel(CATALOGUE.ar['language.label']).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: CATALOGUE.fr['form.heading'] })).toBeVisible();
  await context.close();
});
