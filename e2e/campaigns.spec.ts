import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LIMITS } from '../src/server/test/limits';
import { E2E_ADMIN, newSpeaker, signUpViaApi } from './fixtures';

// Toasts are read twice on the page (the toast and its screen-reader announcement): `.first()`.

async function signInAdmin(page: Page) {
  // The page's request context shares the browser's cookies: the session applies to the pages too.
  const res = await page.request.post('/api/admin/sessions', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
}

test('the admin generates a bulk e-mail for the waitlist, saves it as a draft, approves it and sees it sent', async ({ page }) => {
  await signInAdmin(page);
  const id = randomBytes(3).toString('hex');
  const people = [
    { name: `Dana Waitlist ${id}`, email: `dana.${id}@example.com` },
    { name: `Eli Waitlist ${id}`, email: `eli.${id}@example.com` },
  ];
  for (const p of people) {
    expect((await page.request.post('/api/waitlist', { data: p })).status()).toBe(201);
  }

  await page.goto('/admin');
  const generator = page.getByRole('region', { name: 'Bulk email generator' });
  const generate = generator.getByRole('button', { name: 'Generate Emails' });
  await expect(generate).toBeDisabled();
  await generator.getByLabel('Recipient group').selectOption('waitlist');
  await expect(generate).toBeDisabled();
  await generator.getByLabel('Campaign type').selectOption('follow_up');
  await generate.click();

  await expect(generator.getByRole('heading', { name: /^Generated Emails \(\d+\)$/ })).toBeVisible();
  const list = generator.getByRole('textbox', { name: 'Generated emails' });
  await expect(list).toHaveValue(new RegExp(`To: ${people[0]!.name} <${people[0]!.email}>`));
  await expect(list).toHaveValue(/Hi Dana,/);
  await expect(list).toHaveValue(/Subject: Following up from SpeakerPro/);

  await generator.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(generator.getByText('Draft saved. Nothing is sent until you approve it.')).toBeVisible();
  await generator.getByRole('link', { name: 'Open approval page' }).click();

  await expect(page).toHaveURL(/\/admin\/campaign-approval\/[A-Za-z0-9_-]+$/);
  const campaignId = decodeURIComponent(page.url().split('/').pop()!);
  await expect(page.getByRole('heading', { name: 'Campaign Approval' })).toBeVisible();
  // The waitlist is shared with other specs, some of whose people opted out: the page either sends
  // to all or says how many it skips and why.
  await expect(
    page.getByText(
      /^(Approving queues a personalised e-mail for each of the \d+ recipients at once\.|Sends to \d+ of \d+ recipients; \d+ will be skipped \(.+\)\.)$/,
    ),
  ).toBeVisible();
  const preview = page.getByRole('region', { name: 'E-mail preview' });
  await expect(preview).toContainText('Hi Alex,');
  await expect(preview).toContainText('Thank you for being part of the SpeakerPro community.');
  const draft = await (await page.request.get(`/api/campaign-drafts/${campaignId}`)).json();
  expect(draft.status).toBe('pending');
  expect(draft.recipients.map((r: { email: string }) => r.email)).toEqual(expect.arrayContaining(people.map((p) => p.email)));

  await page.getByRole('button', { name: 'Approve & Send Campaign' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/campaign-success\\?campaign=${campaignId}&recipients=${draft.recipientCount}&action=approved$`),
  );
  await expect(page.getByRole('heading', { name: 'Campaign Approved' })).toBeVisible();
  // Everyone the campaign reached is either kept in the outbox (no SMTP server here) or skipped
  // with a reason; this spec's own people are all kept.
  let after = await (await page.request.get(`/api/campaign-drafts/${campaignId}`)).json();
  await expect(async () => {
    after = await (await page.request.get(`/api/campaign-drafts/${campaignId}`)).json();
    expect(after.queuedCount).toBe(0);
  }).toPass({ timeout: LIMITS.backgroundWorkMs });
  expect(after).toMatchObject({ status: 'sent', sentCount: 0, failedCount: 0 });
  expect(after.outboxCount + after.skippedCount).toBe(draft.recipientCount);
  const kept = after.recipients.filter((r: { status: string }) => r.status !== 'skipped').map((r: { email: string }) => r.email);
  expect(kept).toEqual(expect.arrayContaining(people.map((p) => p.email)));
  // With no SMTP server configured the messages are kept in the outbox, and the page says so (decision 019).
  await expect(page.getByText(`Not sent: ${after.outboxCount} e-mails kept in the outbox`)).toBeVisible({
    timeout: LIMITS.backgroundWorkMs,
  });

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const item = page.getByRole('region', { name: 'Campaigns' }).locator(`a[href="/admin/campaign-approval/${campaignId}"]`);
  // Listed by what it is and who it is for, not by a sample subject.
  await expect(item).toContainText('Follow-up to Waitlist');
  // Nothing left the server: the list says where the messages are and never calls them sent.
  await expect(item).toContainText(`${after.outboxCount} kept in the outbox`);
  await expect(item).toContainText('in outbox');
  await expect(item).not.toContainText(/\bsent\b/);

  // Approving again changes nothing: the same success, the same figures.
  const again = await page.request.post(`/api/campaigns/${campaignId}/approve`);
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({ status: 'sent', outboxCount: after.outboxCount, skippedCount: after.skippedCount });
});

const ANSWERS = [
  { rating: 5, firstName: 'Priya', workEmail: 'priya', testimonial: 'Practical, funny and full of ideas. Loved it.', contactConsent: true },
  { rating: 4, firstName: 'Tom', workEmail: 'tom', testimonial: 'Clear structure and great stories!', contactConsent: true },
  { rating: 5, firstName: 'Sam', workEmail: 'sam', testimonial: 'Energising from start to finish.', contactConsent: true },
  { rating: 2, firstName: 'Lee', workEmail: 'lee', testimonial: 'Not for me.', contactConsent: false },
];

/** A speaker with a finished profile, a gift, and an event with four answers (three agreed to be contacted). */
async function speakerWithEvent(request: APIRequestContext) {
  const speaker = newSpeaker();
  const id = randomBytes(3).toString('hex');
  await signUpViaApi(request, speaker);
  const profile = await request.post('/api/speaker-admin/profile', {
    data: { firstName: speaker.firstName, lastName: speaker.lastName, workEmail: speaker.email, emailProvider: 'gmail' },
  });
  expect(profile.status()).toBe(200);
  expect((await request.patch('/api/speaker-admin/profile', { data: { hasExperiencedSpeakerPro: true } })).status()).toBe(200);
  const gift = await request.patch('/api/speaker-admin/profile/digital-gift', {
    data: { digitalGiftTitle: 'Story Prompts', digitalGiftUrl: 'https://nadia.example/prompts', digitalGiftType: 'external_link' },
  });
  expect(gift.status()).toBe(200);
  const event = await request.post('/api/speaker-admin/events', {
    data: {
      eventName: 'Growth Summit',
      talkTitle: 'Stories That Sell',
      eventDate: new Date(Date.now() - 86_400_000).toISOString(),
      status: 'completed',
    },
  });
  expect(event.status()).toBe(201);
  const eventId = (await event.json()).id as number;
  for (const a of ANSWERS) {
    const res = await request.post('/api/feedback', {
      data: {
        presentationId: eventId,
        jobRole: 'Head of Sales',
        ...a,
        workEmail: `${a.workEmail}.${id}@example.com`,
        publishConsent: true,
      },
    });
    expect(res.status()).toBe(201);
  }
  return { speaker, eventId };
}

test('a speaker generates the thank-you e-mail from an event, previews it per attendee and sends it', async ({ page }) => {
  const { speaker, eventId } = await speakerWithEvent(page.request);
  await page.clock.install();

  await page.goto('/speaker/dashboard');
  await page.getByRole('article', { name: 'Growth Summit' }).getByRole('button', { name: 'Send ThankYou' }).click();

  await expect(page).toHaveURL(new RegExp(`/email-generation/${eventId}$`));
  await expect(page.getByRole('heading', { name: 'Thank-you email' })).toBeVisible();
  await expect(page.getByText('Growth Summit: 3 attendees agreed to be contacted.')).toBeVisible();
  await expect(page.getByText('Opening the approval page in')).toBeVisible();
  // Answers are listed in the order they came in: Priya, Tom, Sam.
  await page.getByLabel('Preview the e-mail for').selectOption({ index: 1 });
  const tomPreview = page.getByRole('region', { name: 'E-mail to Tom' });
  await expect(tomPreview).toContainText('Hi Tom,');
  await expect(tomPreview).toContainText('You gave the talk 4 out of 5 stars');
  await expect(tomPreview).toContainText('You wrote: "Clear structure and great stories!"');
  await expect(tomPreview).toContainText('https://nadia.example/prompts');
  await expect(page.getByText(`You get one copy of what is sent, at ${speaker.email}.`)).toBeVisible();
  await expect(page.getByText('Lee')).toHaveCount(0);

  // The countdown really opens the approval page when it ends.
  await page.clock.runFor(31_000);
  await expect(page).toHaveURL(/\/email-approval\/[A-Za-z0-9_-]+$/);
  const emailId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Send Thank-you Email' })).toBeVisible();

  // The speaker changes the subject and leaves one attendee out before sending.
  await page.getByLabel('Subject').fill('Thank you from Nadia');
  const sam = page.getByRole('checkbox', { name: /Sam/ });
  await sam.uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('The e-mail now goes to 2 attendees.').first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Sam/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Send to 2 attendees' }).click();
  await expect(page.getByText('Emails Kept in the Outbox').first()).toBeVisible({ timeout: LIMITS.backgroundWorkMs });
  await expect(page.getByText('Not sent: 2 e-mails kept in the outbox')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' }).last()).toBeVisible();

  const sent = await (await page.request.get(`/api/email-approval/${emailId}`)).json();
  expect(sent).toMatchObject({
    status: 'sent',
    sentCount: 0,
    outboxCount: 2,
    failedCount: 0,
    recipientCount: 2,
    subject: 'Thank you from Nadia',
  });
  expect((await page.request.post(`/api/email-approval/${emailId}/send`)).status()).toBe(200);

  // Another speaker sees 'Email not found'.
  await page.context().clearCookies();
  await signUpViaApi(page.request, newSpeaker());
  expect((await page.request.get(`/api/email-approval/${emailId}`)).status()).toBe(404);
});

test('a bulk welcome says before approval who will be skipped as already welcomed, and marks them in the list', async ({ page }) => {
  await signInAdmin(page);
  const id = randomBytes(3).toString('hex');
  const welcomed = `wim.${id}@example.com`;
  for (const [name, email] of [
    ['Wim Welcomed', welcomed],
    ['Nell New', `nell.${id}@example.com`],
  ]) {
    const res = await page.request.post('/api/waitlist', { data: { name, email } });
    expect(res.status()).toBe(201);
  }
  const pending = (await (await page.request.get('/api/pending-email-approvals')).json()) as { id: string; recipient_email: string }[];
  const wim = pending.find((p) => p.recipient_email === welcomed)!;
  expect((await page.request.post(`/api/welcome-email-approval/${wim.id}/approve`)).status()).toBe(200);

  const gen = await page.request.post('/api/generate-bulk-emails', {
    data: { recipientGroup: 'waitlist', campaignType: 'welcome', saveAsDraft: true },
  });
  const campaignId = ((await gen.json()) as { campaign: { id: string } }).campaign.id;
  await page.goto(`/admin/campaign-approval/${campaignId}`);
  await expect(page.getByText(/^Sends to \d+ of \d+ recipients; \d+ will be skipped \(.*\d+ already welcomed.*\)\.$/)).toBeVisible();
  const search = page.getByLabel('Find a recipient');
  if (await search.count()) await search.fill(`wim.${id}`);
  const row = page.getByRole('listitem').filter({ hasText: welcomed });
  await expect(row).toContainText('already welcomed: will be skipped');
});

test('the owner unticks a recipient of a bulk campaign before approval; the count and the list say so and approval skips them', async ({
  page,
}) => {
  await signInAdmin(page);
  const id = randomBytes(3).toString('hex');
  const left = `lena.${id}@example.com`;
  for (const [name, email] of [
    [`Lena Left ${id}`, left],
    [`Otto Kept ${id}`, `otto.${id}@example.com`],
  ]) {
    expect((await page.request.post('/api/waitlist', { data: { name, email } })).status()).toBe(201);
  }
  const gen = await page.request.post('/api/generate-bulk-emails', {
    data: { recipientGroup: 'waitlist', campaignType: 'follow_up', saveAsDraft: true },
  });
  const campaignId = ((await gen.json()) as { campaign: { id: string } }).campaign.id;
  await page.goto(`/admin/campaign-approval/${campaignId}`);
  // The list is drawn once the campaign is loaded; only then is it known whether it is long enough to search.
  const approveButton = page.getByRole('button', { name: 'Approve & Send Campaign' });
  await expect(approveButton).toBeVisible();
  const search = page.getByLabel('Find a recipient');
  if (await search.count()) await search.fill(`lena.${id}`);
  const box = page.getByRole('checkbox', { name: `Send to Lena Left ${id}` });
  await expect(box).toBeChecked();
  await box.uncheck();
  const row = page.getByRole('listitem').filter({ hasText: left });
  await expect(row).toContainText('left out by the owner: will be skipped');
  await expect(page.getByText(/^Sends to \d+ of \d+ recipients; \d+ will be skipped \(.*1 left out by the owner.*\)\.$/)).toBeVisible();
  // The choice is kept on the server: a reload shows it.
  await page.reload();
  await expect(approveButton).toBeVisible();
  if (await search.count()) await search.fill(`lena.${id}`);
  await expect(page.getByRole('checkbox', { name: `Send to Lena Left ${id}` })).not.toBeChecked();

  await approveButton.click();
  await expect(page).toHaveURL(/\/campaign-success\?/);
  const recipients = (await (await page.request.get(`/api/campaign-recipients/${campaignId}`)).json()) as {
    recipients: { email: string; status: string; skipReason: string | null }[];
  };
  expect(recipients.recipients.find((r) => r.email === left)).toMatchObject({ status: 'skipped', skipReason: 'left out by the owner' });
  expect(recipients.recipients.find((r) => r.email === `otto.${id}@example.com`)?.status).not.toBe('skipped');
});
