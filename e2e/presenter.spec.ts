import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { speakerViaApi } from './fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const PROJECTOR = { width: 1280, height: 720 };

interface Talk {
  id: number;
  feedbackUrl: string;
  shortUrl: string;
  shortCode: string;
}

/** A signed-in speaker (on `request`) past onboarding, with a gift, and a talk of theirs. */
async function speakerWithTalk(request: APIRequestContext, talk: Record<string, unknown>): Promise<Talk> {
  await speakerViaApi(request, { experienced: true, profile: { brandColorPrimary: '#0f766e' } });
  const gift = await request.patch('/api/speaker-admin/profile/digital-gift', {
    data: { digitalGiftTitle: 'Five-Minute Follow-Up Checklist', digitalGiftUrl: 'https://speaker.example/checklist' },
  });
  expect(gift.status()).toBe(200);
  const event = await request.post('/api/speaker-admin/events', {
    data: { eventName: 'Growth Summit', talkTitle: 'Stories That Sell', ...talk },
  });
  expect(event.status()).toBe(201);
  return (await event.json()) as Talk;
}

/** What a phone's camera would read: the QR code as the presenter page draws it, decoded from a screenshot. */
async function decodeQrOnScreen(page: Page): Promise<string> {
  const shot = PNG.sync.read(await page.getByRole('img', { name: /^QR code: scan to rate/ }).screenshot());
  const code = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
  expect(code, 'a QR code readable on the screen').not.toBeNull();
  return code!.data;
}

/**
 * The counts the page has read from the plain count endpoint, its fallback when the event stream does
 * not get through (a count shown that none of them carried came by the stream). Start before the page opens.
 */
function watchPolledCounts(page: Page): () => Promise<number[]> {
  const counts: Promise<number | null>[] = [];
  page.on('response', (res) => {
    if (!new URL(res.url()).pathname.endsWith('/live-count')) return;
    counts.push(
      res.json().then(
        (body) => (body as { responseCount: number }).responseCount,
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(counts)).filter((count): count is number => count !== null);
}

/** An attendee's phone opens `url` and answers; resolves once the answer is stored (the thank-you page). */
async function answerOnPhone(browser: Browser, url: string, email: string) {
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  await phone.goto(url);
  await expect(phone.getByRole('heading', { name: 'Stories That Sell' })).toBeVisible();
  await phone.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await phone.getByLabel('Your testimonial').fill('The stories stuck with me.');
  await phone.getByLabel('First name', { exact: true }).fill('Priya');
  await phone.getByLabel('Job role', { exact: true }).fill('Head of Sales');
  await phone.getByLabel('Work email').fill(email);
  await phone.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(phone).toHaveURL(/\/thank-you\/\d+(\?|$)/);
  return context;
}

test('presenter mode: the room scans the code on the screen, answers, and the counter goes up by the event stream without a reload', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PROJECTOR);
  const talk = await speakerWithTalk(page.request, { expectedAudienceSize: 120 });
  const polledCounts = watchPolledCounts(page);
  await page.goto(`/speaker/events/${talk.id}`);
  await page.getByRole('link', { name: 'Present' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${talk.id}/present$`));

  await expect(page.getByRole('heading', { level: 1, name: 'Stories That Sell' })).toBeVisible();
  await expect(page.getByText('Scan to rate this talk and get Five-Minute Follow-Up Checklist')).toBeVisible();
  await expect(page.getByTestId('short-link')).toHaveText(talk.shortUrl.replace(/^https:\/\//, ''));
  const counter = page.getByTestId('answer-count');
  await expect(counter).toHaveText('0 of 120 — 0%');
  await expect(counter).toHaveAttribute('aria-live', 'polite');
  const bar = page.getByRole('progressbar', { name: 'Answers against the expected audience' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '120');

  // The QR code is as large as the screen allows and square.
  const qr = await page.getByRole('img', { name: /^QR code: scan to rate/ }).boundingBox();
  expect(qr!.width).toBeCloseTo(qr!.height, 0);
  expect(qr!.height).toBeGreaterThan(PROJECTOR.height * 0.7);

  const decoded = await decodeQrOnScreen(page);
  expect(decoded).toBe(talk.feedbackUrl);

  // The page must not reload to count: a mark left in it now must still be there after the answer.
  await page.evaluate(() => ((window as unknown as { presenterMark: number }).presenterMark = 42));
  const phone = await answerOnPhone(browser, decoded, `priya.${Date.now()}@brightline.example`);
  // Pushed by the event stream, not read by the slower polling: no poll of the plain endpoint carried
  // the new count. (The server pushes it at its next read of the counts; the API test of the stream
  // checks that the reads come often enough for the 2 s the counter promises.)
  await expect(counter).toHaveText('1 of 120 — 1%');
  expect(await polledCounts()).not.toContain(1);
  await expect(bar).toHaveAttribute('aria-valuenow', '1');
  expect(await page.evaluate(() => (window as unknown as { presenterMark?: number }).presenterMark)).toBe(42);
  await phone.close();

  // Accessible: no axe violations on the page the room sees.
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('without an expected audience the counter shows just the count; the short link, typed in lower case, opens the same form', async ({
  page,
  browser,
}) => {
  const talk = await speakerWithTalk(page.request, { expectedAudienceSize: null });
  const polledCounts = watchPolledCounts(page);
  await page.goto(`/speaker/events/${talk.id}/present`);
  const counter = page.getByTestId('answer-count');
  await expect(counter).toHaveText('0 answers');
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  const typed = talk.shortUrl.replace(talk.shortCode, talk.shortCode.toLowerCase());
  const phone = await answerOnPhone(browser, typed, `omar.${Date.now()}@client.example`);
  // Pushed by the event stream: no poll of the plain endpoint carried the new count.
  await expect(counter).toHaveText('1 answer');
  expect(await polledCounts()).not.toContain(1);
  await phone.close();
});

test('full screen from the button, Esc to leave; the slide downloads under the talk’s name; back to the event page', async ({ page }) => {
  await page.setViewportSize(PROJECTOR);
  const talk = await speakerWithTalk(page.request, { expectedAudienceSize: 80 });
  await page.goto(`/speaker/events/${talk.id}/present`);
  await expect(page.getByTestId('answer-count')).toHaveText('0 of 80 — 0%');

  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(false);
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();

  for (const [name, ext] of [
    ['Slide (PNG)', 'png'],
    ['Slide (PDF)', 'pdf'],
  ] as const) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
    expect(download.suggestedFilename()).toBe(`slide-stories-that-sell-${talk.id}.${ext}`);
  }

  await page.getByRole('link', { name: 'Back to event' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${talk.id}$`));
  // The event page shows the short link next to the QR code, with a copy button.
  await expect(page.getByRole('textbox', { name: 'Short link' })).toHaveValue(talk.shortUrl);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy short link' }).click();
  await expect(page.getByRole('button', { name: 'Short link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(talk.shortUrl);
});

test("another speaker's talk is not presented", async ({ page, browser }) => {
  const talk = await speakerWithTalk(page.request, {});
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await speakerViaApi(stranger.request, { experienced: true });
  await stranger.goto(`/speaker/events/${talk.id}/present`);
  await expect(stranger.getByRole('heading', { name: 'Event not found' })).toBeVisible();
  await expect(stranger.getByText(talk.shortUrl)).toHaveCount(0);
  await other.close();
});

test('when something on the way blocks the stream, the page polls the count instead, and says so when that fails too', async ({ page }) => {
  const talk = await speakerWithTalk(page.request, { expectedAudienceSize: null });
  const polledCounts = watchPolledCounts(page);
  // A proxy that refuses event streams.
  await page.route(/\/live$/, (route) => route.abort());
  await page.goto(`/speaker/events/${talk.id}/present`);
  const counter = page.getByTestId('answer-count');
  await expect(counter).toHaveText('0 answers');

  const answer = await page.request.post('/api/public/feedback', {
    data: {
      presentationId: talk.id,
      rating: 4,
      testimonial: 'Clear and useful.',
      firstName: 'Lena',
      jobRole: 'COO',
      workEmail: `lena.${Date.now()}@ops.example`,
      contactConsent: false,
      publishConsent: false,
    },
  });
  expect(answer.status()).toBe(201);
  // The page's next poll of the plain endpoint brings it (the 2 s between polls is live-counter.test.ts's).
  await expect(counter).toHaveText('1 answer');
  expect(await polledCounts()).toContain(1);

  // The plain endpoint fails too: the number stays, marked as the last one known.
  await page.route(/\/live-count$/, (route) => route.abort());
  const notice = page.getByText(/^Reconnecting… the number above is from /);
  await expect(notice).toBeVisible();
  await expect(counter).toHaveText('1 answer');
  await page.unroute(/\/live-count$/);
  await expect(notice).toBeHidden();
  await expect(counter).toHaveText('1 answer');
});
