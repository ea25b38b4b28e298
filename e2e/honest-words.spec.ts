import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { LIMITS } from '../src/server/test/limits';
import { newSpeaker, signUpViaApi } from './fixtures';

// Decision 019: every page and toast says what really happened. The e2e server has no SMTP server,
// so every e-mail stays in the outbox, and the words must say so. Toasts are read twice on the page
// (the toast and its screen-reader announcement): `.first()`.

/** A speaker with a profile and a past event: Priya (5 stars) and Ann (3) agreed to be contacted, Sam (5) did not. */
async function speakerWithAnswers(request: APIRequestContext) {
  const speaker = newSpeaker();
  const id = randomBytes(3).toString('hex');
  await signUpViaApi(request, speaker);
  const profile = await request.post('/api/speaker-admin/profile', {
    data: { firstName: speaker.firstName, lastName: speaker.lastName, workEmail: speaker.email, emailProvider: 'gmail' },
  });
  expect(profile.status()).toBe(200);
  expect((await request.patch('/api/speaker-admin/profile', { data: { hasExperiencedSpeakerPro: true } })).status()).toBe(200);
  const event = await request.post('/api/speaker-admin/events', {
    data: { eventName: `Honest Summit ${id}`, talkTitle: 'Stories That Sell', eventDate: new Date(Date.now() - 86_400_000).toISOString() },
  });
  expect(event.status()).toBe(201);
  const { id: eventId, eventName } = (await event.json()) as { id: number; eventName: string };
  const people = {
    priya: `priya.${id}@brightline.example`,
    ann: `ann.${id}@brightline.example`,
    sam: `sam.${id}@quietco.example`,
  };
  for (const [firstName, workEmail, rating, contactConsent] of [
    ['Priya', people.priya, 5, true],
    ['Sam', people.sam, 5, false],
    ['Ann', people.ann, 3, true],
  ] as const) {
    const res = await request.post('/api/feedback', {
      data: {
        presentationId: eventId,
        firstName,
        workEmail,
        rating,
        contactConsent,
        jobRole: 'Head of Sales',
        testimonial: `${firstName} enjoyed it.`,
        publishConsent: true,
      },
    });
    expect(res.status()).toBe(201);
  }
  return { eventId, eventName, people };
}

test('hot leads name only who agreed to be contacted, and the lead toasts say what happened to the e-mailed copy', async ({ page }) => {
  const { eventId, eventName, people } = await speakerWithAnswers(page.request);

  await page.goto('/speaker/dashboard');
  const card = page.getByRole('article', { name: eventName });
  const hot = card.getByRole('group', { name: 'Hot Leads' });
  // Everyone is counted; the card says how many are not named.
  await expect(hot).toContainText('2');
  await expect(hot).toContainText('1 not named');

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download All Leads' }).click();
  const csv = fs.readFileSync((await (await downloading).path())!, 'utf8');
  expect(csv).toContain(people.priya);
  expect(csv).toContain(people.ann);
  expect(csv).not.toContain(people.sam);
  await expect(page.getByText('All Leads Downloaded!', { exact: true }).first()).toBeVisible();
  await expect(
    page
      .getByText(
        'CSV downloaded. The e-mailed copy is kept in the outbox: no mail server is configured. 1 more attendee is not named: they did not ask to be contacted or asked not to share their details.',
      )
      .first(),
  ).toBeVisible();
  await expect(page.getByText('CSV downloaded and emailed to you.')).toHaveCount(0);

  await page.goto(`/speaker/events/${eventId}`);
  await expect(page.getByRole('heading', { name: eventName, level: 1 })).toBeVisible();
  await expect(
    page.getByText('1 more 4-5 star attendee is not named: they did not ask to be contacted or asked not to share their details.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: people.priya }).first()).toBeVisible();
  await expect(page.getByText('An attendee who is not named')).toBeVisible();
  await expect(page.getByText('Sam enjoyed it.')).toBeVisible();
  expect(await page.content()).not.toContain(people.sam);
});

test('the thank-you e-mail: truthful sender words, a double click on send never shows a failure, and outbox mail is not called sent', async ({
  page,
}) => {
  const { eventId } = await speakerWithAnswers(page.request);
  const draft = await page.request.post(`/api/speaker-admin/events/${eventId}/create-thank-you-email`);
  expect(draft.status()).toBe(201);
  const { emailId } = (await draft.json()) as { emailId: string };

  await page.goto(`/email-approval/${emailId}`);
  await expect(page.getByRole('heading', { name: 'Send Thank-you Email' })).toBeVisible();
  await expect(page.getByText(/Each attendee gets their own e-mail, sent for you by SpeakerPro; replies go to you at/)).toBeVisible();
  await expect(page.getByText('gets their own e-mail from you')).toHaveCount(0);

  const sends: string[] = [];
  page.on('request', (r) => {
    // The page sends its approval to the thank-you e-mail's canonical address.
    if (r.method() === 'POST' && r.url().endsWith(`/thank-you-emails/${emailId}/approval`)) sends.push(r.url());
  });
  await page.getByRole('button', { name: 'Send to 2 attendees' }).dblclick();

  await expect(page.getByText('Emails Kept in the Outbox', { exact: true }).first()).toBeVisible({ timeout: LIMITS.backgroundWorkMs });
  await expect(
    page.getByText('No mail server is configured, so 2 e-mails were kept in the outbox and not sent.', { exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByText('Not sent: 2 e-mails kept in the outbox')).toBeVisible();
  await expect(page.getByText('Send Failed')).toHaveCount(0);
  await expect(page.getByText('Emails Sent Successfully!')).toHaveCount(0);
  await expect(page.getByText(/delivered/i)).toHaveCount(0);
  expect(sends).toHaveLength(1);

  // A request that still gets through (a second tab) is answered as the same success.
  const again = await page.request.post(`/api/email-approval/${emailId}/send`);
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({ status: 'sent', sentCount: 0, outboxCount: 2 });
});
