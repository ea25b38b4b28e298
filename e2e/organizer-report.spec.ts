import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Result } from 'axe-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { speakerViaApi } from './fixtures';

interface Answer {
  rating: number;
  firstName: string;
  jobRole: string;
  workEmail: string;
  testimonial: string;
  publishConsent: boolean;
}

// Nine answers first (no average yet), then a tenth. Brightline answers three times (named),
// Northwind twice (not named). Quinn's 5-star words were never agreed to be published.
const NINE: Answer[] = [
  {
    rating: 5,
    firstName: 'Priya',
    jobRole: 'Head of People',
    workEmail: 'priya@brightline.example',
    testimonial: 'Practical, funny and full of ideas I can use on Monday.',
    publishConsent: true,
  },
  {
    rating: 5,
    firstName: 'Tom',
    jobRole: 'Engineering Manager',
    workEmail: 'tom@brightline.example',
    testimonial: 'Clear structure and great stories from real teams.',
    publishConsent: true,
  },
  {
    rating: 4,
    firstName: 'Ana',
    jobRole: 'Head of People',
    workEmail: 'ana@brightline.example',
    testimonial: 'Warm, useful and well paced throughout.',
    publishConsent: true,
  },
  {
    rating: 5,
    firstName: 'Quinn',
    jobRole: 'CTO',
    workEmail: 'quinn@northwind.example',
    testimonial: 'Unpublished zebra words for the speaker only.',
    publishConsent: false,
  },
  {
    rating: 4,
    firstName: 'Sven',
    jobRole: 'CTO',
    workEmail: 'sven@northwind.example',
    testimonial: 'A good pace and honest examples.',
    publishConsent: true,
  },
  {
    rating: 3,
    firstName: 'Lee',
    jobRole: 'Designer',
    workEmail: 'lee@contoso.example',
    testimonial: 'Fine, a little long.',
    publishConsent: true,
  },
  { rating: 2, firstName: 'Kim', jobRole: 'Analyst', workEmail: 'kim@adatum.example', testimonial: 'Not for me.', publishConsent: true },
  { rating: 1, firstName: 'Max', jobRole: 'Analyst', workEmail: 'max@fabrikam.example', testimonial: 'Too basic.', publishConsent: true },
  {
    rating: 5,
    firstName: 'Sam',
    jobRole: 'Sales Director',
    workEmail: 'sam@initech.example',
    testimonial: 'Energising from start to finish.',
    publishConsent: true,
  },
];
const TENTH: Answer = {
  rating: 5,
  firstName: 'Ola',
  jobRole: 'COO',
  workEmail: 'ola@umbrella.example',
  testimonial: 'Best session of the day.',
  publishConsent: true,
};
// Nine answers: four of 5 stars, 34 / 9 = 3.8 on average (not shown yet); with the tenth, 39 / 10 = 3.9.

async function answer(request: APIRequestContext, presentationId: number, a: Answer) {
  const res = await request.post('/api/public/feedback', { data: { presentationId, contactConsent: true, ...a } });
  expect(res.status(), await res.text()).toBe(201);
}

/** axe's findings as one line each (rule, impact, where), so a failure says what to fix. */
const findings = (violations: Result[]) =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);

async function pdfText(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text;
}

test('a speaker shares a report the organizer opens without an account, sees it opened, and revokes it', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await speakerViaApi(page.request, { profile: { brandColorPrimary: '#0f766e' }, experienced: true });
  const created = await page.request.post('/api/speaker-admin/events', {
    data: { eventName: 'Growth Summit', talkTitle: 'Stories That Sell', expectedAudienceSize: 40, status: 'completed' },
  });
  expect(created.status()).toBe(201);
  const eventId = (await created.json()).id as number;
  for (const a of NINE) await answer(page.request, eventId, a);

  await page.goto(`/speaker/events/${eventId}`);
  const panel = page.locator('[data-organizer-report]');
  await expect(panel.getByRole('heading', { name: 'Share with the organizer' })).toBeVisible();
  await expect(panel.getByText('Until you change the ticks, the report shows your best 6')).toBeVisible();
  // Only testimonials whose authors agreed to publication are offered (the list folds open).
  await panel.getByRole('button', { name: /^Choose testimonials/ }).click();
  await expect(panel.getByRole('checkbox', { name: /Energising from start to finish/ })).toBeVisible();
  await expect(panel.getByText('Unpublished zebra words')).toHaveCount(0);
  // Sam's words are left out of this report; a note for the organizer.
  await panel.getByRole('checkbox', { name: /Energising from start to finish/ }).uncheck();
  await expect(panel.getByText('4 of 6 chosen.')).toBeVisible();
  await panel.getByLabel('A note to the organizer (optional)').fill('Thank you for a wonderful summit, Growth team!');
  await expect(panel.getByText('46 of 600 characters')).toBeVisible();
  // What is typed survives a reload before the link exists.
  await page.reload();
  await expect(panel.getByLabel('A note to the organizer (optional)')).toHaveValue('Thank you for a wonderful summit, Growth team!');
  await expect(panel.getByText('4 of 6 chosen.')).toBeVisible();

  // On a phone nothing in the panel runs off the side of the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await panel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });
  const accessibility = await new AxeBuilder({ page }).include('[data-organizer-report]').analyze();
  expect(findings(accessibility.violations)).toEqual([]);

  // The preview is the report before the link exists.
  const previewPromise = page.waitForEvent('popup');
  await panel.getByRole('link', { name: /Preview report/ }).click();
  const preview = await previewPromise;
  await expect(preview.getByText('Preview: this is what the organizer sees.')).toBeVisible();
  await expect(preview.getByText('Thank you for a wonderful summit, Growth team!')).toBeVisible();
  await preview.close();

  await panel.getByRole('button', { name: 'Create link' }).click();
  await expect(panel.getByText('The report link is ready')).toBeVisible();
  await expect(panel.getByText('Not opened yet.')).toBeVisible();
  await panel.getByRole('button', { name: 'Copy link', exact: true }).click();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/\/r\/[A-Za-z0-9_-]{65}$/);
  await expect(panel.getByLabel('Report link', { exact: true })).toHaveValue(url);
  await panel.getByRole('button', { name: 'Copy PDF link' }).click();
  const pdfUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(pdfUrl).toBe(`${url}.pdf`);

  // The organizer: a browser of their own, no account, no cookies.
  const organizer = await browser.newContext();
  expect(await organizer.cookies()).toEqual([]);
  const report = await organizer.newPage();
  await report.goto(url);
  await expect(report.getByRole('heading', { level: 1, name: 'Stories That Sell' })).toBeVisible();
  await expect(report.getByText('Thank you for a wonderful summit, Growth team!')).toBeVisible();
  await expect(report.getByText('Practical, funny and full of ideas I can use on Monday.')).toBeVisible();
  expect(findings((await new AxeBuilder({ page: report }).analyze()).violations)).toEqual([]);
  await report.setViewportSize({ width: 390, height: 844 });
  expect(await report.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const addresses = [...NINE, TENTH].map((a) => a.workEmail);
  const check = async (answers: number) => {
    const page = await organizer.request.get(url);
    expect(page.status()).toBe(200);
    expect(page.headers()['x-robots-tag']).toBe('noindex, nofollow');
    const html = (await page.body()).toString('utf8');
    const file = await organizer.request.get(pdfUrl);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    const pdf = await pdfText(await file.body());
    expect(html).toMatch(new RegExp(`<dt>Responses</dt><dd>${answers}</dd>`));
    expect(pdf).toMatch(new RegExp(`Responses\\s+${answers}\\b`));
    // Typed words are isolated for right-to-left names (<bdi>); the checks read the page's text.
    const htmlText = html.replace(/<\/?bdi>/g, '');
    for (const text of [htmlText, pdf]) {
      expect(text).toContain('Stories That Sell');
      expect(text).toContain('Growth Summit');
      for (const label of ['5 stars', '4 stars', '3 stars', '2 stars', '1 star']) expect(text).toContain(label);
      expect(text).toContain('Clear structure and great stories from real teams.');
      expect(text).toContain('— Tom, Engineering Manager');
      // Not agreed to be published, or left out by the speaker.
      expect(text).not.toContain('Unpublished zebra words');
      expect(text).not.toContain('Energising from start to finish.');
      for (const address of addresses) expect(text.toLowerCase()).not.toContain(address);
      expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
      // Three answers from brightline.example (named as its domain's label, not re-cased); two from
      // Northwind are too few to name.
      expect(text).toContain('brightline');
      expect(text).not.toMatch(/northwind/i);
      expect(text.includes('Average rating'), `${answers} answers`).toBe(answers >= 10);
    }
    return { html, pdf };
  };
  const nine = await check(9);
  expect(nine.html).toMatch(/<dt>Response rate<\/dt><dd>23%<\/dd>/);
  expect(nine.html).toContain('An average rating is given from 10 answers.');
  expect(nine.html).toMatch(/<li><span>5 stars<\/span>.*?<span class="count">4</);
  expect(nine.pdf).toMatch(/5 stars\s+4\b/);
  expect(nine.html).not.toContain('3.8 / 5');

  // A tenth answer: the report is worked out again when opened, now with its average.
  await answer(page.request, eventId, TENTH);
  const ten = await check(10);
  expect(ten.html).toMatch(/<dt>Average rating<\/dt><dd>3\.9 \/ 5<\/dd>/);
  expect(ten.pdf).toMatch(/Average rating\s+3\.9 \/ 5/);

  // The report page was opened three times (the browser once, the raw reads twice); the PDF is not counted.
  await page.reload();
  await expect(panel.getByTestId('report-views')).toHaveText(/^Opened 3 times, last on /);

  await panel.getByRole('button', { name: 'Revoke link' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke the report link?' });
  await expect(dialog).toContainText('stop working at once');
  await dialog.getByRole('button', { name: 'Revoke link' }).click();
  await expect(panel.getByText('The link is revoked: the report and its PDF no longer open.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Create link' })).toBeVisible();

  expect((await organizer.request.get(url)).status()).toBe(404);
  expect((await organizer.request.get(pdfUrl)).status()).toBe(404);
  await report.reload();
  await expect(report.getByRole('heading', { name: 'Report not found' })).toBeVisible();
  await expect(report.getByText('Stories That Sell')).toHaveCount(0);
  await organizer.close();
});
