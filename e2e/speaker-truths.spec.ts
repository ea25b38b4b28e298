import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { signUpInBrowser, speakerViaApi } from './fixtures';

const PRIMARY = { hex: '#9d174d', rgb: 'rgb(157, 23, 77)' };
const SECONDARY = { hex: '#1e3a8a', rgb: 'rgb(30, 58, 138)' };

/** A real 800x400 PNG logo (a logo needs at least 400 px on its shorter side), made in the test. */
function logoPng(): Buffer {
  const png = new PNG({ width: 800, height: 400 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([20, 83, 45, 255], i);
  return PNG.sync.write(png);
}

/** A signed-in speaker (on `request`) past onboarding, in their own colours, with an uploaded logo. */
async function brandedSpeaker(request: APIRequestContext) {
  const speaker = await speakerViaApi(request, {
    experienced: true,
    logo: logoPng(),
    profile: { brandColorPrimary: PRIMARY.hex, brandColorSecondary: SECONDARY.hex },
  });
  const profile = await request.get('/api/speaker-admin/profile');
  return { ...speaker, slug: ((await profile.json()) as { slug: string }).slug };
}

/** Every console error and every answer of 400 or more the page gets, as "status METHOD path". */
function watchForErrors(page: Page) {
  const consoleErrors: string[] = [];
  const failedResponses: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('response', (res) => {
    if (res.status() >= 400) failedResponses.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
  });
  return { consoleErrors, failedResponses };
}

test('a new speaker: signing up and opening the dashboard lead to onboarding without a console error or a failed request', async ({
  page,
}) => {
  const seen = watchForErrors(page);
  await signUpInBrowser(page);
  await expect(page).toHaveURL(/\/speaker\/onboarding\/step1$/);
  await expect(page.getByRole('heading', { name: 'Step 1 of 3' })).toBeVisible();

  // The dashboard, opened before onboarding, shows the next step: onboarding.
  await page.goto('/speaker/dashboard');
  await expect(page).toHaveURL(/\/speaker\/onboarding\/step1$/);
  await expect(page.getByRole('heading', { name: 'Step 1 of 3' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Nadia');

  expect(seen.failedResponses).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);
});

test("the presenter page is in the speaker's colours with their logo and name, and the short link stays on one line", async ({ page }) => {
  const speaker = await brandedSpeaker(page.request);
  const event = await page.request.post('/api/speaker-admin/events', {
    data: { eventName: 'International Conference on Distributed Leadership', talkTitle: 'Stories That Sell' },
  });
  expect(event.status()).toBe(201);
  const talk = (await event.json()) as { id: number; shortUrl: string };

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/speaker/events/${talk.id}/present`);
    await expect(page.getByRole('heading', { name: 'Stories That Sell' })).toBeVisible();
    // White text on the speaker's deep pink reads (about 7:1).
    await expect(page.getByTestId('presenter')).toHaveCSS('background-color', PRIMARY.rgb);
    await expect(page.getByTestId('presenter')).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(page.getByTestId('speaker-name')).toHaveText(`${speaker.firstName} ${speaker.lastName}`);
    const logo = page.getByRole('img', { name: `${speaker.firstName} ${speaker.lastName} logo` });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);

    const link = page.getByTestId('short-link');
    await expect(link).toHaveText(talk.shortUrl.replace(/^https:\/\//, ''));
    await expect(link).toHaveCSS('color', SECONDARY.rgb);
    // One line, whole inside its panel: as high as one line, no wider than the room it has.
    const fit = await link.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(el).lineHeight),
      width: el.scrollWidth,
      room: el.parentElement!.clientWidth,
    }));
    expect(fit.height, JSON.stringify(fit)).toBeLessThan(fit.lineHeight * 1.5);
    expect(fit.width, JSON.stringify(fit)).toBeLessThanOrEqual(fit.room);
  }
});

test("the testimonial wall is in the speaker's colours", async ({ page }) => {
  const speaker = await brandedSpeaker(page.request);
  expect((await page.request.put('/api/speaker-admin/proof-page', { data: { published: true, testimonials: [] } })).status()).toBe(200);
  await page.goto(`/embed/wall/${speaker.slug}`);
  await expect(page.getByRole('heading', { name: `Testimonials for ${speaker.firstName} ${speaker.lastName}` })).toHaveCSS(
    'color',
    SECONDARY.rgb,
  );
  await expect(page.getByRole('link', { name: 'All testimonials and how they were collected' })).toHaveCSS('color', PRIMARY.rgb);
});
