import { randomBytes } from 'node:crypto';
import { expect, request, test, type Page } from '@playwright/test';
import { LIMITS } from '../src/server/test/limits';
import { decodeQr, mimeAttachment } from '../src/server/test/free-tier';
import { FINAL_SEND_REDIRECT_MS, freePageMailedMessage } from '../src/shared/domain/free-tier';
import { E2E_ADMIN } from './fixtures';
import { startOwnServerWithMail, type OwnServerWithMail } from './public-site-server';

// The wizard is used on phones.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const uid = () => randomBytes(4).toString('hex');
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let server: OwnServerWithMail;

// This spec's server delivers e-mail to an SMTP server inside the test, so the QR code that
// reached the speaker can be read back and decoded.
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to be destructured.
test.beforeAll(async ({}, testInfo) => {
  server = await startOwnServerWithMail(testInfo.project.name);
  // The owner offers a free gift, so the forms offer "the free SpeakerPro gift".
  const owner = await request.newContext({ baseURL: server.baseURL });
  expect((await owner.post('/api/admin/sessions', { data: E2E_ADMIN })).status()).toBe(200);
  const gift = await owner.put('/api/admin/default-gift', {
    data: {
      title: "The Speaker's Playbook",
      description: 'Twelve chapters on turning talks into clients.',
      url: 'https://books.example/playbook',
      accessCode: 'THANKYOU100',
    },
  });
  expect(gift.status()).toBe(200);
  await owner.dispose();
});
test.afterAll(async () => {
  await server?.stop();
});

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function stepHeading(page: Page, step: number, title: string) {
  await expect(page.getByText(`Step ${step} of 10`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const waitForMail = (to: string) => server.waitForMail(to);

/**
 * Lets the page run the work it has already queued, its clock paused: React sets up a screen's
 * timers in effects that run in a task after the screen is drawn, and a timer set after the test
 * has run the clock would never fire.
 */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

test('the free wizard, step 1 to 10 on a phone, with every validation message, a reload and a PDF gift; the attendee gets the gift', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(LIMITS.longBrowserTestMs);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseURL });
  const email = `nadia.${uid()}@example.com`;
  const friend = `friend.${uid()}@example.com`;

  await page.goto(`${server.baseURL}/free-qr-landing`);
  await expect(page.getByRole('heading', { name: 'Every Appearance Should Build Your Business' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See SpeakerPro Lite' })).toHaveAttribute('href', '/upgrade-to-lite');
  await page.getByRole('link', { name: 'Get My Free QR Code' }).click();

  // 1
  await expect(page).toHaveURL(/\/free-qr-setup$/);
  await stepHeading(page, 1, 'Your Free QR Feedback Page');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 2: exactly one usage place.
  await stepHeading(page, 2, 'Where will you use your QR code?');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Missing Information')).toBeVisible();
  await expect(toast(page, "Please select where you'll use your QR code")).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select an option' })).toBeVisible();
  await expect(page).toHaveURL(/\/free-qr-details$/);
  await page.getByText('Webinar', { exact: true }).click();
  await page.getByText('Podcast', { exact: true }).click();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await page.getByText('Webinar', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 3: name, e-mail and mobile. Step 2's complaint stayed behind with step 2.
  await stepHeading(page, 3, 'Your Details');
  await expect(page.getByText("Please select where you'll use your QR code", { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' })).toBeVisible();
  await page.getByLabel('Name').fill('  Nadia   Brooks ');
  await page.getByLabel('Email').fill('nadia-at-example');
  await page.getByLabel('Mobile').fill('+44 7700 900456');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
  await page.getByRole('button', { name: 'Continue' }).click();

  // 4: a reload keeps the progress; Back shows the details as stored (trimmed, lower-cased).
  await stepHeading(page, 4, 'Choose a Gift for Your Audience');
  await page.reload();
  await stepHeading(page, 4, 'Choose a Gift for Your Audience');
  await page.getByRole('link', { name: 'Back' }).click();
  await stepHeading(page, 3, 'Your Details');
  await expect(page.getByLabel('Name')).toHaveValue('Nadia Brooks');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /Use my own gift/ }).click();
  await page.getByRole('button', { name: 'Change Selection' }).click();
  await expect(page.getByRole('button', { name: /Use the free SpeakerPro gift/ })).toBeVisible();
  await page.getByRole('button', { name: /Use my own gift/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 5: gift details and the upload rules.
  await stepHeading(page, 5, 'Your Digital Gift');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please provide a title for your digital gift')).toBeVisible();
  await expect(page.getByText('Please provide a URL for your digital gift')).toBeVisible();
  await page.getByText('Upload a file', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please upload a file for your digital gift')).toBeVisible();

  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  await expect(toast(page, 'Invalid File Type')).toBeVisible();
  await expect(toast(page, 'Please upload a PDF, Word document, PowerPoint, or image file')).toBeVisible();
  await fileInput.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20) });
  await expect(toast(page, 'File Too Large')).toBeVisible();
  await expect(toast(page, 'Please upload a file smaller than 10MB')).toBeVisible();
  // A file that only claims to be a PDF: the server reads its bytes and refuses it.
  await fileInput.setInputFiles({
    name: 'fake.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await expect(toast(page, 'Please upload a PDF, Word document, PowerPoint, or image file')).toBeVisible();
  await page.route('**/api/public/files', (route) => route.fulfill({ status: 500, body: '{"message":"Internal server error"}' }));
  await fileInput.setInputFiles({ name: 'playbook.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(toast(page, 'Upload Failed')).toBeVisible();
  await expect(toast(page, 'There was an error uploading your file. Please try again.')).toBeVisible();
  await page.unroute('**/api/public/files');
  // A slow upload: what is typed while it runs is still there when it finishes. The upload is held
  // until the title is typed, then let through.
  let releaseUpload!: () => void;
  const uploadReleased = new Promise<void>((resolve) => (releaseUpload = resolve));
  const uploadHeld = page.waitForRequest('**/api/public/files');
  await page.route('**/api/public/files', async (route) => {
    await uploadReleased;
    await route.continue();
  });
  await fileInput.setInputFiles({ name: 'speaker-playbook.pdf', mimeType: 'application/pdf', buffer: PDF });
  await uploadHeld;
  await page.getByLabel('Gift title').fill('Speaker Playbook');
  await expect(page.getByText('Uploaded: speaker-playbook.pdf')).toHaveCount(0);
  releaseUpload();
  await expect(page.getByText('Uploaded: speaker-playbook.pdf')).toBeVisible();
  await expect(page.getByLabel('Gift title')).toHaveValue('Speaker Playbook');
  await page.unroute('**/api/public/files');
  await page.getByLabel('Access code (optional)').fill('NADIA10');
  await page.getByLabel('Content title (optional)').fill('Stories That Sell');
  // A reload before Continue (or a phone dropping the tab) keeps what was typed and the uploaded file.
  await page.reload();
  await stepHeading(page, 5, 'Your Digital Gift');
  await expect(page.getByLabel('Gift title')).toHaveValue('Speaker Playbook');
  await expect(page.getByLabel('Access code (optional)')).toHaveValue('NADIA10');
  await expect(page.getByLabel('Content title (optional)')).toHaveValue('Stories That Sell');
  await expect(page.getByText('Uploaded: speaker-playbook.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 6: share (copy the message), then continue.
  await stepHeading(page, 6, 'Share the News');
  await expect(page.getByText(/feedback page for "Stories That Sell"/)).toBeVisible();
  // A browser that refuses the clipboard gets the spec's message.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
  });
  await page.getByRole('button', { name: 'Copy Message' }).click();
  await expect(toast(page, 'Copy failed')).toBeVisible();
  await expect(toast(page, 'Please manually copy the message above.')).toBeVisible();
  await page.reload();
  await stepHeading(page, 6, 'Share the News');
  await page.getByRole('button', { name: 'Copy Message' }).click();
  await expect(toast(page, 'Copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Speaker Playbook');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 7: up to three friends; blank rows dropped; real invitations.
  await stepHeading(page, 7, 'Invite Speaker Friends');
  // At least one row stays.
  await expect(page.getByRole('button', { name: /Remove friend/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Another Friend' }).click();
  await page.getByRole('button', { name: 'Add Another Friend' }).click();
  await expect(page.getByRole('button', { name: 'Add Another Friend' })).toHaveCount(0);
  await page.getByLabel('Friend 1 email').fill(friend);
  await page.getByLabel('Friend 3 email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send Invitations' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByRole('button', { name: 'Remove friend 3' }).click();
  await page.getByRole('button', { name: 'Send Invitations' }).click();
  await expect(toast(page, 'Invitations Queued')).toBeVisible();
  await expect(toast(page, '1 invitation is queued to be sent.')).toBeVisible();
  const invitation = await waitForMail(friend);
  // A fixed invitation: nothing the sender typed, not even their name.
  expect(invitation.raw).toContain("Subject: You're invited to try SpeakerPro");
  expect(invitation.raw).not.toContain('Nadia');

  // 8: joining needs the phone and the consent.
  await stepHeading(page, 8, 'Join the Speaker Community');
  await page.getByRole('button', { name: "Yes, I'm interested" }).click();
  await expect(page.getByLabel('WhatsApp number')).toHaveValue('+44 7700 900456');
  const join = page.getByRole('button', { name: 'Join', exact: true });
  await expect(join).toBeDisabled();
  await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  await join.click();

  // 9: yes, an introduction (the owner is told at once, below).
  await stepHeading(page, 9, 'Meet a Speaking Agent');
  await expect(page.getByText(/Within 48 hours we can introduce you to agents who book £5k-£25k\+ engagements/)).toBeVisible();
  await page.getByRole('button', { name: 'Yes, introduce me' }).click();

  // 10: the page is made and its link and QR code e-mailed; the screens say only that (decision 088).
  await stepHeading(page, 10, 'Get Your QR Code');
  await expect(page.getByText(email)).toBeVisible();
  // A refusal (here the per-address e-mail cap's) is said plainly and can be retried.
  await page.route('**/api/public/free-page-wizard-signups', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'RATE_LIMITED',
        message: 'We have already sent several e-mails to this address in the last hour. Please check your inbox, or try again later.',
      }),
    }),
  );
  await page.getByRole('button', { name: 'Send My QR Code' }).click();
  await expect(toast(page, 'Email Error')).toBeVisible();
  await expect(page.getByText(/We have already sent several e-mails to this address in the last hour/)).toBeVisible();
  await page.unroute('**/api/public/free-page-wizard-signups');
  // From here the page's clock is the test's and stands still unless the test runs it: the page's
  // timers fire when the test says so, whatever the speed of the machine.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByRole('button', { name: 'Retry Email Send' }).click();
  const mailed = freePageMailedMessage(email, 'smtp');
  await expect(toast(page, 'Check Your E-mail')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: mailed }).first()).toBeVisible();
  // The success page follows 2 s later; it names no page and shows no QR code: they came by e-mail.
  await settle(page);
  await page.clock.runFor(FINAL_SEND_REDIRECT_MS);
  await expect(page).toHaveURL(/\/free-tier-success$/);
  expect(await page.evaluate(() => sessionStorage.getItem('speakerpro.freeQrWizard'))).toBeNull();
  const pageUrl = `${server.baseURL}/feedback/nadia-brooks`;
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your E-mail' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('status').filter({ hasText: mailed }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  expect(await page.content()).not.toContain('/feedback/');
  // The page stays until the speaker leaves: a minute on the page fires every timer it set, and it is still there.
  await settle(page);
  await page.clock.runFor(60_000);
  await expect(page).toHaveURL(/\/free-tier-success$/);
  await page.clock.resume();
  await expect(page.getByRole('link', { name: 'See what SpeakerPro Lite adds' })).toHaveAttribute('href', '/upgrade-to-lite');

  // The e-mail carries the real QR code of the page, and the link.
  const mail = await waitForMail(email);
  expect(mail.raw).toContain(pageUrl);
  const qr = mimeAttachment(mail.raw, 'image/png');
  expect(qr?.filename).toBe('speakerpro-qr-code.png');
  expect(decodeQr(qr!.bytes)).toBe(pageUrl);

  // Running the wizard again with the same address makes no second speaker, and answers as for a new address.
  const again = await page.request.post(`${server.baseURL}/api/free-tier-signup`, {
    data: {
      name: 'Nadia Brooks',
      email,
      phone: '+44 7700 900456',
      contentType: 'podcast',
      giftTitle: 'Other',
      giftUrl: 'other.example/x',
      tier: 'free',
    },
  });
  expect(again.status()).toBe(202);
  expect(await again.json()).toEqual({ success: true, message: mailed });

  // The owner heard about the agent request at once, and their inbox holds the page, the WhatsApp
  // number and the agent request with its 48-hour clock.
  const ownerMail = await waitForMail(E2E_ADMIN.email);
  expect(ownerMail.raw).toContain('Subject: New agent introduction: Nadia Brooks');
  const owner = await page.context().browser()!.newContext({ baseURL: server.baseURL });
  const ownerPage = await owner.newPage();
  expect((await ownerPage.request.post('/api/admin/sessions', { data: E2E_ADMIN })).status()).toBe(200);
  await ownerPage.goto('/admin/leads');
  await expect(ownerPage.getByRole('heading', { name: 'Leads inbox' })).toBeVisible();
  await expect(ownerPage.getByRole('group', { name: 'Free QR page: Nadia Brooks' })).toContainText('/feedback/nadia-brooks');
  await expect(ownerPage.getByRole('group', { name: 'WhatsApp community: Nadia Brooks' })).toContainText(
    'WhatsApp number: +44 7700 900456',
  );
  const agent = ownerPage.getByRole('group', { name: 'Agent introduction: Nadia Brooks' });
  await expect(agent).toContainText(/4[78] h left/);
  await agent.getByRole('button', { name: 'Mark Contacted' }).click();
  await expect(agent.getByText('Contacted', { exact: true })).toBeVisible();
  await owner.close();

  // An attendee scans the code, answers, and receives the PDF.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await phone.goto(pageUrl);
  await expect(phone.getByRole('heading', { name: 'Stories That Sell' })).toBeVisible();
  await expect(phone.getByText('Nadia Brooks').first()).toBeVisible();
  await expect(phone.getByText('Speaker Playbook')).toBeVisible();
  const submit = phone.getByRole('button', { name: 'Submit Feedback' });
  await expect(submit).toBeDisabled();
  await phone.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await phone.getByLabel('Your testimonial').fill('Clear, practical and fun.');
  await phone.getByLabel('First name', { exact: true }).fill('<b>Priya</b>');
  await phone.getByLabel('Job role', { exact: true }).fill('Head of Sales');
  await phone.getByLabel('Work email').fill('priya@brightline.example');
  await submit.click();
  await expect(phone).toHaveURL(/\/thank-you\/\d+(\?|$)/);
  await expect(phone.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(phone.getByText('Your feedback has been sent to Nadia Brooks.')).toBeVisible();
  await expect(phone.getByText('Your free gift')).toBeVisible();
  await expect(phone.getByText('Speaker Playbook')).toBeVisible();
  await expect(phone.getByText('NADIA10')).toBeVisible();
  const giftHref = await phone.getByRole('link', { name: 'Get Your Gift' }).getAttribute('href');
  expect(giftHref).toMatch(/^\/api\/public\/files\//);
  const gift = await phoneContext.request.get(new URL(giftHref!, server.baseURL).toString());
  expect(Buffer.from(await gift.body()).equals(PDF)).toBe(true);
  await phoneContext.close();
});

test('a step opened without the earlier answers goes back to the first missing one', async ({ page }) => {
  await page.goto(`${server.baseURL}/free-qr-gift`);
  await expect(page).toHaveURL(/\/free-qr-details$/);
  await page.getByText('YouTube', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.goto(`${server.baseURL}/free-qr-gift-selection`);
  await expect(page).toHaveURL(/\/free-qr-personal$/);
});

test('the single-page signup with its messages, the free book as gift, and the page it makes', async ({ page }) => {
  const email = `leo.${uid()}@example.com`;
  await page.goto(`${server.baseURL}/free-tier-signup`);
  await expect(page.getByRole('heading', { name: 'Get Your Free QR Feedback Page' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create My Free Page' });
  await create.click();
  await expect(toast(page, 'Missing Information')).toBeVisible();

  await page.getByLabel('Name').fill('Leo Park');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('020 7946 0018');
  await page.getByRole('checkbox', { name: 'Podcast', exact: true }).check();
  await create.click();
  await expect(toast(page, 'Gift Selection Required')).toBeVisible();

  await page.getByText('My own gift', { exact: true }).click();
  await create.click();
  await expect(toast(page, 'Missing Gift Information')).toBeVisible();
  await expect(toast(page, 'Please provide your gift title and link')).toBeVisible();

  await page.getByText('The free SpeakerPro gift', { exact: true }).click();
  await expect(page.getByText("The Speaker's Playbook, with the code THANKYOU100.")).toBeVisible();
  await page.route('**/api/public/free-page-signups', (route) => route.abort('internetdisconnected'));
  await create.click();
  await expect(toast(page, 'Connection Error')).toBeVisible();
  await expect(toast(page, 'Please check your internet connection and try again')).toBeVisible();
  await page.unroute('**/api/public/free-page-signups');
  await create.click();
  await expect(page).toHaveURL(/\/free-tier-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your E-mail' })).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: freePageMailedMessage(email, 'smtp') })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  // Like the wizard, the single page e-mails the QR code of the page: the only place it is given.
  const qrMail = await waitForMail(email);
  expect(decodeQr(mimeAttachment(qrMail.raw, 'image/png')!.bytes)).toBe(`${server.baseURL}/feedback/leo-park`);

  await page.goto(`${server.baseURL}/feedback/leo-park`);
  await expect(page.getByRole('heading', { name: "Leo Park's Insights" })).toBeVisible();
  await expect(page.getByText("The Speaker's Playbook")).toBeVisible();
  // The same address again duplicates nothing, and is answered as a new one would be.
  const again = await page.request.post(`${server.baseURL}/api/free-tier/signup`, {
    data: {
      name: 'Leo Park',
      email: email.toUpperCase(),
      phone: '020 7946 0018',
      giftTitle: 'X',
      giftUrl: 'x.example',
      contentTypes: ['youtube'],
    },
  });
  expect(again.status()).toBe(202);
  expect(await again.json()).toEqual({ success: true, message: freePageMailedMessage(email, 'smtp') });
});

test('an unknown speaker page says so; a script-tag name shows as text; a failed answer is reported, not hidden', async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  await page.goto(`${server.baseURL}/feedback/nobody-${uid()}`);
  await expect(page.getByRole('heading', { name: 'Speaker not found' })).toBeVisible();

  const ritaEmail = `rita.${uid()}@example.com`;
  const created = await page.request.post(`${server.baseURL}/api/free-tier/signup`, {
    data: {
      name: '<img src=x onerror=alert(1)> Rita',
      email: ritaEmail,
      phone: '020 7946 0019',
      contentTitle: 'Negotiation Nights',
      giftTitle: 'Negotiation Cheat Sheet',
      giftUrl: 'rita.example/cheat-sheet',
      accessCode: 'RITA',
      contentTypes: ['youtube'],
    },
  });
  expect(created.status()).toBe(202);
  // The page's address is in the QR code e-mailed to Rita, not in the answer.
  const qrUrl = decodeQr(mimeAttachment((await waitForMail(ritaEmail)).raw, 'image/png')!.bytes)!;
  const speakerSlug = qrUrl.split('/feedback/')[1]!;

  await page.goto(`${server.baseURL}/feedback/${speakerSlug}`);
  await expect(page.getByRole('heading', { name: 'Negotiation Nights' })).toBeVisible();
  await expect(page.getByText('<img src=x onerror=alert(1)> Rita').first()).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await page.getByLabel('Your testimonial').fill('Good.');
  await page.getByLabel('First name', { exact: true }).fill('Sam');
  await page.getByLabel('Job role', { exact: true }).fill('Founder');
  await page.getByLabel('Work email').fill('sam@example.com');
  // The server's page sends through its script; without a connection the answers stay, and the
  // page sends them again once the phone is back online.
  await page.route('**/api/public/free-tier-feedback', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "No connection — we'll keep trying. Your answers are safe." })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/feedback/${speakerSlug}$`));
  await expect(page.getByLabel('Work email')).toHaveValue('sam@example.com');
  await page.unroute('**/api/public/free-tier-feedback');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page).toHaveURL(/\/thank-you\/\d+(\?|$)/);
  await expect(page.getByText('Negotiation Cheat Sheet')).toBeVisible();
  await expect(page.getByText('Your feedback has been sent to <img src=x onerror=alert(1)> Rita.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Your Gift' })).toHaveAttribute('href', 'https://rita.example/cheat-sheet');
});
