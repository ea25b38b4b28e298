import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { E2E_ADMIN, newSpeaker, signUpViaApi } from './fixtures';
import { startOwnServerWithMail, type OwnServerWithMail } from './public-site-server';
import { mailPart } from '../src/server/test/smtp';

let server: OwnServerWithMail;

// The link goes out by e-mail: this spec's server delivers to an SMTP server inside the test.
// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to be destructured.
test.beforeAll(async ({}, testInfo) => {
  server = await startOwnServerWithMail(testInfo.project.name);
});
test.afterAll(async () => {
  await server?.stop();
});

const waitForMail = (to: string, subject: string) => server.waitForMail(to, subject);

test('an attendee asks for their data, downloads it and erases it; the owner sees the request', async ({ page, browser, playwright }) => {
  const attendee = `iris.${randomBytes(3).toString('hex')}@brightline.example`;
  const words = `Iris learned more in this hour than in a whole week ${randomBytes(2).toString('hex')}.`;

  // A speaker's talk the attendee answered (through the API: this journey is about the data request).
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  const speaker = newSpeaker();
  await signUpViaApi(api, speaker);
  const profile = await api.post('/api/speaker-admin/profile', {
    data: { firstName: speaker.firstName, lastName: speaker.lastName, workEmail: speaker.email, emailProvider: 'gmail' },
  });
  expect(profile.status()).toBe(200);
  const event = await api.post('/api/speaker-admin/events', { data: { eventName: 'Growth Summit', talkTitle: 'Stories That Sell' } });
  expect(event.status()).toBe(201);
  const answer = await api.post('/api/feedback', {
    data: {
      presentationId: (await event.json()).id,
      rating: 5,
      testimonial: words,
      firstName: 'Iris',
      jobRole: 'Head of Sales',
      workEmail: attendee,
      publishConsent: true,
    },
  });
  expect(answer.status()).toBe(201);
  await api.dispose();

  // The request, from the privacy page, on a phone-sized screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.baseURL}/privacy`);
  const form = page.getByRole('form', { name: 'Download or erase your data' });
  await form.getByLabel('Your e-mail').fill(attendee);
  await form.getByRole('button', { name: 'E-mail me a link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have e-mailed a link to that address.' })).toBeVisible();

  const mail = await waitForMail(attendee, 'Your SpeakerPro data: download or erase it');
  const link = /(http:\/\/127\.0\.0\.1:\d+\/privacy\/request\?token=[A-Za-z0-9_-]+)/.exec(mailPart(mail.raw, 'text/plain'))![1]!;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your data at SpeakerPro' })).toBeVisible();
  await expect(page.getByText(attendee)).toBeVisible();
  await expect(page.getByRole('group', { name: 'What we hold' })).toContainText('Feedback answers1');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^speakerpro-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(await fs.readFile((await download.path())!)));
  const answers = JSON.parse(new TextDecoder().decode(zip['answers.json'])) as { testimonial: string; talk: { talkTitle: string } }[];
  expect(answers).toMatchObject([{ testimonial: words, talk: { talkTitle: 'Stories That Sell' } }]);

  await page.getByRole('button', { name: 'Erase my data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Erase everything we hold about you?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Erase everything' }).click();
  await expect(page.getByRole('heading', { name: 'Your data is erased' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'What was erased' })).toContainText('Feedback answers1');
  await expect(page.getByRole('button', { name: 'Download my data' })).toHaveCount(0);

  // The link is used up.
  await page.reload();
  await expect(page.getByText('This link was used to erase your data')).toBeVisible();

  // The owner sees the request from the dashboard.
  const owner = await browser.newContext({ baseURL: server.baseURL });
  const ownerPage = await owner.newPage();
  expect((await ownerPage.request.post('/api/admin/sessions', { data: E2E_ADMIN })).status()).toBe(200);
  await ownerPage.goto('/admin');
  await ownerPage.getByRole('link', { name: /Data Requests/ }).click();
  await expect(ownerPage).toHaveURL(/\/admin\/data-requests$/);
  await expect(ownerPage.getByRole('row').filter({ hasText: attendee })).toContainText('Erased');
  await owner.close();
});
