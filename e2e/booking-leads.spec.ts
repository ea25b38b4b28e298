import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { speakerWithGiftEvent } from './fixtures';

// The optional questions after the required ones and what they lead to: an attendee who books
// speakers (and passes someone on, with that person's agreement) shows up under Booking leads,
// named only when they agreed to be contacted; a talk can switch both questions off, and then no
// rendering of its form asks them.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const PHONE_WITHOUT_JS = { ...PHONE, javaScriptEnabled: false };
const TAKEAWAY = 'What is the one thing you will do differently after this talk?';
const BOOKING = /Do you book speakers or influence who speaks at your events\?/;
const REFERRAL = 'Who else should hear this talk? (optional)';

async function fillRequired(phone: Page, who: { name: string; email: string }) {
  await phone.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await phone.getByLabel('Your testimonial').fill('Practical, with stories I can reuse.');
  await phone.getByLabel('First name', { exact: true }).fill(who.name);
  await phone.getByLabel('Job role', { exact: true }).fill('Head of Events');
  await phone.getByLabel('Work email').fill(who.email);
}

/** An accessibility problem as one line: the rule and where it was found. */
const describeViolation = (v: Result) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;

/** The speaker's talk, past the try-it-as-an-attendee step so the speaker's pages open. */
async function speakerTalk(page: Page) {
  const event = await speakerWithGiftEvent(page.request);
  expect((await page.request.patch('/api/speaker-admin/profile', { data: { hasExperiencedSpeakerPro: true } })).status()).toBe(200);
  return event;
}

async function newPhone(browser: Browser, options = PHONE) {
  const context = await browser.newContext(options);
  return { context, phone: await context.newPage() };
}

test('an attendee who books speakers, and the person they pass on, show up under Booking leads, named only with consent', async ({
  page,
  browser,
}) => {
  const event = await speakerTalk(page);
  const stamp = Date.now();
  const priya = { name: 'Priya', email: `priya.${stamp}@brightline.example` };
  const quiet = { name: 'Quentin', email: `quentin.${stamp}@quietco.example` };
  const sam = { name: 'Sam Lee', email: `sam.${stamp}@events.example` };

  // With JavaScript: everything typed, the optional answers too, survives a reload.
  const first = await newPhone(browser);
  await first.phone.goto(event.feedbackUrl);
  await expect(first.phone.getByRole('button', { name: 'Submit Feedback' })).toBeDisabled();
  // The page with both questions passes axe's checks (labels, groups, contrast).
  const attendeeAxe = await new AxeBuilder({ page: first.phone }).analyze();
  expect(attendeeAxe.violations.map(describeViolation)).toEqual([]);
  await fillRequired(first.phone, priya);
  await first.phone.getByLabel(TAKEAWAY).fill('Ask one question before every demo');
  const booking = first.phone.getByRole('group', { name: BOOKING });
  await expect(booking.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  await expect(booking.getByRole('radio', { name: 'No' })).not.toBeChecked();
  await booking.getByRole('radio', { name: 'Yes' }).check();
  const referral = first.phone.getByRole('group', { name: REFERRAL });
  await expect(referral).toContainText('SpeakerPro itself never e-mails them.');
  await referral.getByLabel('Their name', { exact: true }).fill(sam.name);
  await referral.getByLabel('Their email', { exact: true }).fill(sam.email);
  // The box names the person typed above it.
  const agreed = referral.getByRole('checkbox', { name: `${sam.name} agreed that I pass their name and e-mail to Nadia Brooks` });
  await expect(agreed).toBeVisible();
  await first.phone.getByRole('checkbox', { name: /contact me about this talk/ }).check();

  // Not ticked: the form says what is missing before anything is sent.
  await first.phone.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(
    first.phone.getByText('Their agreement is needed before we pass on their e-mail: tick the box, or leave their details empty'),
  ).toBeVisible();
  await expect(first.phone).toHaveURL(event.feedbackUrl);

  await first.phone.reload();
  await expect(first.phone.getByLabel(TAKEAWAY)).toHaveValue('Ask one question before every demo');
  await expect(first.phone.getByRole('group', { name: BOOKING }).getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(first.phone.getByLabel('Their email', { exact: true })).toHaveValue(sam.email);
  await first.phone.getByRole('checkbox', { name: /agreed that I pass their name and e-mail/ }).check();
  await first.phone.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(first.phone).toHaveURL(/\/thank-you\/\d+\?answer=\d+&key=/);
  await first.context.close();

  // Without JavaScript: books speakers, did not agree to be contacted.
  const second = await newPhone(browser, PHONE_WITHOUT_JS);
  await second.phone.goto(event.feedbackUrl);
  await fillRequired(second.phone, quiet);
  await second.phone.getByLabel(TAKEAWAY).fill('Shorter meetings');
  await second.phone.getByRole('group', { name: BOOKING }).getByRole('radio', { name: 'Yes' }).check();
  // A name alone is refused by the server, next to the field, with everything typed kept.
  await second.phone.getByLabel('Their name', { exact: true }).fill('Nobody Else');
  await second.phone.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(second.phone.getByText('Their email is required when you give a name', { exact: true })).toBeVisible();
  await expect(second.phone.getByLabel(TAKEAWAY)).toHaveValue('Shorter meetings');
  await expect(second.phone.getByRole('group', { name: BOOKING }).getByRole('radio', { name: 'Yes' })).toBeChecked();
  await second.phone.getByLabel('Their name', { exact: true }).fill('');
  await second.phone.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(second.phone).toHaveURL(/\/thank-you\/\d+\?answer=\d+&key=/);
  await second.context.close();

  // The speaker's Booking leads, from the dashboard.
  await page.goto('/speaker/dashboard');
  await page.getByRole('link', { name: 'View Booking Leads' }).click();
  await expect(page.getByRole('heading', { name: 'Booking leads', level: 1 })).toBeVisible();
  await expect(page.getByText('2 booking leads, newest first. 1 of them is listed without a name')).toBeVisible();
  const named = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Priya' }) });
  await expect(named).toContainText(priya.email);
  await expect(named).toContainText(/Books speakers:\s*Yes/);
  await expect(named).toContainText('Stories That Sell');
  await expect(named).toContainText(`${sam.name} ·`);
  await expect(named.getByRole('link', { name: sam.email })).toHaveAttribute('href', `mailto:${sam.email}`);
  const anonymous = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'An attendee who did not agree to be contacted' }) });
  await expect(anonymous).toContainText(/Books speakers:\s*Yes/);
  await expect(page.getByText(quiet.email)).toHaveCount(0);
  await expect(page.getByText('Quentin')).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map(describeViolation)).toEqual([]);

  // The file holds the people one may contact; the lead that names nobody is counted, not listed.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('booking-leads.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(priya.email);
  expect(csv).toContain(sam.email);
  expect(csv).not.toContain(quiet.email);
  await expect(page.getByText('Booking Leads Downloaded!', { exact: true })).toBeVisible();

  // The event page: what the audience will do differently, and each answer's booking answer.
  await page.goto(`/speaker/events/${event.id}`);
  await expect(page.getByRole('heading', { name: 'What your audience will do differently' })).toBeVisible();
  await expect(page.getByText('Will do differently: Ask one question before every demo')).toBeVisible();
  await expect(page.getByText('Books speakers: Yes')).toHaveCount(2);
  expect((await new AxeBuilder({ page }).analyze()).violations.map(describeViolation)).toEqual([]);
});

test('a talk with both optional questions switched off does not ask them, with and without JavaScript', async ({ page, browser }) => {
  const event = await speakerTalk(page);

  // The speaker switches both off on the event's form.
  await page.goto(`/speaker/events/${event.id}/edit`);
  const takeawaySwitch = page.getByRole('switch', { name: 'Ask what they will do differently' });
  const bookingSwitch = page.getByRole('switch', { name: 'Ask whether they book speakers' });
  await expect(takeawaySwitch).toBeChecked();
  await expect(bookingSwitch).toBeChecked();
  expect((await new AxeBuilder({ page }).analyze()).violations.map(describeViolation)).toEqual([]);
  await takeawaySwitch.uncheck();
  await bookingSwitch.uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  const saved = (await (await page.request.get(`/api/speaker-admin/events/${event.id}`)).json()) as Record<string, unknown>;
  expect(saved).toMatchObject({ askTakeaway: false, askBooking: false });

  const notAsked = async (phone: Page) => {
    await expect(phone.getByLabel('Work email')).toBeVisible();
    await expect(phone.getByText(TAKEAWAY)).toHaveCount(0);
    await expect(phone.getByRole('group', { name: BOOKING })).toHaveCount(0);
    await expect(phone.getByText(REFERRAL)).toHaveCount(0);
    await expect(phone.getByLabel('Their email', { exact: true })).toHaveCount(0);
  };

  for (const options of [PHONE, PHONE_WITHOUT_JS]) {
    const { context, phone } = await newPhone(browser, options);
    await phone.goto(event.feedbackUrl);
    await notAsked(phone);
    await context.close();
  }

  // A link inside the web app to the form loads the server's page (the app has no form of its own),
  // which follows the same switches.
  const { context, phone } = await newPhone(browser);
  await phone.goto('/privacy');
  await phone.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/feedback/${event.id}`);
  await expect(phone.getByRole('heading', { name: 'How was the talk?' })).toBeVisible();
  await expect(phone.locator('#root')).toHaveCount(0);
  await notAsked(phone);
  await context.close();

  // Switched back on, the form reached from inside the app asks them again.
  await page.goto(`/speaker/events/${event.id}/edit`);
  await page.getByRole('switch', { name: 'Ask whether they book speakers' }).check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  const again = await newPhone(browser);
  await again.phone.goto('/privacy');
  await again.phone.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/feedback/${event.id}`);
  await expect(again.phone.getByRole('group', { name: BOOKING })).toBeVisible();
  await expect(again.phone.locator('#root')).toHaveCount(0);
  await expect(again.phone.getByRole('checkbox', { name: /agreed that I pass their name and e-mail to Nadia Brooks/ })).toBeVisible();
  await expect(again.phone.getByText(TAKEAWAY)).toHaveCount(0);
  await again.context.close();
});
