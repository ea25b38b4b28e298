import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { answersWorth } from './assessment-helpers';
import { E2E_ADMIN } from './fixtures';
import { startOwnServerWithMail, type OwnServerWithMail } from './public-site-server';
import { mailHeaders, mailPart } from '../src/server/test/smtp';

let server: OwnServerWithMail;

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to be destructured.
test.beforeAll(async ({}, testInfo) => {
  server = await startOwnServerWithMail(testInfo.project.name);
});
test.afterAll(async () => {
  await server?.stop();
});

test('the owner finds a person, reads one timeline across waitlist, assessment, campaign e-mail and inquiry, and e-mails them', async ({
  browser,
}) => {
  const id = randomBytes(3).toString('hex');
  const name = `Fiona Fourways ${id}`;
  const email = `fiona.${id}@example.com`;
  const owner = await browser.newContext({ baseURL: server.baseURL });
  const page = await owner.newPage();
  expect((await page.request.post('/api/admin/sessions', { data: E2E_ADMIN })).status()).toBe(200);

  // What Fiona did, in this order: joined the waitlist, took the assessment (qualified), was sent
  // the owner's follow-up to qualified speakers, and asked to hire a speaker.
  expect((await page.request.post('/api/waitlist', { data: { name, email } })).status()).toBe(201);
  expect((await page.request.post('/api/assessment', { data: { email, answers: answersWorth(120) } })).status()).toBe(201);
  const gen = await page.request.post('/api/generate-bulk-emails', {
    data: { recipientGroup: 'qualified', campaignType: 'follow_up', saveAsDraft: true },
  });
  expect(gen.status()).toBe(200);
  const campaignId = ((await gen.json()) as { campaign: { id: string } }).campaign.id;
  expect((await page.request.post(`/api/campaigns/${campaignId}/approve`)).status()).toBe(200);
  await server.waitForMail(email, 'Following up from SpeakerPro');
  const inquiry = await page.request.post('/api/event-inquiries', { data: { name, email, eventType: 'Keynote', company: 'Fourways Ltd' } });
  expect(inquiry.status()).toBe(201);

  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Search people' }).fill(`fourways ${id}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/people\?q=/);
  await page.getByRole('list', { name: 'People found' }).getByRole('link', { name }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Name from the waitlist')).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  // The campaign's entry says 'sent' once its delivery is recorded (the page is read again until then).
  await expect(async () => {
    await page.reload();
    await expect(timeline.filter({ hasText: 'Following up from SpeakerPro' })).toContainText('sent', { timeout: 1000 });
  }).toPass();
  const entries = await timeline.allTextContents();
  const at = (text: string) => entries.findIndex((e) => e.includes(text));
  const order = [
    at('Joined the waitlist'),
    at('Took the readiness assessment'),
    at('Following up from SpeakerPro'),
    at('Inquiry: Keynote'),
  ];
  expect(order.every((i) => i >= 0)).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => a - b));

  // A one-off e-mail from the owner: refused while empty, then sent through the outbox.
  await page.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByLabel('Subject')).toBeFocused();
  const subject = `Your keynote ${id}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Hi Fiona,\n\nShall we talk on Monday?');
  await page.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByText(`Your message to ${email} is in the outbox; replies come to you.`)).toBeVisible();

  const mail = await server.waitForMail(email, subject);
  expect(mailHeaders(mail.raw)).toContain(`\r\nReply-To: ${E2E_ADMIN.email}\r\n`);
  expect(mailPart(mail.raw, 'text/plain')).toContain('Shall we talk on Monday?');
  await expect(timeline.filter({ hasText: `You wrote "${subject}"` })).toBeVisible();

  // The outbox lists it, to Fiona, and links her address to her record.
  await page.goto(`/admin/outbox`);
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText(email);
  await row.getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await owner.close();
});
