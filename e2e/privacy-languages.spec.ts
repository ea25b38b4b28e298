import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { translator } from '../src/shared/i18n/catalogue';
import { LIMITS } from '../src/server/test/limits';
import { signInAdmin } from './fixtures';
import { expectNoEnglish } from './page-language';

// The privacy pages an attendee reaches read `?lang=` (or the phone's languages), switch language
// in place, and send the page's language with what the person submits. The e2e server keeps mail in
// its outbox, read here through the admin API as the person would read their inbox.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const de = translator('de');
const fr = translator('fr');
const ar = translator('ar');

const htmlLanguage = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** The text of the newest message to `to` whose words match `pattern`, from the outbox. */
async function mailText(admin: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let text = '';
  await expect(async () => {
    const list = await admin.get(`/api/admin/mail-messages?q=${encodeURIComponent(to)}`);
    const { messages } = (await list.json()) as { messages: { id: number; toAddress: string }[] };
    for (const m of messages.filter((x) => x.toAddress === to)) {
      const detail = (await (await admin.get(`/api/admin/mail-messages/${m.id}`)).json()) as { textBody: string };
      if (pattern.test(detail.textBody)) {
        text = detail.textBody;
        return;
      }
    }
    throw new Error(`no matching e-mail to ${to} yet`);
  }).toPass({ timeout: LIMITS.backgroundWorkMs });
  return text;
}

test('/privacy?lang=ar is the Arabic policy, right to left, and its switcher turns it German in place', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/privacy?lang=ar');
  const heading = page.getByRole('heading', { level: 1, name: ar('privacy.policy.title') });
  await expect(heading).toBeVisible();
  expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  await expect(heading).toHaveCSS('direction', 'rtl');
  await expect(page.getByText(ar('privacy.policy.why'))).toBeVisible();
  await expect(page.getByRole('heading', { name: ar('privacy.dataForm.title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: ar('privacy.optOut.title') })).toBeVisible();
  await expect(page.getByText('Privacy Policy')).toHaveCount(0);
  // The frame around it is Arabic too, and its back arrow points the way the page reads.
  await expectNoEnglish(page, 'ar');
  await expect(page.getByRole('link', { name: ar('site.home') })).toBeVisible();
  await expect(page.getByRole('navigation', { name: ar('site.nav') }).getByRole('link', { name: ar('site.terms') })).toBeVisible();
  const backArrow = page.getByRole('link', { name: ar('privacy.policy.home') }).locator('svg');
  expect(await backArrow.evaluate((svg) => getComputedStyle(svg).scale)).toBe('-1 1');

  // What was typed stays while the page changes language.
  const email = `karim.${randomBytes(4).toString('hex')}@example.com`;
  await page.getByLabel(ar('privacy.optOut.email'), { exact: true }).fill(email);
  await page.getByLabel(ar('language.label')).selectOption('de');
  await page.getByRole('button', { name: ar('language.change') }).click();
  await expect(page.getByRole('heading', { level: 1, name: de('privacy.policy.title') })).toBeVisible();
  await expect(page).toHaveURL(/[?&]lang=de/);
  expect(await htmlLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
  await expect(page.getByLabel(de('privacy.optOut.email'), { exact: true })).toHaveValue(email);
  await context.close();
});

test('without ?lang= the page follows the phone’s languages', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE, locale: 'fr-CA' });
  const page = await context.newPage();
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: fr('privacy.policy.title') })).toBeVisible();
  expect(await htmlLanguage(page)).toEqual({ lang: 'fr', dir: 'ltr' });
  await context.close();
});

test('an opt-out sent in French is recorded and confirmed in French', async ({ browser, request }) => {
  const context = await browser.newContext({ ...PHONE, locale: 'en-US' });
  const page = await context.newPage();
  const email = `camille.${randomBytes(4).toString('hex')}@example.com`;
  await page.goto('/privacy?lang=fr');
  await page.getByLabel(fr('privacy.optOut.email'), { exact: true }).fill(email);
  await page.getByLabel(fr('privacy.categoryOption.email_marketing')).check();
  await page.getByRole('button', { name: fr('privacy.optOut.submit') }).click();
  const status = page.getByRole('status').filter({ hasText: email });
  await expect(status).toContainText(`Vos choix pour ${email} sont enregistrés.`);
  await expect(status).toContainText('Refusé : Marketing par e-mail.');

  await signInAdmin(request);
  const list = await request.get('/api/admin/opt-outs');
  const row = ((await list.json()) as { email: string; optOutCategories: Record<string, boolean> }[]).find((r) => r.email === email);
  expect(row?.optOutCategories).toEqual({ email_marketing: true, social_media: false, testimonials: false, data_sharing: false });
  await context.close();
});

test('the unsubscribe link of a marketing e-mail opens in German with lang=de, and unsubscribes', async ({ browser, request }) => {
  const friend = `friend.${randomBytes(4).toString('hex')}@example.com`;
  const invite = await request.post('/api/free-tier/send-referrals', {
    data: { referrerName: 'Maya Okafor', speakerFriends: [{ email: friend }] },
  });
  expect(await invite.json()).toMatchObject({ emailsSent: 1 });
  await signInAdmin(request);
  const text = await mailText(request, friend, /Unsubscribe: /);
  const link = new URL(/Unsubscribe: (\S+)/.exec(text)![1]!);
  link.searchParams.set('lang', 'de');

  const context = await browser.newContext({ ...PHONE, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: de('privacy.unsubscribe.title') })).toBeVisible();
  await expect(page.getByText(`Keine Marketing-E-Mails von SpeakerPro mehr an ${friend} senden?`)).toBeVisible();
  expect(await htmlLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
  await page.getByRole('button', { name: de('privacy.unsubscribe.button') }).click();
  await expect(page.getByRole('status')).toContainText(de('privacy.unsubscribe.done'));
  await context.close();
});

test('a data request from a German page e-mails a link that opens the data page in German; in Arabic it reads right to left', async ({
  browser,
  request,
}) => {
  const email = `lena.${randomBytes(4).toString('hex')}@example.com`;
  const context = await browser.newContext({ ...PHONE, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/privacy?lang=de#data-request');
  await page.getByLabel(de('privacy.dataForm.email'), { exact: true }).fill(email);
  await page.getByRole('button', { name: de('privacy.dataForm.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: de('privacy.dataForm.sent', { hours: 24 }) })).toBeVisible();

  await signInAdmin(request);
  const text = await mailText(request, email, /\/privacy\/request\?token=/);
  expect(text).toContain(de('privacy.requestMail.intro'));
  const link = new URL(/https?:\/\/\S+\/privacy\/request\?\S+/.exec(text)![0]);
  expect(link.searchParams.get('lang')).toBe('de');

  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { level: 1, name: de('privacy.request.heading') })).toBeVisible();
  await expect(page.getByRole('group', { name: de('privacy.request.whatWeHold') })).toContainText(de('privacy.kind.mailMessages'));
  await expect(page.getByRole('button', { name: de('privacy.request.downloadButton') })).toBeVisible();
  expect(await htmlLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });

  link.searchParams.set('lang', 'ar');
  await page.goto(link.pathname + link.search);
  const heading = page.getByRole('heading', { level: 1, name: ar('privacy.request.heading') });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveCSS('direction', 'rtl');
  expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  await expect(page.getByRole('button', { name: ar('privacy.request.eraseButton') })).toBeVisible();
  await context.close();
});
