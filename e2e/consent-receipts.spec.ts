import { expect, test } from '@playwright/test';
import { consentWording, CURRENT_CONSENT } from '../src/shared/domain/consents';
import { speakerViaApi } from './fixtures';

test("the words an attendee ticks on the talk's page are the words in the speaker's lead file", async ({ page, browser }) => {
  const speaker = await speakerViaApi(page.request);
  const created = await page.request.post('/api/speaker-admin/events', {
    data: { eventName: 'Receipt Summit', talkTitle: 'Consent That Holds' },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { id: number; feedbackUrl: string };
  const contactWords = consentWording(CURRENT_CONSENT.contact, `${speaker.firstName} ${speaker.lastName}`);
  const publishWords = consentWording(CURRENT_CONSENT.publish, '');
  const email = `ines.${Date.now()}@brightline.example`;

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(event.feedbackUrl);
  await phone.getByRole('radio', { name: '5 stars', exact: true }).check({ force: true });
  await phone.getByLabel('Your testimonial').fill('Clear about what consent means.');
  await phone.getByLabel('First name', { exact: true }).fill('Ines');
  await phone.getByLabel('Job role', { exact: true }).fill('Head of Legal');
  await phone.getByLabel('Work email').fill(email);
  await phone.getByLabel(contactWords, { exact: true }).check();
  await phone.getByLabel(publishWords, { exact: true }).check();
  await phone.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(phone).toHaveURL(/\/thank-you\/\d+(\?|$)/);
  await context.close();

  const csv = await page.request.post(`/api/speaker-admin/events/${event.id}/download-all-leads?email=0`);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toMatch(/,Contact Consent Wording,Publish Consent Wording,Follow-up Status,Follow-up Note,Remind On$/);
  const ines = lines.find((l) => l.startsWith(`Ines,${email},`));
  // Each wording as its CSV field: quoted when it holds a comma or a quote.
  const field = (words: string) => (/[",]/.test(words) ? `"${words.replace(/"/g, '""')}"` : words);
  const pattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect(ines).toMatch(new RegExp(`,Receipt Summit,${pattern(field(contactWords))},${pattern(field(publishWords))},(new)?,,$`));
});
