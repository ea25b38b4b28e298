import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
// Toasts are read twice on the page (the toast and its screen-reader announcement): `.first()`.
import { ASSESSMENT_QUESTIONS } from '../src/shared/domain/assessment';
import { E2E_ADMIN, signUpViaApi } from './fixtures';

async function signInAdmin(page: Page) {
  // The page's request context shares the browser's cookies: the session applies to the pages too.
  const res = await page.request.post('/api/admin/sessions', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
}

const bestAnswers = () => Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options.find((o) => o.points === 10)!.value]));

/** People who reach the admin console through the public forms, unique to this run. */
async function seedPeople(request: APIRequestContext) {
  const id = randomBytes(3).toString('hex');
  const people = {
    newcomer: { name: `Dana Newcomer ${id}`, email: `dana.${id}@example.com` },
    qualified: { name: `Quinn Qualified ${id}`, email: `quinn.${id}@example.com` },
    fan: { name: `Hana Fan ${id}`, email: `hana.${id}@example.com` },
    stranger: { email: `stranger.${id}@example.com` },
  };
  for (const p of [people.newcomer, people.qualified]) {
    expect((await request.post('/api/waitlist', { data: { name: p.name, email: p.email } })).status()).toBe(201);
  }
  for (const email of [people.qualified.email, people.stranger.email]) {
    expect((await request.post('/api/assessment', { data: { email, answers: bestAnswers() } })).status()).toBe(201);
  }
  const feedback = await request.post('/api/campaign-feedback', {
    data: {
      speakerName: people.fan.name,
      speakerEmail: people.fan.email,
      emailPlatform: 'gmail',
      speakerproRating: 5,
      speakerproFeedback: 'The QR flow is great',
      speakingChallenge: 'Following up after talks',
    },
  });
  expect(feedback.status()).toBe(201);
  return { id, ...people };
}

test('a blog post with a script and an onerror attribute is published without running either', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await signInAdmin(page);
  const id = randomBytes(3).toString('hex');
  const title = `Stage Secrets ${id}`;
  const slug = `stage-secrets-${id}`;

  await page.goto('/blog-management');
  await expect(page.getByRole('heading', { name: 'Blog Management' })).toBeVisible();
  await page.getByRole('button', { name: 'New Post' }).click();

  // The page refuses an empty post with the spec's words.
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields (title, slug, content)' })).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  // Slug and meta title follow the title while typing.
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await expect(page.getByLabel('Meta Title')).toHaveValue(title);

  const content = page.getByLabel('Content');
  await content.fill(
    `<p>Visible stage text ${id}. The rest of the story.</p><script>window.__xss=1</script><img src=x onerror="window.__xss2=1">`,
  );
  await expect(page.getByLabel('Meta Description')).toHaveValue(`Visible stage text ${id}.`);
  // Bold wraps the selected word in double asterisks.
  await content.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(3, 10));
  await page.getByRole('button', { name: 'Bold' }).click();
  await expect(content).toHaveValue(/^<p>\*\*Visible\*\* stage text/);

  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Blog post created successfully').first()).toBeVisible();
  const row = page.getByRole('article', { name: title });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();

  // A second post with the same slug is refused, and the form says why.
  await page.getByRole('button', { name: 'New Post' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Content').fill('Another post.');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText(`Failed to create blog post: The slug '${slug}' is already used by another post.`).first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The public page shows the text; neither the script nor the handler ran.
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The first paragraph shows once: no excerpt made from it repeats it under the title.
  await expect(page.getByText(`stage text ${id}. The rest of the story.`)).toHaveCount(1);
  await expect(page.locator('article strong', { hasText: 'Visible' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __xss2?: unknown }).__xss2)).toBeUndefined();
  expect(await page.locator('article script').count()).toBe(0);
  expect(await page.locator('article [onerror]').count()).toBe(0);
  expect(dialogs).toBe(0);

  // Renaming the post later brings a new meta title (the admin never set one); the slug stays.
  await page.goto('/blog-management');
  await page.getByRole('article', { name: title }).getByRole('button', { name: /Edit/ }).click();
  await page.getByLabel('Title', { exact: true }).fill(`${title} Revisited`);
  await expect(page.getByLabel('Meta Title')).toHaveValue(`${title} Revisited`);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
});

test('the dashboard shows the counts, segments and data-integrity findings of real data', async ({ page }) => {
  await signInAdmin(page);
  const seeded = await seedPeople(page.request);
  const count = async (url: string) => {
    const body = await (await page.request.get(url)).json();
    return Array.isArray(body) ? body.length : body.responses.length;
  };
  const tiles = { Waitlist: '/api/waitlist', Assessments: '/api/assessment', 'Campaign Feedback': '/api/campaign-feedback' };
  const before: Record<string, number> = {};
  for (const [label, url] of Object.entries(tiles)) before[label] = await count(url);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  // Other specs add people to the same server meanwhile: each tile shows the count of its list at
  // some moment between the reads before and after the page loaded.
  for (const [label, url] of Object.entries(tiles)) {
    const tile = page.getByRole('group', { name: label, exact: true });
    await expect(tile).toContainText(/\d/);
    const shown = Number(/(\d+)/.exec((await tile.textContent()) ?? '')![1]);
    const later = await count(url);
    expect(shown, label).toBeGreaterThanOrEqual(before[label]!);
    expect(shown, label).toBeLessThanOrEqual(later);
  }
  // Another feature owns the approvals list; the tile shows a number either way.
  await expect(page.getByRole('group', { name: 'Pending Approvals', exact: true })).toContainText(/\d/);

  const hot = page.getByRole('region', { name: 'Hot Leads' });
  await expect(hot.getByText(seeded.fan.name)).toBeVisible();
  await expect(hot.getByText('5/5 stars').first()).toBeVisible();
  const qualified = page.getByRole('region', { name: 'Qualified Prospects' });
  await expect(qualified.getByText(seeded.qualified.name)).toBeVisible();
  await expect(qualified.getByText('120 points').first()).toBeVisible();
  const newcomers = page.getByRole('region', { name: 'New Waitlist' });
  await expect(newcomers.getByText(seeded.newcomer.name)).toBeVisible();
  // Quinn joined recently too, but has taken the assessment.
  await expect(newcomers.getByText(seeded.qualified.name)).toHaveCount(0);

  const report = await (await page.request.get('/api/data-integrity/check')).json();
  expect(report.unmatchedAssessmentEmails).toContain(seeded.stranger.email);
  const integrity = page.getByRole('region', { name: 'Data integrity' });
  await expect(integrity.getByText(`Assessments without a waitlist entry (${report.unmatchedAssessmentEmails.length})`)).toBeVisible();
  for (const recommendation of report.recommendations) await expect(integrity.getByText(recommendation)).toBeVisible();

  await expect(page.getByRole('link', { name: 'Blog Management' })).toHaveAttribute('href', '/blog-management');
  await expect(page.getByRole('link', { name: /View Blog/ })).toHaveAttribute('target', '_blank');
  await page.getByRole('link', { name: 'Qualified Speakers' }).click();
  await expect(page).toHaveURL(/\/qualified-speakers$/);
  const card = page.getByRole('article', { name: `${seeded.qualified.name}, ${seeded.qualified.email}` });
  await expect(card.getByText('Expert', { exact: true })).toBeVisible();
  await expect(card.getByText('Key Assessment Areas')).toBeVisible();
  await expect(card.getByText(/^Member since /)).toBeVisible();

  await page.goto('/assessment-details');
  await expect(page.getByRole('article', { name: `Unknown Speaker, ${seeded.stranger.email}` })).toBeVisible();
});

test('data export downloads a list as CSV and copies it as text', async ({ page, context }) => {
  await signInAdmin(page);
  const seeded = await seedPeople(page.request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/data-export');
  const waitlist = page.getByRole('region', { name: 'Waitlist', exact: true });
  await expect(waitlist).toBeVisible();

  const downloading = page.waitForEvent('download');
  await waitlist.getByRole('button', { name: 'Download CSV of Waitlist' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^speakerpro-waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Name,Email,Heard About,Joined');
  // No source given at signup: said as 'not given', never credited to the owner.
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(`^${seeded.newcomer.name},${seeded.newcomer.email.replace('.', '\\.')},not given,\\d{4}-\\d{2}-\\d{2}$`),
    ),
  );

  const withoutAssessment = page.getByRole('region', { name: 'People Without Assessment' });
  await withoutAssessment.getByRole('button', { name: 'Copy People Without Assessment' }).click();
  await expect(page.getByText('Copied to clipboard!').first()).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const copiedLines = copied.split('\n');
  expect(copiedLines[0]).toBe('Name\tEmail\tJoined');
  expect(copied).toContain(`${seeded.newcomer.name}\t${seeded.newcomer.email}\t`);
  expect(copied).not.toContain(seeded.qualified.email);

  // Refresh Data picks up someone who joined after the page loaded.
  const late = `late.${seeded.id}@example.com`;
  expect((await page.request.post('/api/waitlist', { data: { name: `Late ${seeded.id}`, email: late } })).status()).toBe(201);
  await page.getByRole('button', { name: 'Refresh Data' }).click();
  await expect(page.getByText('Data refreshed').first()).toBeVisible();
  await waitlist.getByRole('button', { name: 'Copy Waitlist' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(late);
});

test('a speaker who signed up with a name and then took the assessment has that name on the owner\'s cards, not "Unknown Speaker"', async ({
  page,
  browser,
}) => {
  const id = randomBytes(3).toString('hex');
  const email = `quinn.account.${id}@example.com`;
  const visitor = await browser.newContext();
  await signUpViaApi(visitor.request, { firstName: 'Quinn', lastName: `Account${id}`, email, password: 'keynote-2026' });
  expect((await visitor.request.post('/api/assessment', { data: { email, answers: bestAnswers() } })).status()).toBe(201);
  await visitor.close();

  await signInAdmin(page);
  for (const path of ['/assessment-details', '/qualified-speakers']) {
    await page.goto(path);
    await expect(page.getByRole('article', { name: `Quinn Account${id}, ${email}` })).toBeVisible();
  }
});

test('on a phone the segment cards stay inside the screen, even with long names and addresses', async ({ page }) => {
  await signInAdmin(page);
  const id = randomBytes(3).toString('hex');
  const long = `averyveryverylongfirstname.andaverylonglastname.${id}@a-long-company-domain-example.com`;
  expect(
    (await page.request.post('/api/waitlist', { data: { name: `Maximiliana Bartholomew-Featherstonehaugh ${id}`, email: long } })).status(),
  ).toBe(201);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/admin');
  const segment = page.getByRole('region', { name: 'New Waitlist' });
  await expect(segment).toBeVisible();
  const box = (await segment.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
