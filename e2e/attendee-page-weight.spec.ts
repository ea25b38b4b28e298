import { expect, test, type Browser } from '@playwright/test';
import { speakerWithGiftEvent } from './fixtures';

// What a phone downloads before the stars can be tapped decides whether people in the room answer
// at all. Measured as the browser gets it (bytes on the connection, from the DevTools protocol),
// with an empty cache: the budget is 50 KiB in at most 6 requests, every text file compressed,
// and the files whose names carry a content hash cached for good.
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const BUDGET_BYTES = 50 * 1024;
const BUDGET_REQUESTS = 6;

interface Loaded {
  url: string;
  type: string;
  bytes: number;
  encoding: string;
  cacheControl: string;
  beforeUsable: boolean;
}

/** Opens `url` on a new phone (nothing cached) and lists what came over the network, until the form was usable and after. */
async function coldVisit(browser: Browser, url: string): Promise<Loaded[]> {
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  const cdp = await context.newCDPSession(phone);
  const rows = new Map<string, Loaded>();
  let usable = false;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!rows.has(e.requestId))
      rows.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', bytes: 0, encoding: '', cacheControl: '', beforeUsable: false });
  });
  cdp.on('Network.responseReceived', (e) => {
    const row = rows.get(e.requestId);
    if (!row) return;
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    row.encoding = headers['content-encoding'] ?? '';
    row.cacheControl = headers['cache-control'] ?? '';
  });
  cdp.on('Network.loadingFinished', (e) => {
    const row = rows.get(e.requestId);
    if (!row) return;
    row.bytes = e.encodedDataLength;
    row.beforeUsable = !usable;
  });
  await cdp.send('Network.enable');
  await phone.goto(url, { waitUntil: 'commit' });
  // Usable: the first star can be tapped.
  await phone.waitForFunction(
    () => {
      const star = document.querySelector<HTMLInputElement>('input[type="radio"][data-field="rating"]');
      return Boolean(star && !star.disabled && star.getClientRects().length > 0);
    },
    undefined,
    { polling: 'raf' },
  );
  usable = true;
  await phone.waitForLoadState('networkidle');
  await expect(phone.getByRole('heading', { name: 'Stories That Sell' })).toBeVisible();
  await context.close();
  return [...rows.values()];
}

const total = (rows: Loaded[]) => rows.reduce((sum, r) => sum + r.bytes, 0);
const describe = (rows: Loaded[]) =>
  rows.map((r) => `${r.type} ${new URL(r.url).pathname} ${r.bytes} B ${r.encoding || 'identity'}`).join('\n');

for (const kind of ['the QR code link', 'the plain feedback link'] as const) {
  test(`${kind}: the form is usable after at most 50 KiB in 6 requests, every text file compressed, hashed files immutable`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const event = await speakerWithGiftEvent(page.request);
    const url = kind === 'the QR code link' ? event.feedbackUrl : `/feedback/${event.id}`;
    const rows = await coldVisit(browser, new URL(url, baseURL).toString());

    const untilUsable = rows.filter((r) => r.beforeUsable);
    expect(total(untilUsable), describe(rows)).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(untilUsable.length, describe(rows)).toBeLessThanOrEqual(BUDGET_REQUESTS);
    // The page's own files, even those that arrive after the form is usable, stay inside the budget too.
    const files = rows.filter((r) => ['Document', 'Script', 'Stylesheet', 'Font', 'Image'].includes(r.type));
    expect(total(files), describe(files)).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(files.length, describe(files)).toBeLessThanOrEqual(BUDGET_REQUESTS);

    const text = files.filter((r) => ['Document', 'Script', 'Stylesheet'].includes(r.type));
    expect(text.length).toBeGreaterThan(0);
    for (const r of text) expect(r.encoding, `${r.url} is sent compressed`).toMatch(/^(br|gzip)$/);
    const html = text.find((r) => r.type === 'Document')!;
    expect(html.cacheControl).toContain('no-cache');
    const hashed = files.filter((r) => /\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.(js|css)$/.test(new URL(r.url).pathname));
    expect(hashed.length, describe(files)).toBeGreaterThan(0);
    for (const r of hashed) {
      expect(r.cacheControl, r.url).toContain('max-age=31536000');
      expect(r.cacheControl, r.url).toContain('immutable');
    }
  });
}
