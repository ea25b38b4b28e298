import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { LIMITS } from '../src/server/test/limits';
import { newSpeaker, signUpViaApi } from './fixtures';
import { startOwnServerWithMail, type OwnServerWithMail } from './public-site-server';

// A server of its own whose mail goes to an SMTP server inside the test: what attendees receive is read back.
let server: OwnServerWithMail;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  server = await startOwnServerWithMail(testInfo.project.name);
  context = await browser.newContext({ baseURL: server.baseURL });
  page = await context.newPage();
});
test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const ATTENDEES = ['Ana', 'Marcus', 'Priya', 'Tom', 'Sam', 'Lena'];

/** A signed-in speaker (on `request`) with a finished profile. */
async function onboardedSpeaker(request: APIRequestContext) {
  const speaker = newSpeaker();
  await signUpViaApi(request, speaker);
  const profile = await request.post('/api/speaker-admin/profile', {
    data: { firstName: speaker.firstName, lastName: speaker.lastName, workEmail: speaker.email, emailProvider: 'gmail' },
  });
  expect(profile.status()).toBe(200);
  expect((await request.patch('/api/speaker-admin/profile', { data: { hasExperiencedSpeakerPro: true } })).status()).toBe(200);
  return speaker;
}

async function talk(request: APIRequestContext, talkTitle: string, status: string) {
  const res = await request.post('/api/speaker-admin/events', {
    data: { eventName: 'TechDays Oslo 2026', talkTitle, eventDate: new Date(Date.now() - 86_400_000).toISOString(), status },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id as number;
}

test('the thank-you e-mail goes out as the page shows it, unsaved: edited subject, and nothing to the unticked attendee', async () => {
  await onboardedSpeaker(page.request);
  const eventId = await talk(page.request, 'Keynote: Stories That Sell', 'completed');
  const run = randomBytes(3).toString('hex');
  const address = (name: string) => `${name.toLowerCase()}.${run}@example.com`;
  for (const name of ATTENDEES) {
    const res = await page.request.post('/api/feedback', {
      data: {
        presentationId: eventId,
        rating: 5,
        firstName: name,
        workEmail: address(name),
        jobRole: 'Head of Sales',
        testimonial: 'Practical and full of ideas.',
        contactConsent: true,
        publishConsent: true,
      },
    });
    expect(res.status()).toBe(201);
  }
  const draft = await page.request.post(`/api/speaker-admin/events/${eventId}/create-thank-you-email`);
  expect(draft.status()).toBe(201);
  const { emailId } = (await draft.json()) as { emailId: string };

  await page.goto(`/email-approval/${emailId}`);
  await expect(page.getByRole('button', { name: 'Send to 6 attendees' })).toBeVisible();
  await page.getByLabel('Subject').fill('Slides from TechDays Oslo, {{firstName}}');
  await page.getByLabel('Message').fill('Dear {{firstName}},\n\nThe slides from my keynote are on my site.\n\nThank you!');
  await page.getByRole('checkbox', { name: /Marcus/ }).uncheck();

  await expect(page.getByRole('button', { name: 'Send to 5 attendees' })).toBeVisible();
  const preview = page.getByRole('region', { name: 'E-mail to Ana' });
  await expect(preview).toContainText('Slides from TechDays Oslo, Ana');
  await expect(preview).toContainText('The slides from my keynote are on my site.');
  await expect(page.getByText('Your changes are not saved yet.')).toBeVisible();

  // Sent without pressing Save Changes.
  await page.getByRole('button', { name: 'Send to 5 attendees' }).click();
  await expect(page.getByText('Campaign sent: 5 e-mails accepted by the mail server')).toBeVisible({ timeout: LIMITS.backgroundWorkMs });

  for (const name of ATTENDEES.filter((n) => n !== 'Marcus')) {
    const mail = await server.waitForMail(address(name), `Slides from TechDays Oslo, ${name}`);
    expect(mail.raw).toContain('The slides from my keynote are on my site.');
  }
  const sent = await (await page.request.get(`/api/speaker-admin/thank-you-emails/${emailId}`)).json();
  expect(sent).toMatchObject({ status: 'sent', recipientCount: 5, sentCount: 5 });
  expect(server.smtp.received.filter((m) => m.to.includes(address('Marcus')))).toHaveLength(0);
});

test('two talks at one event each show their own title and status on the dashboard', async () => {
  await context.clearCookies();
  await onboardedSpeaker(page.request);
  await talk(page.request, 'Keynote: Stories That Sell', 'completed');
  await talk(page.request, 'Workshop: Follow-up That Works', 'upcoming');

  await page.goto('/speaker/dashboard');
  const keynote = page.getByRole('article', { name: 'TechDays Oslo 2026 — Keynote: Stories That Sell' });
  const workshop = page.getByRole('article', { name: 'TechDays Oslo 2026 — Workshop: Follow-up That Works' });
  await expect(keynote).toBeVisible();
  await expect(keynote.getByText('Completed', { exact: true })).toBeVisible();
  await expect(workshop).toBeVisible();
  await expect(workshop.getByText('Upcoming', { exact: true })).toBeVisible();
  await expect(workshop.getByText('Completed', { exact: true })).toHaveCount(0);

  // The list of all events tells them apart too.
  await page.goto('/speaker/events');
  await expect(page.getByText(/· Keynote: Stories That Sell · Completed ·/)).toBeVisible();
  await expect(page.getByText(/· Workshop: Follow-up That Works · Upcoming ·/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete TechDays Oslo 2026 — Workshop: Follow-up That Works' })).toBeVisible();
});
