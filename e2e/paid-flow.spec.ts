import fs from 'node:fs';
import { PNG } from 'pngjs';
import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { receiveStripeEvent } from '../src/shared/contract/billing';
import { SUBMIT_FEEDBACK_PATH } from '../src/shared/contract/public-paths';
import { LIMITS } from '../src/server/test/limits';
import { startStripeServer, type TestStripeServer } from '../src/server/test/stripe-server';
import { E2E_ADMIN, newSpeaker, signUpInBrowser } from './fixtures';
import { startOwnServer, type OwnServer } from './public-site-server';

// Buying Lite with Stripe, in Chromium: a server of its own configured with the test Stripe server
// (src/server/test/stripe-server.ts), whose hosted checkout sends the signed events Stripe would.
// The spec holds those events back after Pay, so it can show that the browser's return alone opens
// nothing, then releases them and sees each Lite feature open.

const WEBHOOK_SECRET = 'whsec_e2e_paid_flow';

let stripe: TestStripeServer;
let server: OwnServer;

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to be destructured.
test.beforeAll(async ({}, testInfo) => {
  stripe = await startStripeServer();
  try {
    server = await startOwnServer({
      project: testInfo.project.name,
      env: { STRIPE_SECRET_KEY: 'sk_test_e2e_paid_flow', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url },
    });
  } catch (err) {
    await stripe.close();
    throw err;
  }
  stripe.sendEventsTo({ url: `${server.baseURL}${receiveStripeEvent.path}`, secret: WEBHOOK_SECRET });
  // The owner's part: Lite on sale at £199 a year, and no trial, so a new account starts on Free.
  const owner = await apiRequest.newContext({ baseURL: server.baseURL });
  try {
    expect((await owner.post('/api/admin/sessions', { data: E2E_ADMIN })).status()).toBe(200);
    const price = await owner.put('/api/admin/plan-prices/lite', {
      data: { amountMinor: 19900, currency: 'GBP', billing: 'yearly', taxByProvider: false },
    });
    expect(price.status()).toBe(200);
    expect((await owner.put('/api/admin/settings/lite_trial_days', { data: { value: '0' } })).status()).toBe(200);
  } finally {
    await owner.dispose();
  }
});
test.afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

/** A real 400x400 PNG, the smallest logo the server takes. */
function logoPng(): Buffer {
  const png = new PNG({ width: 400, height: 400 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([15, 118, 110, 255], i);
  return PNG.sync.write(png);
}

const uploadLogo = (request: APIRequestContext) =>
  request.post('/api/speaker-admin/logos', { multipart: { logo: { name: 'logo.png', mimeType: 'image/png', buffer: logoPng() } } });

const liteNotice = (page: Page) => page.getByRole('note', { name: 'Lite feature' });

test('a new speaker on Free buys Lite through the test checkout; only the signed webhook opens graphics, logo, hot leads and thank-you e-mails', async ({
  browser,
}) => {
  test.setTimeout(LIMITS.longBrowserTestMs);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();

  // Sign up in the browser; the profile is filled in through the API (onboarding is walked in feedback-loop.spec.ts).
  const speaker = await signUpInBrowser(page, newSpeaker());
  await expect(page).toHaveURL(/\/speaker\/onboarding\/step1$/);
  const profile = await page.request.post('/api/speaker-admin/profile', {
    data: { firstName: speaker.firstName, lastName: speaker.lastName, workEmail: speaker.email, emailProvider: 'gmail' },
  });
  expect(profile.status()).toBe(200);
  expect((await page.request.patch('/api/speaker-admin/profile', { data: { hasExperiencedSpeakerPro: true } })).status()).toBe(200);

  // On Free: the dashboard shows graphics (and the rest of Lite) locked, naming Lite.
  await page.goto('/speaker/dashboard');
  await expect(page.getByTestId('plan-summary')).toHaveText(/^Your plan: Free/);
  await expect(liteNotice(page)).toContainText('The testimonial graphics generator is part of Lite.');
  await expect(liteNotice(page)).toContainText('Custom logo branding is part of Lite.');
  const refusedLogo = await uploadLogo(page.request);
  expect(refusedLogo.status()).toBe(403);
  expect(await refusedLogo.json()).toMatchObject({ code: 'PLAN_REQUIRED', details: { plan: 'lite' } });

  // Upgrade: the test checkout page, then Pay. Its events are held back.
  stripe.holdEvents();
  await liteNotice(page).getByRole('button', { name: 'Upgrade to Lite' }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_\\d+$`));
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.getByText('SpeakerPro Lite: GBP 199.00 a year')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on the app: the page says the payment is being confirmed, and nothing has opened.
  await expect(page).toHaveURL(/\/billing\/return\?session_id=cs_test_\d+$/);
  await expect(page.getByRole('heading', { name: 'We are confirming your payment' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your plan now: Free');
  expect(stripe.heldEvents().map((e) => e.type)).toEqual(['checkout.session.completed', 'invoice.paid']);
  const elsewhere = await context.newPage();
  await elsewhere.goto('/speaker/dashboard');
  await expect(elsewhere.getByTestId('plan-summary')).toHaveText(/^Your plan: Free/);
  await expect(liteNotice(elsewhere)).toContainText('The testimonial graphics generator is part of Lite.');
  expect((await uploadLogo(page.request)).status()).toBe(403);
  await elsewhere.close();

  // Stripe's signed events arrive: the return page sees the plan change.
  const answers = await stripe.releaseEvents();
  expect(answers.map((a) => [a.type, a.status, a.body])).toEqual([
    ['checkout.session.completed', 200, '{"outcome":"applied"}'],
    ['invoice.paid', 200, '{"outcome":"applied"}'],
  ]);
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible({ timeout: LIMITS.backgroundWorkMs });
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Everything in Lite is open now.');

  // Logo branding opens.
  const logo = await uploadLogo(page.request);
  expect(logo.status()).toBe(200);
  const { logoUrl } = (await logo.json()) as { logoUrl: string };
  const branded = await page.request.post('/api/speaker-admin/profile', {
    data: { firstName: speaker.firstName, lastName: speaker.lastName, workEmail: speaker.email, emailProvider: 'gmail', logoUrl },
  });
  expect(branded.status()).toBe(200);
  expect((await page.request.get(logoUrl)).status()).toBe(200);

  // A talk of their own (lead collection) with a hot lead who agreed to be contacted and to publication.
  const created = await page.request.post('/api/speaker-admin/events', {
    data: {
      eventName: 'Growth Summit',
      talkTitle: 'Stories That Sell',
      eventDate: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
      status: 'completed',
    },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { id: number }).id;
  const answer = await page.request.post(SUBMIT_FEEDBACK_PATH, {
    data: {
      presentationId: eventId,
      rating: 5,
      testimonial: 'Practical, funny and full of ideas I can use on Monday.',
      firstName: 'Priya',
      jobRole: 'Head of Sales',
      workEmail: 'priya.paid@brightline.example',
      contactConsent: true,
      publishConsent: true,
    },
  });
  expect(answer.status()).toBe(201);

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByTestId('plan-summary')).toHaveText(/^Your plan: Lite, renews on \d{1,2} \w+ \d{4}$/);
  await expect(liteNotice(page)).toHaveCount(0);
  const card = page.getByRole('article', { name: 'Growth Summit' });

  // The hot-lead CSV downloads, with the lead in it.
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download Hot Leads' }).click();
  const csv = fs.readFileSync((await (await downloading).path())!, 'utf8');
  expect(csv).toContain('priya.paid@brightline.example');

  // The thank-you e-mail is drafted.
  await card.getByRole('button', { name: 'Send ThankYou' }).click();
  await expect(page).toHaveURL(new RegExp(`/email-generation/${eventId}$`));
  await expect(page.getByRole('heading', { name: 'Thank-you email' })).toBeVisible();
  await expect(page.getByText('Growth Summit: 1 attendee agreed to be contacted.')).toBeVisible();

  // The graphics generator makes the testimonial's graphic.
  await page.goto('/speaker/dashboard');
  await page.getByRole('article', { name: 'Growth Summit' }).getByRole('button', { name: 'Generate Graphics' }).click();
  await expect(page).toHaveURL(/\/graphics-approval\/\d+$/);
  const image = page.getByRole('img', { name: 'Testimonial graphic for Priya' });
  await expect(image).toBeVisible({ timeout: LIMITS.backgroundWorkMs });
  const png = await page.request.get((await image.getAttribute('src'))!);
  expect(png.status()).toBe(200);
  const { width, height } = PNG.sync.read(await png.body());
  expect([width, height]).toEqual([1080, 1080]);
  await context.close();

  // The owner sees the subscriber and the money the signed events brought (decision 073).
  const ownerContext = await browser.newContext({ baseURL: server.baseURL });
  const owner = await ownerContext.newPage();
  expect((await owner.request.post('/api/admin/sessions', { data: E2E_ADMIN })).status()).toBe(200);
  await owner.goto('/admin/billing');
  await expect(owner.getByRole('group', { name: /^Revenue in / })).toContainText('£199.00');
  // £199 a year is £16.58 a month.
  await expect(owner.getByRole('group', { name: 'Monthly recurring revenue' })).toContainText('£16.58');
  const subscriber = owner
    .getByRole('region', { name: /^Subscribers \(/ })
    .getByRole('row')
    .filter({ hasText: 'Stripe' });
  await expect(subscriber).toContainText('Active (paid)');
  await expect(subscriber).toContainText(/Renews \d{1,2} \w+ \d{4}/);
  await ownerContext.close();
});
