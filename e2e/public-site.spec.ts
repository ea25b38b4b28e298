import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { LIMITS } from '../src/server/test/limits';
import { ASSESSMENT_QUESTIONS } from '../src/shared/domain/assessment';
import { insertBlogPost } from '../src/server/features/blog/service';
import { confirmEmailFromOutbox, E2E_ADMIN, signInAdmin, signUpViaApi } from './fixtures';
import { startOwnServer, type OwnServer } from './public-site-server';

const uid = () => randomBytes(4).toString('hex');
/** How long the waitlist form waits for the server before it calls the connection lost (WAITLIST_TIMEOUT_MS in join-waitlist.ts). */
const WAITLIST_GIVES_UP_AFTER_MS = 10_000;

/** Fails the test if any page script opens a dialog (a script tag that ran). */
function failOnDialog(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
}

async function signInAsAdmin(page: Page) {
  await page.goto('/admin-signin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('a visitor joins the waitlist: Invalid Email, then the list, the countdown, and Already Registered! the second time', async ({
  page,
  request,
}) => {
  const email = `wait.${uid()}@example.com`;
  // The page's clock is the test's: the countdown's seconds pass when the test says so.
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'What do you want?' })).toBeVisible();
  await expect(page.getByText('I want to...')).toBeVisible();
  // One version label, from the build.
  await expect(page.getByText(/^v\d+\.\d+\.\d+$/)).toHaveCount(1);
  await expect(page.getByText(/© \d{4} SpeakerPro/)).toBeVisible();
  for (const choice of ['Recommend SpeakerPro', 'Become a professional speaker', 'Hire a professional speaker']) {
    await expect(page.getByRole('link', { name: new RegExp(choice) })).toBeVisible();
  }

  await page.getByRole('link', { name: /Use SpeakerPro for my marketing/ }).click();
  await expect(page).toHaveURL(/\/explanation$/);
  await page.getByRole('link', { name: 'Get Early Access' }).click();
  await expect(page).toHaveURL(/\/waitlist$/);

  // Name first, then the e-mail rules, in the spec's words.
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page.getByText('Name Required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter your name to join the waitlist.', { exact: true })).toBeVisible();
  await page.getByLabel('Name').fill('Maya Okafor');
  await page.getByLabel('Email').fill('maya-at-example');
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page.getByText('Invalid Email', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/waitlist$/);

  await page.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
  await page.getByLabel('How did you hear about us? (optional)').selectOption('linkedin');
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page).toHaveURL(/\/waitlist-complete\?name=Maya\+Okafor&email=/);
  await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
  // The place on the list and the address to let through are on the page, not only in a later e-mail.
  const sender = (await (await page.request.get('/api/public/mail-sender')).json()) as { address: string };
  await expect(page.getByText(/^You are number [1-9]\d* on the list\.$/)).toBeVisible();
  await expect(page.getByText(sender.address, { exact: true })).toBeVisible();
  await expect(page.getByText(/Starting in [1-5] seconds\.\.\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy LinkedIn Post' })).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page).toHaveURL(/\/discover-speakerpro\?name=Maya\+Okafor&email=/);

  // The same address again (other case, spaces): 'Already Registered!' and the success page.
  await page.goto('/waitlist');
  await page.getByLabel('Name').fill('Maya Again');
  await page.getByLabel('Email').fill(` ${email} `);
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  await expect(page.getByText('Already Registered!', { exact: true })).toBeVisible();
  await expect(page.getByText("You're already on our waitlist. We'll be in touch soon!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/waitlist-success\?name=Maya\+Again&email=/);
  await expect(page.getByRole('heading', { name: 'Thanks for joining the wait list' })).toBeVisible();
  await expect(page.getByText(sender.address, { exact: true })).toBeVisible();
  // This page moves on by itself after its own 5 s countdown, run at once on the test's clock.
  await page.clock.runFor(5_000);
  await expect(page.getByRole('heading', { name: 'Why I Created SpeakerPro' })).toBeVisible();

  // The list is the admin's; it holds the address once, normalised.
  expect((await request.get('/api/waitlist')).status()).toBe(401);
  await signInAsAdmin(page);
  const list = (await (await page.request.get('/api/waitlist')).json()) as { email: string; name: string; heard_about: string }[];
  const mine = list.filter((e) => e.email === email);
  expect(mine).toEqual([expect.objectContaining({ name: 'Maya Okafor', heard_about: 'linkedin' })]);
});

test('the waitlist list is closed to speakers; a speaker finds only their own entry, once the address is confirmed', async ({
  page,
  request,
}) => {
  const email = `own.${uid()}@example.com`;
  expect((await page.request.post('/api/waitlist', { data: { name: 'Own Entry', email } })).status()).toBe(201);
  await signUpViaApi(page.request, { firstName: 'Own', lastName: 'Entry', email, password: 'stage-ready-2026' });
  expect((await page.request.get('/api/waitlist')).status()).toBe(403);
  // Whoever signs up with an address sees what is kept under it only after following the link sent there.
  const unconfirmed = await page.request.get('/api/speaker-admin/waitlist-entries');
  expect(unconfirmed.status()).toBe(403);
  expect(await unconfirmed.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  await signInAdmin(request);
  await confirmEmailFromOutbox(request, email);
  expect(await (await page.request.get('/api/speaker-admin/waitlist-entries')).json()).toEqual([{ email, name: 'Own Entry' }]);
});

test('an event inquiry with a script-tag name is stored, shown to the admin as text, and never runs', async ({ page }) => {
  failOnDialog(page);
  const name = `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">Zed ${uid()}`;
  await page.goto('/hire-speaker');
  await expect(page.getByRole('heading', { name: 'Tell Us About Your Event' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Speakers Corner/ })).toHaveAttribute('target', '_blank');
  await expect(page.locator('a[target="_blank"][href^="https://"]')).toHaveCount(6);

  const submit = page.getByRole('button', { name: 'Submit Inquiry' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Your name').fill(name);
  await expect(submit).toBeDisabled();
  await page.getByLabel('Event type').selectOption('Keynote');
  await page.getByLabel('Company (optional)').fill('Brightline');
  await page.getByLabel('Audience size (optional)').fill('250');
  await page.getByLabel('Event date (optional)').fill(new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel('Tell us about your event (optional)').fill('Closing keynote on hybrid work.');
  await submit.click();
  await expect(page.getByText('Inquiry submitted successfully!', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/success\?for=organiser$/);
  await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  // Written for the organiser: what happens next, and no speaker login behind a button.
  await expect(page.getByText(/^What happens next: we read every request ourselves/)).toBeVisible();
  await expect(page.getByText('Show Me', { exact: true })).toHaveCount(0);

  await signInAsAdmin(page);
  await page.goto('/admin/inquiries');
  await expect(page.getByRole('heading', { name: 'Inquiries and opt-outs' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Keynote');
  await expect(row).toContainText('Brightline');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test('the admin page and lists are for the admin only', async ({ page, request }) => {
  for (const url of ['/api/admin/event-inquiries', '/api/admin/opt-outs', '/api/admin/linkedin-profiles']) {
    expect((await request.get(url)).status()).toBe(401);
  }
  await page.goto('/admin/inquiries');
  await expect(page).toHaveURL(/\/admin-signin\?returnTo=%2Fadmin%2Finquiries$/);
  await signUpViaApi(page.request, {
    firstName: 'Not',
    lastName: 'Admin',
    email: `not.admin.${uid()}@example.com`,
    password: 'stage-ready-2026',
  });
  for (const url of ['/api/admin/event-inquiries', '/api/admin/opt-outs', '/api/admin/linkedin-profiles']) {
    expect((await page.request.get(url)).status()).toBe(403);
  }
  await page.goto('/admin/inquiries');
  await expect(page.getByText('Admin access required')).toBeVisible();
});

test('a visitor opts out on /privacy; the admin sees the choice', async ({ page }) => {
  const email = `Opt.Out.${uid()}@Example.com`;
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Marketing data about you is deleted within 30 days.')).toBeVisible();
  await page.getByRole('button', { name: 'Update Privacy Preferences' }).click();
  await expect(page.getByText('Email Required', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Please enter your email address to proceed with opt-out.', { exact: true }).first()).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(`  ${email} `);
  await page.getByLabel(/^Email marketing/).check();
  await page.getByLabel(/^Testimonials/).check();
  await page.getByRole('button', { name: 'Update Privacy Preferences' }).click();
  await expect(page.getByText('Your privacy preferences have been updated.', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: email.toLowerCase() })).toBeVisible();

  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Privacy Preferences' })).toBeVisible();

  await signInAsAdmin(page);
  await page.goto('/admin/inquiries');
  const row = page.getByRole('row').filter({ hasText: email.toLowerCase() });
  await expect(row).toContainText('Email marketing, Testimonials');
});

test('recommend shows a real QR code of the site', async ({ page, baseURL }) => {
  await page.goto('/recommend');
  await expect(page.getByRole('heading', { name: 'Recommend SpeakerPro' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share on LinkedIn' })).toBeVisible();
  const src = await page.getByRole('img', { name: /QR code/ }).getAttribute('src');
  const png = PNG.sync.read(Buffer.from(await (await page.request.get(src!)).body()));
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(`${baseURL}/`);
});

test('the other public routes exist and do what they say', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign In Coming Soon' })).toBeVisible();
  await page.getByRole('link', { name: 'Join Waitlist' }).click();
  await expect(page).toHaveURL(/\/waitlist$/);

  await page.goto('/become-speaker');
  await expect(page.getByRole('heading', { name: 'Where are you on your journey?' })).toBeVisible();
  await expect(page.locator('main a[target="_blank"]')).toHaveCount(4);

  // The free gift page shows the owner's real gift; here it is not set up, and it says so.
  const offer = (await (await page.request.get('/api/public/default-gift')).json()) as { available: boolean };
  if (!offer.available) {
    await page.goto('/free-book');
    await expect(page.getByText('No free gift is on offer right now.')).toBeVisible();
  }

  await page.goto('/check-your-email?email=leo%40example.com');
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText('leo@example.com')).toBeVisible();
  // No promise about a sender address this deployment may not use.
  await expect(page.getByText(/allow e-mails from/)).toHaveCount(0);

  // The test page's events are the owner's: a visitor is told so and nothing is recorded.
  await page.goto('/analytics-test');
  await page.getByRole('button', { name: 'Send Button Click' }).click();
  await expect(page.getByText('Not recorded: button_click (Only the signed-in owner can send test events.)')).toBeVisible();

  // No price is shown until one can be paid; a visitor signs in to ask (the request is tied to an account).
  await page.goto('/upgrade-to-lite');
  await expect(page.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByText('£199')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in to request Lite' })).toHaveAttribute('href', '/speaker/login');

  await page.goto('/share-excitement');
  await page.getByLabel('LinkedIn profile URL').fill('example.com/me');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Please enter your LinkedIn profile URL (e.g. linkedin.com/in/your-name)')).toBeVisible();
  await page.getByLabel('LinkedIn profile URL').fill(`linkedin.com/in/e2e-${uid()}`);
  await page.getByLabel(/What excites you most/).fill('The graphics.');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for sharing your excitement!' })).toBeVisible();

  await page.goto('/feedback/campaign?name=Ann&email=ann%40example.com');
  await expect(page).toHaveURL(/\/speakerpro-feedback\?name=Ann&email=ann%40example.com$/);

  // No third-party page-view script is loaded.
  await page.goto('/');
  const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
  expect(scripts.every((src) => new URL(src).origin === new URL(page.url()).origin)).toBe(true);
});

test.describe('the blog', () => {
  let server: OwnServer;
  const slug = 'turn-every-talk-into-leads';

  // eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to be destructured.
  test.beforeAll(async ({}, testInfo) => {
    server = await startOwnServer({
      project: testInfo.project.name,
      seed: async (db) => {
        await insertBlogPost(db, {
          title: 'Turn Every Talk Into Leads',
          content:
            `<p>Every talk is a pitch. ${'word '.repeat(395)}</p>` +
            '<p>Use **bold** ideas.</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">',
          metaDescription: 'How speakers turn every talk into leads.',
          status: 'published',
          publishedAt: new Date('2026-01-10T09:00:00Z'),
        });
        await insertBlogPost(db, { title: 'Secret Draft', content: '<p>Not yet.</p>' });
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('lists published posts with read time; a post has its own title and description, sanitised body, share and call to action', async ({
    page,
    request,
  }) => {
    failOnDialog(page);
    await page.goto(`${server.baseURL}/`);
    await page.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { name: 'SpeakerPro Blog' })).toBeVisible();
    await expect(page.getByText('Secret Draft')).toHaveCount(0);
    // 5 + 395 + 3 words: 403 / 200 rounded up.
    await expect(page.getByText('3 min read')).toBeVisible();
    await expect(page.getByText('10 January 2026')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin-signin');

    await page.getByRole('link', { name: 'Turn Every Talk Into Leads' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Turn Every Talk Into Leads' })).toBeVisible();
    await expect(page).toHaveTitle('Turn Every Talk Into Leads | SpeakerPro Blog');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'How speakers turn every talk into leads.');
    await expect(page.locator('article strong', { hasText: 'bold' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Your Free QR Code' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('article script, article img[onerror]')).toHaveCount(0);

    // Crawlers get the title and description without running JavaScript.
    const html = await (await request.get(`${server.baseURL}/blog/${slug}`)).text();
    expect(html).toContain('<title>Turn Every Talk Into Leads | SpeakerPro Blog</title>');
    expect(html).toContain('<meta name="description" content="How speakers turn every talk into leads." />');

    const sitemap = await (await request.get(`${server.baseURL}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${server.baseURL}/blog/${slug}</loc>`);
    expect(sitemap).not.toContain('secret-draft');
  });

  test("an unknown or draft post says 'Blog post not found'", async ({ page }) => {
    for (const path of ['/blog/secret-draft', '/blog/no-such-post']) {
      const res = await page.goto(`${server.baseURL}${path}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Blog post not found' })).toBeVisible();
    }
  });
});

test('the owner sets the free gift on the dashboard; the gift page shows it with its code and link', async ({ page }) => {
  await signInAsAdmin(page);
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Free gift for speakers without one' }) });
  await form.getByLabel('Gift title').fill("The Speaker's Playbook");
  await form.getByLabel('Description (optional)').fill('Twelve chapters on turning talks into clients.');
  await form.getByLabel('Gift link').fill('not a link');
  await form.getByRole('button', { name: 'Save Free Gift' }).click();
  await expect(form.getByText('must be a web address such as https://example.com/book')).toBeVisible();
  await form.getByLabel('Gift link').fill('books.example/playbook');
  await form.getByLabel('Access code (optional)').fill('THANKYOU100');
  await form.getByRole('button', { name: 'Save Free Gift' }).click();
  await expect(page.getByText('Free gift saved', { exact: true }).first()).toBeVisible();

  await page.goto('/free-book');
  await expect(page.getByRole('heading', { name: "The Speaker's Playbook" })).toBeVisible();
  await expect(page.getByText('THANKYOU100')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Your Gift' })).toHaveAttribute('href', 'https://books.example/playbook');

  // The gift may be a file instead: uploaded on the dashboard, it is what the gift page hands out.
  await page.goto('/admin');
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  );
  await form
    .getByLabel('Or upload the gift as a file (optional)')
    .setInputFiles({ name: 'Speaker Playbook.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(form.getByText('Speaker Playbook.pdf uploaded: save to offer it.')).toBeVisible();
  await expect(form.getByLabel('Gift link')).toHaveValue(/^\/api\/public\/files\/[A-Za-z0-9_-]+\/Speaker%20Playbook\.pdf$/);
  await form.getByRole('button', { name: 'Save Free Gift' }).click();
  await expect(page.getByText('Free gift saved', { exact: true }).first()).toBeVisible();
  await page.goto('/free-book');
  const href = await page.getByRole('link', { name: 'Get Your Gift' }).getAttribute('href');
  expect(href).toMatch(/^\/api\/public\/files\//);
  const download = await page.request.get(href!);
  expect((await download.body()).equals(pdf)).toBe(true);
});

test('smaller promises: a negative audience is "at least 1", and assessment details show even with an empty waitlist', async ({ page }) => {
  await page.goto('/hire-speaker');
  await page.getByLabel('Your name').fill('Nina Negative');
  await page.getByLabel('Event type').selectOption('Workshop');
  await page.getByLabel('Audience size (optional)').fill('-5');
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByText('must be at least 1')).toBeVisible();
  await expect(page.getByText('must be a whole number')).toHaveCount(0);

  const email = `lonely.${randomBytes(3).toString('hex')}@example.com`;
  const answers = Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options.find((o) => o.points === 10)!.value]));
  expect((await page.request.post('/api/assessment', { data: { email, answers } })).status()).toBe(201);
  await signInAsAdmin(page);
  // The owner's waitlist is empty: the assessments still show.
  await page.route('**/api/admin/waitlist', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
  await page.goto('/assessment-details');
  await expect(page.getByRole('article', { name: `Unknown Speaker, ${email}` })).toBeVisible();

  // The campaign result page opened without a campaign does not claim one was rejected.
  await page.goto('/campaign-success');
  await expect(page.getByRole('heading', { name: 'No Campaign Selected' })).toBeVisible();
  await expect(page.getByText('Campaign Rejected')).toHaveCount(0);
});

test('joining the waitlist on a connection that hangs says Connection Error instead of spinning', async ({ page }) => {
  await page.goto('/waitlist');
  // The request is held and never answered, as on a dead Wi-Fi.
  await page.route('**/api/public/waitlist', () => undefined);
  await page.getByLabel('Name').fill('Hana Hang');
  await page.getByLabel('Email').fill(`hang.${randomBytes(3).toString('hex')}@example.com`);
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  // The page gives up on the request after its own limit, then says so.
  await expect(page.getByText('Connection Error', { exact: true }).first()).toBeVisible({
    timeout: WAITLIST_GIVES_UP_AFTER_MS + LIMITS.expectMs,
  });
  await expect(page.getByText('Unable to connect. Please check your internet and try again.').first()).toBeVisible();
});
