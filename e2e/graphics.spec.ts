import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LIMITS } from '../src/server/test/limits';
import { E2E_ADMIN, newSpeaker, signUpViaApi } from './fixtures';

const ANSWERS = [
  {
    rating: 5,
    firstName: 'Priya',
    workEmail: 'priya@brightline.example',
    testimonial: 'Practical, funny and full of ideas I can use on Monday.',
    publishConsent: true,
  },
  {
    rating: 4,
    firstName: 'Tom',
    workEmail: 'tom@northwind.example',
    testimonial: 'Clear structure and great stories.',
    publishConsent: true,
  },
  { rating: 2, firstName: 'Lee', workEmail: 'lee@contoso.example', testimonial: 'Not for me, too basic.', publishConsent: true },
  {
    rating: 5,
    firstName: 'Sam',
    workEmail: 'sam@adatum.example',
    testimonial: 'Energising and useful from start to finish.',
    publishConsent: true,
  },
];

/** A speaker with a finished profile and an event (held yesterday) with four answers, all made through the API. */
async function speakerWithEvent(request: APIRequestContext) {
  return speakerWithEventAnswers(request, ANSWERS);
}

async function speakerWithEventAnswers(request: APIRequestContext, answers: Record<string, unknown>[]) {
  const speaker = newSpeaker();
  await signUpViaApi(request, speaker);
  const profile = await request.post('/api/speaker-admin/profile', {
    data: {
      firstName: speaker.firstName,
      lastName: speaker.lastName,
      workEmail: speaker.email,
      emailProvider: 'gmail',
      brandColorPrimary: '#0f766e',
      brandColorSecondary: '#7c2d12',
    },
  });
  expect(profile.status()).toBe(200);
  expect((await request.patch('/api/speaker-admin/profile', { data: { hasExperiencedSpeakerPro: true } })).status()).toBe(200);
  const event = await request.post('/api/speaker-admin/events', {
    data: {
      eventName: 'Growth Summit',
      talkTitle: 'Stories That Sell',
      hashtag: 'GrowthSummit2026',
      eventDate: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
      status: 'completed',
    },
  });
  expect(event.status()).toBe(201);
  const eventId = (await event.json()).id as number;
  for (const a of answers) {
    const res = await request.post('/api/feedback', { data: { presentationId: eventId, jobRole: 'Head of Sales at Brightline', ...a } });
    expect(res.status()).toBe(201);
  }
  return { speaker, eventId };
}

async function pngOf(page: Page, url: string) {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  return PNG.sync.read(await res.body());
}

test('a speaker reviews exactly three graphics, generates one, then Generate All delivers a ZIP of three PNGs', async ({ page }) => {
  test.setTimeout(LIMITS.longBrowserTestMs);
  const { speaker } = await speakerWithEvent(page.request);

  // Hold the render request until the test has seen the "generating" state on screen: a render can
  // be quicker than the page's next paint.
  let releaseRender!: () => void;
  const renderReleased = new Promise<void>((resolve) => (releaseRender = resolve));
  await page.route('**/api/speaker-admin/graphics/*/renders', async (route) => {
    await renderReleased;
    await route.continue();
  });

  // Every number the graphic's countdown shows, in order, as the page draws them.
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { countdownShown: string[] }).countdownShown = shown;
    new MutationObserver(() => {
      const number = [...document.querySelectorAll('p')].find((p) => p.previousElementSibling?.textContent === 'Generating in');
      if (number?.textContent && shown.at(-1) !== number.textContent) shown.push(number.textContent);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });

  await page.goto('/speaker/dashboard');
  const card = page.getByRole('article', { name: 'Growth Summit' });
  await expect(card.getByRole('group', { name: 'Graphics' })).toContainText('0');
  await card.getByRole('button', { name: 'Generate Graphics' }).click();

  await expect(page).toHaveURL(/\/graphics-approval\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Graphics Approval' })).toBeVisible();
  await expect(page.getByText('1 of 3', { exact: true })).toBeVisible();
  await expect(page.getByRole('blockquote').filter({ hasText: 'Practical, funny and full of ideas I can use on Monday.' })).toBeVisible();

  // Not generated yet: the 3 s countdown, then the progress, then the image. The countdown showed
  // each of its seconds, whatever the speed of the machine.
  await expect(page.getByText('Generating in')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Generating graphic' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { countdownShown: string[] }).countdownShown)).toEqual(['3', '2', '1']);
  releaseRender();
  const image = page.getByRole('img', { name: 'Testimonial graphic for Priya' });
  await expect(image).toBeVisible({ timeout: LIMITS.backgroundWorkMs });
  await expect(page.getByText('Graphic Generated!', { exact: true })).toBeVisible();
  const png = await pngOf(page, (await image.getAttribute('src'))!);
  expect([png.width, png.height]).toEqual([1080, 1080]);

  // The LinkedIn post follows the template.
  const post = await page.getByLabel('LinkedIn post text').inputValue();
  expect(post).toContain('"Stories That Sell"');
  expect(post).toContain('— Priya');
  expect(post).toContain('⭐⭐⭐⭐⭐ 5/5');
  expect(post).toContain('#GrowthSummit2026');

  // A share link works for anyone, until revoked.
  await page.getByRole('button', { name: 'Create Share Link' }).click();
  const shareUrl = await page.getByLabel('Share link').inputValue();
  const anonymous = await page.context().browser()!.newContext();
  expect((await anonymous.request.get(shareUrl)).status()).toBe(200);
  await page.getByRole('button', { name: 'Revoke Link' }).click();
  await expect(page.getByRole('button', { name: 'Create Share Link' })).toBeVisible();
  expect((await anonymous.request.get(shareUrl)).status()).toBe(404);
  await anonymous.close();

  // Next leads to the second testimonial; the 2-star answer is never among them.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('2 of 3', { exact: true })).toBeVisible();
  await expect(page.getByRole('blockquote').filter({ hasText: 'Clear structure and great stories.' })).toBeVisible();
  await expect(page.getByText('Not for me, too basic.')).toHaveCount(0);

  // Generate All: real progress of the batch, then the ZIP.
  await page.getByRole('button', { name: 'Generate All' }).click();
  const overlay = page.getByRole('dialog', { name: 'Generating All Graphics' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('progressbar', { name: 'Generate All progress' })).toBeVisible();
  const zipLink = overlay.getByRole('link', { name: 'Download ZIP' });
  await expect(zipLink).toBeVisible({ timeout: LIMITS.backgroundWorkMs });
  await expect(overlay.getByText('Your marketing package is ready!')).toBeVisible();
  await expect(overlay.getByText('3 of 3 graphics created')).toBeVisible();
  await expect(overlay.getByText(`We've also e-mailed the ZIP to ${speaker.email}.`)).toBeVisible();
  await expect(overlay.getByRole('progressbar', { name: 'Generate All progress' })).toHaveAttribute('aria-valuenow', '100');

  const downloading = page.waitForEvent('download');
  await zipLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^testimonial-graphics-growth-summit-\d+\.zip$/);
  const entries = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
  const names = Object.keys(entries);
  expect(names).toHaveLength(3);
  for (const name of names) {
    const entry = PNG.sync.read(Buffer.from(entries[name]!));
    expect([entry.width, entry.height]).toEqual([1080, 1080]);
  }
  expect(names.some((n) => n.includes('lee'))).toBe(false);

  await overlay.getByRole('button', { name: 'Done' }).click();
  await expect(overlay).toHaveCount(0);
  await page.goto('/speaker/dashboard');
  await expect(page.getByRole('article', { name: 'Growth Summit' }).getByRole('group', { name: 'Graphics' })).toContainText('3');
});

test("another speaker sees 'Graphic not found'", async ({ page, browser }) => {
  const { eventId } = await speakerWithEvent(page.request);
  const start = await page.request.post(`/api/speaker-admin/events/${eventId}/generate-graphics`);
  const { graphicId } = await start.json();

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await speakerWithEvent(other.request);
  await other.goto(`/graphics-approval/${graphicId}`);
  await expect(other.getByRole('heading', { name: 'Graphic not found' })).toBeVisible();
  expect((await other.request.get(`/api/graphics-approval/${graphicId}`)).status()).toBe(404);
  await otherContext.close();
});

test('the admin uploads a logo (refusing a 6 MB file and a renamed non-image), then approves a graphic that shows it', async ({ page }) => {
  await speakerWithEvent(page.request);
  await page.request.post('/api/speaker-auth/logout');

  await page.goto('/admin-signin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const logoInput = page.getByLabel('Logo image');
  const big = Buffer.alloc(6 * 1024 * 1024);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
  await logoInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByText('File too large', { exact: true })).toBeVisible();
  await expect(page.getByText('Please select an image smaller than 5MB', { exact: true })).toBeVisible();

  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 a document, not an image') });
  await expect(page.getByText('Invalid file type', { exact: true })).toBeVisible();
  await expect(page.getByText('Please select a PNG, JPG, or other image file', { exact: true })).toBeVisible();

  const logo = new PNG({ width: 800, height: 150 });
  for (let i = 0; i < logo.data.length; i += 4) logo.data.set([220, 38, 38, 255], i);
  await logoInput.setInputFiles({ name: 'speakerpro.png', mimeType: 'image/png', buffer: PNG.sync.write(logo) });
  await expect(page.getByRole('img', { name: 'New logo preview' })).toBeVisible();
  await expect(page.getByText('800x150 pixels', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Logo' }).click();
  await expect(page.getByText('Logo uploaded successfully', { exact: true })).toBeVisible();
  await expect(page.getByText('Your logo will now appear in all testimonial graphics', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Testimonial Graphics', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Testimonial Graphics' })).toBeVisible();
  const item = page.getByRole('article').filter({ hasText: 'Energising and useful from start to finish.' }).first();
  await item.getByRole('button', { name: 'Generate Graphic' }).click();
  await expect(page.getByRole('heading', { name: 'Creating Testimonial Graphic' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review Testimonial Graphic' })).toBeVisible({ timeout: LIMITS.backgroundWorkMs });
  const review = page.getByRole('img', { name: 'Testimonial graphic for Sam' });
  await expect(review).toBeVisible();
  // The uploaded red logo is in the graphic.
  const png = await pngOf(page, (await review.getAttribute('src'))!);
  let red = 0;
  for (let i = 0; i < png.data.length; i += 4) if (png.data[i] === 220 && png.data[i + 1] === 38 && png.data[i + 2] === 38) red += 1;
  expect(red).toBeGreaterThan(5000);

  await page.getByRole('button', { name: 'Approve Graphic' }).click();
  await expect(page.getByText('Graphic Approved!', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Approved' })).toBeDisabled();
  await page.reload();
  const again = page.getByRole('article').filter({ hasText: 'Energising and useful from start to finish.' }).first();
  await expect(again.getByText(/^Approved \d+ \w+ \d{4} by owner@e2e\.speakerpro\.test$/)).toBeVisible();

  // Clean up the logo so other tests see the text fallback.
  await page.request.post('/api/settings', {
    data: { key: 'speakerpro_logo', value: PNG.sync.write(new PNG({ width: 1, height: 1 })).toString('base64') },
  });
});

test('an attendee who gave 5 stars and agreed to publication downloads their own graphic', async ({ page, browser }) => {
  const { eventId } = await speakerWithEvent(page.request);
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await phone.goto(`/feedback/${eventId}`);
  await phone.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await phone.getByLabel('Your testimonial').fill('The clearest talk on follow-up I have heard.');
  await phone.getByLabel('First name', { exact: true }).fill('Nia');
  await phone.getByLabel('Job role', { exact: true }).fill('COO at Tailspin');
  await phone.getByLabel('Work email').fill('nia@tailspin.example');
  await phone.getByRole('checkbox', { name: /publish my testimonial/ }).check();
  await phone.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(phone.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  const downloading = phone.waitForEvent('download');
  await phone.getByRole('button', { name: 'Download your testimonial graphic' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('testimonial-nia.png');
  const png = PNG.sync.read(fs.readFileSync((await download.path())!));
  expect([png.width, png.height]).toEqual([1080, 1080]);
  await expect(phone.getByRole('img', { name: 'Your testimonial graphic' })).toBeVisible();
  await phoneContext.close();

  // Without consent to publish there is no graphic to offer.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(`/feedback/${eventId}`);
  await second.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await second.getByLabel('Your testimonial').fill('Great.');
  await second.getByLabel('First name', { exact: true }).fill('Oli');
  await second.getByLabel('Job role', { exact: true }).fill('CEO');
  await second.getByLabel('Work email').fill('oli@example.com');
  await second.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(second.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Download your testimonial graphic' })).toHaveCount(0);
  await other.close();
});

test('the demo: Where the Magic Happens makes a real graphic, and the demo screen downloads it', async ({ page }) => {
  await page.goto('/graphic-example?speakerName=Nadia%20Brooks&jobRole=Head%20of%20People%20at%20Brightline');
  await expect(page.getByRole('heading', { name: 'Where the Magic Happens' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'AI Processing Complete!' })).toBeVisible({ timeout: LIMITS.backgroundWorkMs });
  for (const message of [
    'Reading the testimonial and its star rating',
    'Matching your brand colours and logo',
    'Setting the quote large enough to read at a glance',
    'Drawing a 1080x1080 graphic, sized for LinkedIn',
    'Your social proof is almost ready to post',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByRole('progressbar', { name: 'Graphic progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('img', { name: 'Your sample testimonial graphic' })).toBeVisible();

  await page.getByRole('link', { name: 'Generate More Graphics' }).click();
  await expect(page).toHaveURL(/\/graphic-demo$/);
  const download = page.getByRole('link', { name: 'Download Generated Graphic' });
  await expect(download).toBeVisible({ timeout: LIMITS.backgroundWorkMs });
  const downloading = page.waitForEvent('download');
  await download.click();
  const file = await downloading;
  const png = PNG.sync.read(fs.readFileSync((await file.path())!));
  expect([png.width, png.height]).toEqual([1080, 1080]);
});

test('a speaker picks the words of a long testimonial that go on the graphic; a typed quote survives a reload', async ({ page }) => {
  const long =
    'The opening story about losing a client had the whole room silent. ' +
    'After that every section gave us something concrete: a follow-up template, a referral script and a checklist for the week after an event. ' +
    'Our sales team used the template the next morning and booked three calls before lunch, which never happens after a conference. ' +
    'Honestly the best keynote of the conference by a distance, and the only one our leadership team is still quoting weeks later.';
  const { eventId } = await speakerWithEventAnswers(page.request, [
    { rating: 5, firstName: 'Priya', workEmail: 'priya.long@brightline.example', testimonial: long, publishConsent: true },
  ]);
  const start = await page.request.post(`/api/speaker-admin/events/${eventId}/generate-graphics`);
  const { graphicId } = (await start.json()) as { graphicId: number };
  await page.goto(`/graphics-approval/${graphicId}`);
  const image = page.getByRole('img', { name: 'Testimonial graphic for Priya' });
  await expect(image).toBeVisible({ timeout: LIMITS.backgroundWorkMs });
  const firstSrc = await image.getAttribute('src');

  const quote = page.getByRole('textbox', { name: 'Quote on the graphic' });
  await expect(quote).toHaveValue(/^The opening story about losing a client had the whole room silent\. After that .*…$/);
  // Words the attendee never wrote are refused, next to the field.
  await quote.fill('The best keynote I have ever seen');
  await page.getByRole('button', { name: 'Use This Quote' }).click();
  await expect(page.getByText("The quote must be the attendee's own words, copied from the testimonial.")).toBeVisible();

  // A typed quote is still there after a reload.
  await quote.fill('the best keynote of the conference by a distance');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Quote on the graphic' })).toHaveValue('the best keynote of the conference by a distance');
  await page.getByRole('button', { name: 'Use This Quote' }).click();
  await expect(page.getByText('Quote updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Quote on the graphic' })).toHaveValue(
    '…the best keynote of the conference by a distance…',
  );
  await expect(image).not.toHaveAttribute('src', firstSrc!);
  const png = await pngOf(page, (await image.getAttribute('src'))!);
  expect([png.width, png.height]).toEqual([1080, 1080]);

  await page.getByRole('button', { name: 'Back to the First Sentences' }).click();
  await expect(page.getByRole('textbox', { name: 'Quote on the graphic' })).toHaveValue(/^The opening story/);
});
