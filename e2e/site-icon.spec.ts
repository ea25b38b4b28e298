import { expect, test, type Page } from '@playwright/test';

// The site's icon and web app manifest, as a browser finds them: named by the app's pages and by the
// pages the server makes, and served as real files.

async function iconAndManifestOf(page: Page) {
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
  return { icon, manifest };
}

test('the app and the pages the server makes name a real icon and a web app manifest', async ({ page }) => {
  for (const path of ['/', '/pricing']) {
    await page.goto(path);
    expect(await iconAndManifestOf(page), path).toEqual({ icon: '/favicon.svg', manifest: '/manifest.webmanifest' });
  }

  const icon = await page.request.get('/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(await icon.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);

  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const app = (await manifest.json()) as { name: string; start_url: string; icons: { src: string; type: string }[] };
  expect(app).toMatchObject({ name: 'SpeakerPro', start_url: '/' });
  for (const { src, type } of app.icons) {
    const res = await page.request.get(src);
    expect(res.status(), src).toBe(200);
    expect(res.headers()['content-type']).toContain(type);
  }

  // The browser draws the icon: an image element of it loads at its natural size.
  await page.goto('/');
  const size = await page.evaluate(async () => {
    const img = new Image();
    img.src = '/favicon.svg';
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  });
  expect(size.width).toBeGreaterThan(0);
  expect(size.height).toBe(size.width);
});
