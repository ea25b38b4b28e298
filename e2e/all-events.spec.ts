import { expect, test, type APIRequestContext } from '@playwright/test';
import { speakerViaApi } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

/** A speaker past onboarding with seven events (more than the dashboard's five recent ones). */
async function speakerWithSevenEvents(request: APIRequestContext) {
  const speaker = await speakerViaApi(request, { experienced: true });
  const names = ['Alpha Forum', 'Bravo Days', 'Charlie Conf', 'Delta Live', 'Echo Summit', 'Foxtrot Meetup', 'Golf Retreat'];
  const ids: Record<string, number> = {};
  for (const [i, name] of names.entries()) {
    const res = await request.post('/api/speaker-admin/events', {
      data: {
        eventName: name,
        talkTitle: `Talk ${i + 1}`,
        eventDate: new Date(Date.now() - (i + 1) * DAY).toISOString(),
        status: 'completed',
      },
    });
    expect(res.status()).toBe(201);
    ids[name] = (await res.json()).id as number;
  }
  for (const who of ['ana', 'ben']) {
    const answer = await request.post('/api/feedback', {
      data: {
        presentationId: ids['Golf Retreat'],
        rating: 5,
        testimonial: 'Great.',
        firstName: who,
        jobRole: 'CEO',
        workEmail: `${who}@golf.example`,
      },
    });
    expect(answer.status()).toBe(201);
  }
  return { speaker, ids };
}

test('all events: every event is listed beyond the recent five, searchable and sortable; one is deleted after a confirmation naming its answers', async ({
  page,
}) => {
  const { ids } = await speakerWithSevenEvents(page.request);
  await page.goto('/speaker/dashboard');
  await page.getByRole('link', { name: 'All events (7)' }).click();
  await expect(page.getByRole('heading', { name: 'All Events' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Showing 7 of 7 events.' })).toBeVisible();
  const rows = page.getByRole('listitem');
  await expect(rows).toHaveCount(7);
  await expect(rows.first()).toContainText('Alpha Forum');

  await page.getByLabel('Sort by').selectOption({ label: 'Date, oldest first' });
  await expect(rows.first()).toContainText('Golf Retreat');
  await page.getByLabel('Search events').fill('golf');
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1 of 7 events.' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Golf Retreat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete “Golf Retreat”?' });
  await expect(dialog).toContainText('Its 2 answers');
  await dialog.getByRole('button', { name: 'Keep It' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await page.request.get(`/api/speaker-admin/events/${ids['Golf Retreat']}`)).status()).toBe(200);

  await page.getByRole('button', { name: 'Delete Golf Retreat' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Event' }).click();
  // Exact: the toast's live-region copy ("Notification Event deleted. …") may be there for a moment too.
  await expect(page.getByText('“Golf Retreat” and 2 answers were deleted.', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Showing 0 of 6 events.' })).toBeVisible();
  expect((await page.request.get(`/api/speaker-admin/events/${ids['Golf Retreat']}`)).status()).toBe(404);
});
