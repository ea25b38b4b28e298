import { expect, test, type APIRequestContext } from '@playwright/test';
import { speakerWithGiftEvent } from './fixtures';

// Following up a lead as a speaker would: the status, a note and a reminder day on a booking lead
// and a hot lead, saved on the server (a reload shows them), a note typed and not saved kept through
// a reload, and the status filter.

const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

async function answer(request: APIRequestContext, presentationId: number, body: Record<string, unknown>) {
  const res = await request.post('/api/public/feedback', {
    data: { presentationId, testimonial: 'Practical.', jobRole: 'Head of Events', contactConsent: true, ...body },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('a speaker sets a lead’s status, note and reminder; the server keeps them and the filter finds them', async ({ page }) => {
  const event = await speakerWithGiftEvent(page.request);
  expect((await page.request.patch('/api/speaker-admin/profile', { data: { hasExperiencedSpeakerPro: true } })).status()).toBe(200);
  const stamp = Date.now();
  await answer(page.request, event.id, { rating: 2, firstName: 'Bruno', workEmail: `bruno.${stamp}@events.example`, booksSpeakers: true });
  await answer(page.request, event.id, { rating: 5, firstName: 'Priya', workEmail: `priya.${stamp}@brightline.example` });

  await page.goto('/speaker/booking-leads');
  const bruno = page.getByRole('form', { name: 'Follow-up of Bruno' });
  await bruno.getByLabel('Status').selectOption({ label: 'Meeting' });
  await bruno.getByLabel('Note').fill('Wants a keynote for March');
  const day = tomorrow();
  await bruno.getByLabel('Remind me on').fill(day);
  await bruno.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(bruno.getByRole('status')).toHaveText(new RegExp(`^Saved\\. We will e-mail you a reminder on ${day} from 08:00`));

  // Typed and not saved: a reload keeps it, as "Not saved yet".
  await bruno.getByLabel('Note').fill('Wants a keynote for March; budget agreed');
  await page.reload();
  const again = page.getByRole('form', { name: 'Follow-up of Bruno' });
  await expect(again.getByLabel('Note')).toHaveValue('Wants a keynote for March; budget agreed');
  await expect(again.getByRole('status')).toHaveText('Not saved yet.');
  await expect(again.getByLabel('Status')).toHaveValue('meeting');
  await expect(again.getByLabel('Remind me on')).toHaveValue(day);

  // The filter asks the server: Meeting finds Bruno, Booked finds no one.
  await page.getByLabel('Show leads').selectOption({ label: 'Meeting' });
  await expect(page.getByText('1 booking lead with the status Meeting, newest first.')).toBeVisible();
  await expect(page).toHaveURL(/status=meeting/);
  await page.getByLabel('Show leads').selectOption({ label: 'Booked' });
  await expect(page.getByText('No booking leads with the status Booked.')).toBeVisible();

  // The hot lead is followed up on its talk's page.
  await page.goto(`/speaker/events/${event.id}`);
  const priya = page.getByRole('form', { name: 'Follow-up of Priya' });
  await priya.getByLabel('Status').selectOption({ label: 'Contacted' });
  await priya.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(priya.getByRole('status')).toHaveText('Saved. No reminder set.');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Follow-up of Priya' }).getByLabel('Status')).toHaveValue('contacted');
  const leads = (await (await page.request.get('/api/speaker-admin/hot-leads?status=contacted')).json()) as {
    items: { attendeeName: string }[];
  };
  expect(leads.items.map((l) => l.attendeeName)).toEqual(['Priya']);
});
