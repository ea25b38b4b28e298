import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { speakerWithGiftEvent } from './fixtures';

// The speaker's own questions from end to end: added on the event form, answered on a phone
// without JavaScript and on one with it, charted on the event page with tables of the same counts,
// and an answered question's wording refused at that question when the speaker edits it.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const RECOMMEND = 'How likely are you to recommend this talk?';
const CHOICE = 'Which part was most useful?';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const describeViolation = (v: Result) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;

async function answer(phone: Page, feedbackUrl: string, email: string, score: string, part: string) {
  await phone.goto(feedbackUrl);
  await phone.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await phone.getByLabel('Your testimonial').fill('Practical, with stories I can reuse.');
  await phone.getByLabel('First name', { exact: true }).fill('Priya');
  await phone.getByLabel('Job role', { exact: true }).fill('Head of Events');
  await phone.getByLabel('Work email').fill(email);
  await phone.getByRole('group', { name: RECOMMEND }).getByRole('radio', { name: score, exact: true }).check({ force: true });
  await phone
    .getByRole('group', { name: new RegExp(`^${escaped(CHOICE)}`) })
    .getByRole('radio', { name: part, exact: true })
    .check({ force: true });
  // A real click: the eleven 0-10 choices once ran off a 390 px screen, and the page under the button with them.
  await phone.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(phone.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
}

test('questions added on the form are answered with and without JavaScript, charted with their tables, and frozen once answered', async ({
  page,
  browser,
}) => {
  const event = await speakerWithGiftEvent(page.request);
  expect((await page.request.patch('/api/speaker-admin/profile', { data: { hasExperiencedSpeakerPro: true } })).status()).toBe(200);

  // The speaker adds a 0-10 question and a choice on the event form.
  await page.goto(`/speaker/events/${event.id}/edit`);
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByLabel(/^Question 1 wording/).fill(RECOMMEND);
  await page.getByLabel('Question 1 kind').selectOption('recommend');
  await page.getByRole('checkbox', { name: 'Question 1 is required' }).check();
  await page.getByRole('button', { name: 'Add a question' }).click();
  await page.getByLabel(/^Question 2 wording/).fill(CHOICE);
  await page.getByLabel('Question 2 kind').selectOption('choice');
  await page.getByLabel(/^Question 2 option 1/).fill('Stories');
  await page.getByLabel(/^Question 2 option 2/).fill('Checklist');
  expect((await new AxeBuilder({ page }).analyze()).violations.map(describeViolation)).toEqual([]);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));

  // One phone without JavaScript, one with it.
  const stamp = Date.now();
  const noScript = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  await answer(await noScript.newPage(), event.feedbackUrl, `nojs.${stamp}@brightline.example`, '9', 'Checklist');
  const withScript = await browser.newContext(PHONE);
  await answer(await withScript.newPage(), event.feedbackUrl, `js.${stamp}@brightline.example`, '6', 'Checklist');
  await noScript.close();
  await withScript.close();

  // The event page charts both questions; their tables hold the counts.
  await page.goto(`/speaker/events/${event.id}`);
  await expect(page.getByRole('heading', { name: 'Your questions' })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`^${escaped(RECOMMEND)} 2 answers\\.`) })).toBeVisible();
  await expect(page.getByText(/Score 0 · 1 promoter \(9-10\), 0 passives \(7-8\), 1 detractor \(0-6\) of 2 answers/)).toBeVisible();
  const recommendRegion = page.getByRole('region', { name: RECOMMEND });
  await recommendRegion.getByText('Show the numbers as a table').click();
  const recommendTable = recommendRegion.getByRole('table', { name: RECOMMEND });
  await expect(recommendTable.getByRole('row', { name: '9 1' })).toBeVisible();
  await expect(recommendTable.getByRole('row', { name: '6 1' })).toBeVisible();
  await expect(recommendTable.getByRole('row', { name: '10 0' })).toBeVisible();
  const choiceRegion = page.getByRole('region', { name: CHOICE });
  await choiceRegion.getByText('Show the numbers as a table').click();
  await expect(choiceRegion.getByRole('table', { name: CHOICE }).getByRole('row', { name: 'Checklist 2' })).toBeVisible();
  await expect(choiceRegion.getByRole('table', { name: CHOICE }).getByRole('row', { name: 'Stories 0' })).toBeVisible();
  // Each answer in the list shows what its attendee chose.
  for (const score of ['9 of 10', '6 of 10']) await expect(page.getByRole('definition').filter({ hasText: score })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map(describeViolation)).toEqual([]);

  // Changing the answered question's wording is refused at that question; nothing changes.
  await page.goto(`/speaker/events/${event.id}/edit`);
  await expect(page.getByText('2 answers: removing it retires it and keeps its answers.').first()).toBeVisible();
  await page.getByLabel(/^Question 1 wording/).fill('Would you recommend it?');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('group', { name: 'Question 1' }).getByRole('alert')).toContainText(
    `The question "${RECOMMEND}" has 2 answers and cannot change`,
  );
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/edit$`));
  const saved = (await (await page.request.get(`/api/speaker-admin/events/${event.id}`)).json()) as { questions: { label: string }[] };
  expect(saved.questions.map((q) => q.label)).toEqual([RECOMMEND, CHOICE]);
});
