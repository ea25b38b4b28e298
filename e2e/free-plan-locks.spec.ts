import { expect, test, type APIRequestContext } from '@playwright/test';
import { LIMITS } from '../src/server/test/limits';
import { E2E_ADMIN, speakerViaApi } from './fixtures';

/** A talk given last week with two answers that are hot leads and testimonials, made while the speaker had Lite. */
async function talkWithAnswers(request: APIRequestContext) {
  const created = await request.post('/api/speaker-admin/talks', {
    data: { eventName: 'Locks Summit', talkTitle: 'Stories That Sell', eventDate: '2026-11-20' },
  });
  expect(created.status()).toBe(201);
  const talkId = ((await created.json()) as { id: number }).id;
  for (const [firstName, workEmail] of [
    ['Priya', 'priya@locks.example'],
    ['Tom', 'tom@locks.example'],
  ]) {
    const answered = await request.post('/api/public/feedback', {
      data: {
        presentationId: talkId,
        rating: 5,
        testimonial: `${firstName} found it practical and inspiring.`,
        firstName,
        jobRole: 'Head of Sales',
        workEmail,
        contactConsent: true,
        publishConsent: true,
      },
    });
    expect(answered.status()).toBe(201);
  }
  const first = await request.get(`/api/speaker-admin/talks/${talkId}/first-graphic`);
  expect(first.status()).toBe(200);
  const drafted = await request.post(`/api/speaker-admin/talks/${talkId}/thank-you-emails`);
  expect(drafted.status()).toBe(201);
  return {
    talkId,
    graphicId: ((await first.json()) as { graphicId: number }).graphicId,
    emailId: ((await drafted.json()) as { emailId: string }).emailId,
  };
}

test('a speaker back on Free sees every locked place name Lite, and the upgrade button records a request for the owner', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(LIMITS.longBrowserTestMs);
  const speaker = await speakerViaApi(page.request, { experienced: true });
  const made = await talkWithAnswers(page.request);
  const me = (await (await page.request.get('/api/account/user')).json()) as { id: number };

  // The owner ends the trial: the speaker is on Free, with everything made on Lite kept.
  const owner = await browser.newContext({ baseURL });
  expect((await owner.request.post('/api/admin/sessions', { data: E2E_ADMIN })).status()).toBe(200);
  const ended = await owner.request.put(`/api/admin/speakers/${me.id}/plan`, {
    data: { plan: 'free', reason: 'Back on Free for the test' },
  });
  expect(ended.status()).toBe(200);

  const liteNote = (text: string) => page.getByRole('note', { name: 'Lite feature' }).filter({ hasText: text });

  // The dashboard's event card: hot leads, thank-you e-mails and graphics are locked; all leads stay open.
  await page.goto('/speaker/dashboard');
  await expect(page.getByTestId('plan-summary')).toHaveText(/^Your plan: Free/);
  const card = page.getByRole('article', { name: /Locks Summit/ });
  for (const action of ['Download Hot Leads', 'Send ThankYou', 'Generate Graphics']) {
    await expect(card.getByRole('button', { name: `${action} (part of Lite)` })).toBeDisabled();
  }
  await expect(card.getByRole('button', { name: 'Download All Leads' })).toBeEnabled();
  await expect(card.getByRole('note', { name: 'Lite feature' })).toContainText(
    'Hot lead detection with CSV export, thank-you email generation and the testimonial graphics generator are part of Lite.',
  );
  await expect(card.getByRole('button', { name: 'Request Lite' })).toBeVisible();

  for (const where of ['/speaker/events', '/speaker/events/create']) {
    await page.goto(where);
    await expect(liteNote('Automated lead and feedback collection is part of Lite.')).toBeVisible();
  }
  // The list still holds the talk made on Lite.
  await page.goto('/speaker/events');
  await expect(page.getByText('Locks Summit')).toBeVisible();

  // The talk page: hot leads hidden behind the lock, the answers themselves still listed.
  await page.goto(`/speaker/events/${made.talkId}`);
  await expect(liteNote('Hot lead detection with CSV export is part of Lite.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Hot Leads (part of Lite)' })).toBeDisabled();
  await expect(page.getByText('Priya found it practical and inspiring.')).toBeVisible();
  // The PRO teaser leads to the plans' comparison.
  await expect(page.getByRole('link', { name: 'Compare Free, Lite and PRO' })).toHaveAttribute('href', '/pricing');

  // The logo is set in the profile's steps (the wizard starts again at step 1 and keeps what is there).
  await page.goto('/speaker/onboarding/step1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3' })).toBeVisible();
  await expect(liteNote('Custom logo branding is part of Lite.')).toBeVisible();

  // The thank-you draft made on Lite reads as it is, with nothing to send it.
  await page.goto(`/email-approval/${made.emailId}`);
  await expect(liteNote('Thank-you email generation is part of Lite.')).toBeVisible();
  await expect(page.getByText('This draft is kept as it is; nothing has been sent.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Send to/ })).toHaveCount(0);

  // The graphics page: the testimonial reads, nothing is rendered, and the upgrade button asks the owner for Lite.
  await page.goto(`/graphics-approval/${made.graphicId}`);
  const graphicsNote = liteNote('The testimonial graphics generator is part of Lite.');
  await expect(graphicsNote).toBeVisible();
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeDisabled();
  await graphicsNote.getByRole('button', { name: 'Request Lite' }).click();
  await expect(graphicsNote.getByRole('status')).toContainText('No payment has been taken');

  const inbox = (await (await owner.request.get('/api/admin/leads?kind=upgrade_request')).json()) as {
    leads: { email: string; detail: string }[];
  };
  expect(inbox.leads.filter((l) => l.email === speaker.email).map((l) => l.detail)).toEqual([expect.stringContaining('Asks for Lite')]);
  // Nothing was made while locked: the graphic is still the one offered on Lite, never rendered.
  const graphic = (await (await page.request.get(`/api/speaker-admin/graphics/${made.graphicId}`)).json()) as { existingGraphic: unknown };
  expect(graphic.existingGraphic).toBeNull();
  await owner.close();
});
