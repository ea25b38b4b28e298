import { randomBytes } from 'node:crypto';
import { devices, expect, test, type APIRequestContext } from '@playwright/test';
import { ASSESSMENT_QUESTIONS, TIP_THRESHOLD, pointsFor } from '../src/shared/domain/assessment';
import { summarizeFeedback } from '../src/web/features/assessment/feedback-summary';
import { answerAssessmentToScore, answerQuestions, answersWorth, optionLabel } from './assessment-helpers';
import { E2E_ADMIN } from './fixtures';

// The assessment and the feedback form are public pages taken on a phone.
const { defaultBrowserType: _ignored, ...pixel } = devices['Pixel 5'];
test.use(pixel);

const uid = () => randomBytes(4).toString('hex');

async function signInAdmin(request: APIRequestContext) {
  const res = await request.post('/api/admin/sessions', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
}

test('a visitor scoring exactly 80 celebrates, lands on /priority-confirmed and becomes a qualified lead', async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = `e2e.pass.${uid()}@example.com`;
  const answers = await answerAssessmentToScore(page, { email, score: 80, path: '/assessment' });
  expect(ASSESSMENT_QUESTIONS.reduce((sum, q) => sum + pointsFor(q.id, answers[q.id]!)!, 0)).toBe(80);

  // The celebration shows the server's score for the spec's 3 seconds before moving on.
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  const celebratedAt = Date.now();
  await expect(page.getByText('You scored 80 out of 120 (67%). You qualify for priority access.')).toBeVisible();
  await expect(page).toHaveURL(/\/priority-confirmed$/);
  expect(Date.now() - celebratedAt).toBeGreaterThan(2_000);

  await expect(page.getByRole('heading', { name: 'Priority Access Confirmed' })).toBeVisible();
  await expect(page.getByText('Our team looks at your answers within 24 hours.')).toBeVisible();
  await expect(page.getByText(/within 48 hours/)).toBeVisible();
  await expect(page.getByText('3. We schedule your onboarding')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  // The results stay reachable after a pass.
  await page.getByText('See your assessment results').click();
  await expect(page.getByText('Ready', { exact: true })).toBeVisible();
  await expect(page.getByText('67%', { exact: true })).toBeVisible();

  // What the owner sees through the admin API.
  const admin = await playwright.request.newContext({ baseURL });
  await signInAdmin(admin);
  const assessments = (await (await admin.get('/api/assessment')).json()) as {
    id: number;
    email: string;
    score: number;
    passed: boolean;
  }[];
  const stored = assessments.filter((a) => a.email === email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ score: 80, passed: true });
  const leads = (await (await admin.get('/api/admin/qualified-leads')).json()) as {
    email: string;
    name: string;
    score: number;
    status: string;
    assessmentId: number;
  }[];
  expect(leads.filter((l) => l.email === email)).toEqual([
    expect.objectContaining({ name: email.split('@')[0], score: 80, status: 'pending', assessmentId: stored[0]!.id }),
  ]);
  await admin.dispose();
});

test('a score under 80 shows the results with a tip for every weak answer, and Retake starts over', async ({ page }) => {
  const email = `e2e.grow.${uid()}@example.com`;
  const answers = answersWorth(40);
  const weak = ASSESSMENT_QUESTIONS.filter((q) => pointsFor(q.id, answers[q.id]!)! < TIP_THRESHOLD);
  expect(weak.length).toBeGreaterThan(0);

  // The e-mail step: nothing typed keeps Start disabled; an address without '@' is refused.
  await page.goto('/readiness-assessment');
  await expect(page.getByText('0 of 12 questions answered', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeDisabled();
  await page.getByLabel('Email address').fill('not-an-address');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address to continue').first()).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');

  // Next waits for an answer; Previous keeps it.
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const first = ASSESSMENT_QUESTIONS[0]!;
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('radio', { name: optionLabel(first.id, answers[first.id]!), exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 2 of 12', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('radio', { name: optionLabel(first.id, answers[first.id]!), exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByRole('button', { name: 'Start', exact: true }).click();

  // The first save is cut off: the page says so and keeps every answer for another try.
  let attempts = 0;
  await page.route('**/api/public/assessments', async (route) => {
    attempts += 1;
    if (attempts === 1) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await answerQuestions(page, answers);
  await expect(page.getByRole('alert').filter({ hasText: 'Your results were not saved.' })).toBeVisible();
  await expect(page.getByText('12 of 12 questions answered', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'See Results' }).click();

  await expect(page.getByRole('heading', { name: 'Your Results' })).toBeVisible();
  await expect(page.getByText('Building Great Momentum', { exact: true })).toBeVisible();
  await expect(page.getByText('33%', { exact: true })).toBeVisible();
  await expect(page.getByText('40 out of 120 points')).toBeVisible();
  const tips = page.getByRole('region', { name: 'Improvement tips' }).getByRole('listitem');
  await expect(tips).toHaveCount(weak.length);
  for (const q of weak) {
    await expect(tips.filter({ hasText: q.question }).filter({ hasText: q.tip })).toHaveCount(1);
  }
  expect(attempts).toBe(2);

  await page.getByRole('button', { name: 'Retake Assessment' }).click();
  await expect(page.getByRole('heading', { name: 'Speaker Readiness Assessment' })).toBeVisible();
  await expect(page.getByText('0 of 12 questions answered', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('');
});

test('the product feedback form checks every field, lands on /feedback-thank-you and shows in /speaker-feedback', async ({ page }) => {
  const id = uid();
  const email = `ann.${id}@example.com`;
  await page.goto(`/speakerpro-feedback?name=Ann%20Lee&email=Ann.${id}%40Example.com`);
  await expect(page.getByLabel('Full name')).toHaveValue('Ann Lee');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

  // Missing fields: the spec's sentence, in an alert on the page.
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please complete all fields including your name, email, and email platform');
  await expect(page).toHaveURL(/\/speakerpro-feedback/);

  await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await page.getByLabel('What do you think of SpeakerPro?').fill('The graphics save me an evening per event.');
  await page.getByLabel('What is your biggest speaking challenge right now?').fill(`Follow-up after talks ${id}`);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please complete all fields including your name, email, and email platform');
  await expect(page.getByLabel('Which e-mail platform do you use?')).toHaveAttribute('aria-invalid', 'true');

  // The e-mail is lower-cased as typed; the nine platforms are offered.
  await page.getByLabel('Email', { exact: true }).fill(`ANN.${id}@EXAMPLE.COM`);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  const platform = page.getByLabel('Which e-mail platform do you use?');
  await expect(platform.getByRole('option')).toHaveCount(10);
  await platform.selectOption({ label: 'Constant Contact' });
  await page.getByRole('button', { name: 'Submit Feedback' }).click();

  await expect(page).toHaveURL(/\/feedback-thank-you$/);
  await expect(page.getByRole('heading', { name: 'Thank you, Ann!' })).toBeVisible();

  // The owner's page lists it, and its tiles agree with the stored responses.
  await signInAdmin(page.request);
  await page.goto('/speaker-feedback');
  await expect(page.getByRole('heading', { name: 'Speaker Feedback' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Ann Lee');
  await expect(row).toContainText('Constant Contact');
  await expect(row).toContainText('4 / 5');
  await expect(row).toContainText(`Follow-up after talks ${id}`);

  const { responses } = (await (await page.request.get('/api/campaign-feedback')).json()) as {
    responses: { speakerproRating: number; emailPlatform: string }[];
  };
  const summary = summarizeFeedback(responses);
  await expect(page.getByRole('group', { name: 'Total Responses' })).toContainText(String(summary.totalResponses));
  await expect(page.getByRole('group', { name: 'High Ratings (4-5)' })).toContainText(String(summary.highRatings));
  await expect(page.getByRole('group', { name: 'Average Rating' })).toContainText(`${summary.averageRating!.toFixed(1)} / 5`);
  await expect(page.getByRole('group', { name: 'Email Platforms' })).toContainText(String(summary.emailPlatforms));
  expect(summary.totalResponses).toBeGreaterThan(0);
});

test('a reload in the middle of the assessment comes back on the same question with every answer', async ({ page }) => {
  const email = `e2e.reload.${uid()}@example.com`;
  const answers = answersWorth(80);
  await page.goto('/readiness-assessment');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  for (const question of ASSESSMENT_QUESTIONS.slice(0, 3)) {
    await page.getByRole('radio', { name: optionLabel(question.id, answers[question.id]!), exact: true }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  // The fourth is answered but Next not pressed yet.
  const fourth = ASSESSMENT_QUESTIONS[3]!;
  await page.getByRole('radio', { name: optionLabel(fourth.id, answers[fourth.id]!), exact: true }).check();

  await page.reload();
  await expect(page.getByText('Question 4 of 12', { exact: true })).toBeVisible();
  await expect(page.getByText('4 of 12 questions answered', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: optionLabel(fourth.id, answers[fourth.id]!), exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Previous' }).click();
  const third = ASSESSMENT_QUESTIONS[2]!;
  await expect(page.getByRole('radio', { name: optionLabel(third.id, answers[third.id]!), exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Finish from here: the server scores what was kept, for the address typed before the reload.
  for (const [i, question] of ASSESSMENT_QUESTIONS.entries()) {
    if (i < 3) continue;
    await page.getByRole('radio', { name: optionLabel(question.id, answers[question.id]!), exact: true }).check();
    await page.getByRole('button', { name: i === ASSESSMENT_QUESTIONS.length - 1 ? 'See Results' : 'Next', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/priority-confirmed/);
  expect(await page.evaluate(() => sessionStorage.getItem('speakerpro.assessmentDraft'))).toBeNull();
});
