import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './fixtures';

// The owner's audiences: an organiser who ticked the marketing box is in the organisers' audience,
// one who did not is listed as not included; a segment downloads as CSV and becomes a campaign.

test('the owner sees who each audience e-mails and why not the others, downloads it and starts a campaign to it', async ({ page }) => {
  const id = randomBytes(3).toString('hex');
  const agreed = { name: `Olga Agreed ${id}`, email: `olga.${id}@events.example` };
  const replyOnly = { name: `Otto Reply ${id}`, email: `otto.${id}@events.example` };
  const fan = { name: `Hana Fan ${id}`, email: `hana.${id}@example.com` };
  const optedOutFan = { name: `Olle Optout ${id}`, email: `olle.${id}@example.com` };

  // An organiser asks for a speaker and ticks the box; another leaves only an address for the answer.
  await page.goto('/hire-speaker');
  await page.getByLabel('Your name').fill(agreed.name);
  const consent = page.getByLabel('E-mail me news and offers from SpeakerPro. I can opt out at any time.');
  // The yes is only offered with an address to send to.
  await expect(consent).toHaveCount(0);
  await page.getByLabel('Your e-mail (for our reply and your copy)').fill(agreed.email);
  await consent.check();
  await page.getByLabel('Event type').selectOption('Keynote');
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page).toHaveURL(/\/success\?for=organiser$/);
  const inquiry = await page.request.post('/api/event-inquiries', {
    data: { name: replyOnly.name, eventType: 'Workshop', email: replyOnly.email },
  });
  expect(inquiry.status()).toBe(201);

  // Two hot leads, one of whom opted out of marketing e-mail.
  for (const p of [fan, optedOutFan]) {
    const res = await page.request.post('/api/campaign-feedback', {
      data: {
        speakerName: p.name,
        speakerEmail: p.email,
        emailPlatform: 'gmail',
        speakerproRating: 5,
        speakerproFeedback: 'Great',
        speakingChallenge: 'Follow-up',
      },
    });
    expect(res.status()).toBe(201);
  }
  await page.request.post('/api/privacy/opt-out', { data: { email: optedOutFan.email, optOutCategories: { email_marketing: true } } });

  expect((await page.request.post('/api/admin/sessions', { data: E2E_ADMIN })).status()).toBe(200);
  await page.goto('/admin');
  await page.getByRole('link', { name: /^Audiences/ }).click();
  await expect(page).toHaveURL(/\/admin\/audiences$/);

  const organisers = page.getByRole('region', { name: 'Event organisers who agreed to marketing e-mail' });
  await expect(organisers).toContainText(/\d+ e-mailed · \d+ not e-mailed \(.*gave no marketing consent/);
  await organisers.getByRole('button', { name: /^Show list of Event organisers/ }).click();
  await expect(organisers.getByRole('row').filter({ hasText: agreed.email })).toContainText('Yes');
  await expect(organisers.getByRole('row').filter({ hasText: replyOnly.email })).toContainText('No: gave no marketing consent');

  const hot = page.getByRole('region', { name: 'Hot leads (rated SpeakerPro 4+ stars)' });
  const downloading = page.waitForEvent('download');
  await hot.getByRole('button', { name: 'Download CSV of Hot leads (rated SpeakerPro 4+ stars)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^speakerpro-audience-hot_lead-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Name,Email,Why in this audience,E-mailed,Why not e-mailed');
  expect(lines).toContain(`${fan.name},${fan.email},Rated SpeakerPro 5 stars,yes,`);
  expect(lines).toContain(`${optedOutFan.name},${optedOutFan.email},Rated SpeakerPro 5 stars,no,opted out of marketing e-mail`);

  await hot.getByRole('link', { name: 'Create a campaign to Hot leads (rated SpeakerPro 4+ stars)' }).click();
  await expect(page).toHaveURL(/\/admin\?audience=hot_lead$/);
  const group = page.getByLabel('Recipient group');
  await expect(group).toHaveValue('hot_lead');
  await expect(group).toBeFocused();
  await page.getByLabel('Campaign type').selectOption('follow_up');
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved. Nothing is sent until you approve it.' })).toBeVisible();
  await page.getByRole('link', { name: 'Open approval page' }).click();
  // The opted-out member is on the draft, to be skipped with the reason.
  await expect(page.getByText(optedOutFan.email).first()).toBeVisible();
  await expect(page.getByText('opted out of marketing e-mail').first()).toBeVisible();
});
