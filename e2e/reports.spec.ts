import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { ASSESSMENT_QUESTIONS, type AssessmentAnswers } from '../src/shared/domain/assessment';
import { confirmEmailFromOutbox, E2E_ADMIN, newSpeaker, signInAdmin as signInAdminApi, signUpViaApi } from './fixtures';

const best = (): AssessmentAnswers =>
  Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options.find((o) => o.points === 10)!.value]));
// Eight answers worth 10 and four worth 0: exactly the pass mark of 80.
const eighty = (): AssessmentAnswers => ({ ...best(), frequency: 'first', type: 'starting', website: 'none', leadMagnets: 'nothing' });

async function takeAssessment(page: Page, email: string) {
  const res = await page.request.post('/api/assessment', { data: { email, answers: eighty() } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; score: number };
}

async function signInAdmin(page: Page) {
  await page.goto('/admin-signin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('the admin sends a pending report for approval and approves it; the speaker downloads it as a .docx', async ({
  page,
  context,
  request,
}) => {
  const speaker = newSpeaker();
  const localPart = speaker.email.split('@')[0]!;
  await takeAssessment(page, speaker.email);

  await signInAdmin(page);
  await page.goto('/admin/assessment-reports');
  await expect(page.getByRole('heading', { name: 'Assessment Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Pending' })).toContainText(/[1-9]/);
  await page.getByLabel('Search by speaker name or email').fill(speaker.email);
  const row = page.getByRole('row').filter({ hasText: speaker.email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('80 / 120 (67%)');
  await expect(row).toContainText('Passed');
  await expect(row).toContainText('Pending');

  await row.getByRole('button', { name: `View report for ${localPart}` }).click();
  await expect(page.getByRole('heading', { name: localPart, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where to grow' })).toBeVisible();
  await page.getByRole('button', { name: 'Send for Approval' }).click();
  // The e2e server has no mail server: the request waits in the outbox, and the toast says so.
  await expect(page.getByText('Approval Email in the Outbox').first()).toBeVisible();
  await expect(
    page.getByText(/^No mail server is configured, so the approval request to .* is kept in the outbox\.$/).first(),
  ).toBeVisible();
  await expect(page.getByText('Sent for approval:')).toBeVisible();

  const opening = context.waitForEvent('page');
  await page.getByRole('link', { name: /Open Approval Page/ }).click();
  const approval = await opening;
  await expect(approval.getByRole('heading', { name: 'Assessment Report Approval' })).toBeVisible();
  await expect(approval.getByRole('group', { name: 'Decision (bottom)' }).getByRole('button', { name: 'Approve' })).toBeVisible();
  await approval.getByRole('group', { name: 'Decision (top)' }).getByRole('button', { name: 'Approve' }).click();
  await expect(approval.getByText('Report Approved', { exact: true })).toBeVisible();
  const decidedAt = Date.now();
  await expect(approval).toHaveURL(/\/admin\/assessment-reports$/);
  expect(Date.now() - decidedAt).toBeGreaterThan(1200);
  await approval.getByLabel('Search by speaker name or email').fill(speaker.email);
  const approvedRow = approval.getByRole('row').filter({ hasText: speaker.email });
  await expect(approvedRow).toContainText(/Approved \d{1,2} \w{3} \d{4}/);
  await approval.close();

  // The speaker signs up with the address they took the assessment with.
  await context.clearCookies();
  await signUpViaApi(page.request, speaker);
  // Reports are matched by address: they open once the speaker follows the link e-mailed to it.
  await signInAdminApi(request);
  await confirmEmailFromOutbox(request, speaker.email);
  await page.goto('/speaker-admin/assessment-reports');
  await expect(page.getByRole('heading', { name: 'Your Assessment Reports' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: '80 / 120 (67%)' });
  await expect(card).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Download .docx' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^speakerpro-readiness-report-nadia-brooks-\d{4}-\d{2}-\d{2}\.docx$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
  const xml = strFromU8(files['word/document.xml']!);
  expect(xml).toContain('Nadia Brooks');
  expect(xml).toContain('80 / 120 (67%)');
  expect(xml).toContain(speaker.email);

  await card.getByRole('link', { name: 'View Report' }).click();
  await expect(page).toHaveURL(/\/speaker-admin\/assessment-report\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Speaker Readiness Report', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your answers' })).toBeVisible();
  await expect(page.getByText('80 / 120 (67%)')).toBeVisible();
});

test('a Lite speaker sees 3 of 4 approved reports and the limit; unknown reports are not found', async ({ page, context, request }) => {
  const speaker = newSpeaker();
  const ids: number[] = [];
  for (let i = 0; i < 4; i += 1) ids.push((await takeAssessment(page, speaker.email)).id);

  const login = await page.request.post('/api/admin/sessions', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const reports = (await (await page.request.get(`/api/admin/assessment-reports?search=${encodeURIComponent(speaker.email)}`)).json()) as {
    id: number;
  }[];
  expect(reports).toHaveLength(4);
  for (const r of reports) {
    expect((await page.request.post(`/api/admin/report-approval/${r.id}/approve`, { data: {} })).status()).toBe(200);
  }
  await page.goto('/admin/report-approval/999999');
  await expect(page.getByRole('heading', { name: 'Report Not Found' })).toBeVisible();
  await expect(page.getByText('The requested assessment report could not be found.')).toBeVisible();

  await context.clearCookies();
  await signUpViaApi(page.request, speaker);
  await signInAdminApi(request);
  await confirmEmailFromOutbox(request, speaker.email);
  await page.goto('/speaker-admin/assessment-reports');
  await expect(page.getByRole('link', { name: 'Download .docx' })).toHaveCount(3);
  await expect(page.getByRole('note')).toContainText('Your Lite plan includes 3 assessment reports.');
  await expect(page.getByRole('note')).toContainText('1 approved report is not included in your plan');
});

test('the speaker pages ask an anonymous visitor to log in', async ({ page }) => {
  await page.goto('/speaker-admin/assessment-reports');
  await expect(page.getByRole('heading', { name: 'Speaker Login Required' })).toBeVisible();
});
