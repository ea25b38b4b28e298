import { randomBytes } from 'node:crypto';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { freePageSlugFromOutbox, signInAdmin } from './fixtures';
import { CATALOGUE, translator } from '../src/shared/i18n/catalogue';
import { expectNoEnglish } from './page-language';

// A free-tier speaker's page (/feedback/{slug}) on a phone set to German: the page, the refusal of
// a field and the thank-you with the gift are German, with the page's script and without it.
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const de = translator('de');

/** A free page made as the single-page signup makes it; its slug. */
async function freePage(request: APIRequestContext): Promise<string> {
  const id = randomBytes(4).toString('hex');
  const email = `lena.${id}@example.com`;
  const res = await request.post('/api/public/free-page-signups', {
    data: {
      name: `Lena Vogt ${id}`,
      email,
      phone: '+49 30 901820',
      contentTitle: 'Führung im hybriden Team',
      giftTitle: 'Checkliste Hybride Meetings',
      giftUrl: 'lena.example/checkliste',
      accessCode: 'HYBRID10',
      contentTypes: ['webinar', 'video-podcast'],
    },
  });
  expect(res.status()).toBe(202);
  // The answer names no page (decision 088): its link is in the e-mail, read from the owner's outbox.
  const admin = await playwrightRequest.newContext({ baseURL: new URL(res.url()).origin });
  await signInAdmin(admin);
  try {
    return await freePageSlugFromOutbox(admin, email);
  } finally {
    await admin.dispose();
  }
}

async function openGerman(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'de-DE', javaScriptEnabled });
  const slug = await freePage(context.request);
  const page = await context.newPage();
  const res = await page.goto(`/feedback/${slug}`);
  expect(res?.headers().vary).toMatch(/accept-language/i);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Führung im hybriden Team' })).toBeVisible();
  await expect(page.getByRole('heading', { name: CATALOGUE.de['freePage.heading'] })).toBeVisible();
  await expect(page.getByRole('list', { name: CATALOGUE.de['freePage.usedIn'] })).toContainText(
    de('freePage.contentType', { type: 'videoPodcast' }),
  );
  await expect(page.getByText('Checkliste Hybride Meetings')).toBeVisible();
  await expect(page.getByLabel(CATALOGUE.de['language.label'])).toHaveValue('de');
  await expectNoEnglish(page, 'de');
  return { context, page };
}

async function fillAnswer(page: Page, email: string, jobRole: string) {
  await page.getByRole('radio', { name: de('form.stars', { count: 5 }), exact: true }).check({ force: true });
  await page.getByLabel(de('field.testimonial'), { exact: true }).fill('Sehr praktisch, sofort umsetzbar.');
  await page.getByLabel(de('field.firstName'), { exact: true }).fill('Jonas');
  await page.getByLabel(de('field.jobRole'), { exact: true }).fill(jobRole);
  await page.getByLabel(de('field.workEmail'), { exact: true }).fill(email);
  await page.getByRole('checkbox', { name: /mich kontaktiert/ }).check();
}

async function expectGermanThanks(page: Page) {
  await expect(page).toHaveURL(/\/thank-you\/\d+\?answer=\d+&key=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: CATALOGUE.de['thanks.heading'] })).toBeVisible();
  await expect(page.getByText(CATALOGUE.de['gift.label'])).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Checkliste Hybride Meetings' })).toBeVisible();
  await expect(page.getByText('HYBRID10')).toBeVisible();
  await expect(page.getByRole('link', { name: CATALOGUE.de['gift.get'] })).toHaveAttribute('href', 'https://lena.example/checkliste');
  await expectNoEnglish(page, 'de');
}

test('a phone set to German reads the free page in German, answers through the page’s script, and is thanked in German with the gift', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openGerman(browser, baseURL!, true);
  const email = `jonas.${randomBytes(4).toString('hex')}@stahlwerk.example`;
  await fillAnswer(page, email, 'Personalleiter');
  // The script sends the answer to the free page's API (the page stays until the server confirms it).
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/public/free-tier-feedback');
  await page.getByRole('button', { name: CATALOGUE.de['form.submit'] }).click();
  expect((await sent).postDataJSON()).toMatchObject({ language: 'de', contactConsent: true, contactConsentVersion: 'contact-page-v1' });
  await expectGermanThanks(page);
  await context.close();
});

test('without JavaScript the German free page works as a plain form: a refused field in German, what was typed kept, then the thanks', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await openGerman(browser, baseURL!, false);
  const email = `jonas.${randomBytes(4).toString('hex')}@nojs.example`;
  await fillAnswer(page, email, '');
  await page.getByRole('button', { name: CATALOGUE.de['form.submit'] }).click();
  const jobRole = page.getByLabel(de('field.jobRole'), { exact: true });
  await expect(jobRole).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(de('problem.required', { field: de('field.jobRole') }))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByLabel(de('field.workEmail'), { exact: true })).toHaveValue(email);
  await expect(page.getByLabel(de('field.testimonial'), { exact: true })).toHaveValue('Sehr praktisch, sofort umsetzbar.');
  await expect(page.getByRole('radio', { name: de('form.stars', { count: 5 }), exact: true })).toBeChecked();
  await expectNoEnglish(page, 'de');

  await jobRole.fill('Personalleiter');
  await page.getByRole('button', { name: CATALOGUE.de['form.submit'] }).click();
  await expectGermanThanks(page);
  await context.close();
});
