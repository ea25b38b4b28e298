import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { answerAssessmentToScore } from './assessment-helpers';
import { confirmEmailFromOutbox, E2E_ADMIN, newSpeaker, signInAdmin, signUpViaApi } from './fixtures';

// The whole path of issue 6 in one go: a visitor qualifies with exactly 80, the owner finds the
// assessment, the lead and the report, approves the report, and the speaker downloads it.
test('exactly 80 → celebration → priority confirmed → admin approves the report → the speaker downloads a .docx that opens', async ({
  page,
  browser,
  request,
}) => {
  const speaker = newSpeaker();
  const localPart = speaker.email.split('@')[0]!;

  // 1. An anonymous visitor on a phone.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await answerAssessmentToScore(phone, { email: speaker.email, score: 80 });
  await expect(phone.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(phone.getByText('You scored 80 out of 120 (67%). You qualify for priority access.')).toBeVisible();
  await expect(phone).toHaveURL(/\/priority-confirmed$/);
  await expect(phone.getByRole('heading', { name: 'Priority Access Confirmed' })).toBeVisible();
  await phoneContext.close();

  // 2. The owner sees the assessment, the qualified lead and a pending report.
  await page.goto('/admin-signin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const assessments = (await (await page.request.get('/api/assessment')).json()) as { email: string; score: number; passed: boolean }[];
  expect(assessments.filter((a) => a.email === speaker.email)).toEqual([expect.objectContaining({ score: 80, passed: true })]);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/admin/qualified-leads')).json()) as { email: string }[]).filter(
          (l) => l.email === speaker.email,
        ).length,
    )
    .toBe(1);

  await page.goto('/admin/assessment-reports');
  await page.getByLabel('Search by speaker name or email').fill(speaker.email);
  const row = page.getByRole('row').filter({ hasText: speaker.email });
  await expect(row).toContainText('80 / 120 (67%)');
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `View report for ${localPart}` }).click();
  const opening = page.context().waitForEvent('page');
  await page.getByRole('link', { name: /Open Approval Page/ }).click();
  const approval = await opening;
  await approval.getByRole('group', { name: 'Decision (top)' }).getByRole('button', { name: 'Approve' }).click();
  await expect(approval.getByText('Report Approved', { exact: true })).toBeVisible();
  await expect(approval).toHaveURL(/\/admin\/assessment-reports$/);
  await approval.close();

  // 3. The speaker signs up with that address and downloads the approved report.
  const speakerContext = await browser.newContext();
  const desk = await speakerContext.newPage();
  await signUpViaApi(desk.request, speaker);
  // The report opens once the speaker proves the address with the link e-mailed at sign-up.
  await signInAdmin(request);
  await confirmEmailFromOutbox(request, speaker.email);
  await desk.goto('/speaker-admin/assessment-reports');
  const card = desk.getByRole('listitem').filter({ hasText: '80 / 120 (67%)' });
  const downloading = desk.waitForEvent('download');
  await card.getByRole('link', { name: 'Download .docx' }).click();
  const download = await downloading;
  const docx = fs.readFileSync((await download.path())!);
  expect(docx.subarray(0, 2).toString()).toBe('PK');
  const parts = unzipSync(new Uint8Array(docx));
  expect(Object.keys(parts)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']));
  const xml = strFromU8(parts['word/document.xml']!);
  expect(xml).toContain('80 / 120 (67%)');
  expect(xml).toContain(speaker.email);
  await speakerContext.close();
});
