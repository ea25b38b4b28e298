// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingLead } from '../../../shared/contract/booking-leads';
import type { SpeakerProfile } from '../../../shared/contract/profile';
import { BookingLeadsContent } from './booking-leads-page';
import { LeadFollowUpForm } from './lead-follow-up-form';

vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: '0.0.0-test' }));

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Answers the API as the server would for these tests, and records each call. */
function server(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? JSON.parse(init.body) : null };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

function renderAt(path: string, pattern: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const FOLLOW_UP = { status: 'new' as const, note: '', remindOn: null };

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a lead’s follow-up form', () => {
  it('saves the status, note and reminder day on the server and says when the reminder comes', async () => {
    const calls = server(({ body }) =>
      Response.json({
        responseId: 7,
        ...(body as object),
        hotLead: true,
        bookingLead: false,
        timeZone: 'Asia/Tokyo',
        updatedAt: '2026-11-28T10:00:00Z',
      }),
    );
    renderAt('/lead', '/lead', <LeadFollowUpForm responseId={7} followUp={FOLLOW_UP} who="Priya" />);
    const form = screen.getByRole('form', { name: 'Follow-up of Priya' });
    expect(within(form).getByRole('status').textContent).toBe('No reminder set.');
    fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'contacted' } });
    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: 'Call after the holidays' } });
    fireEvent.change(within(form).getByLabelText('Remind me on'), { target: { value: '2027-01-05' } });
    expect(within(form).getByRole('status').textContent).toBe('Not saved yet.');
    fireEvent.click(within(form).getByRole('button', { name: 'Save follow-up' }));

    await waitFor(() =>
      expect(within(form).getByRole('status').textContent).toBe(
        'Saved. We will e-mail you a reminder on 2027-01-05 from 08:00 (Asia/Tokyo).',
      ),
    );
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: '/api/speaker-admin/leads/7',
        body: { status: 'contacted', note: 'Call after the holidays', remindOn: '2027-01-05' },
      },
    ]);
    expect(window.sessionStorage.getItem('lead-follow-up:7')).toBeNull();
  });

  it('keeps what was typed and not saved through a reload', () => {
    server(() => Response.json({}, { status: 500 }));
    renderAt('/lead', '/lead', <LeadFollowUpForm responseId={8} followUp={FOLLOW_UP} who="Bruno" />);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Met at the coffee break' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'meeting' } });
    cleanup();

    renderAt('/lead', '/lead', <LeadFollowUpForm responseId={8} followUp={FOLLOW_UP} who="Bruno" />);
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Met at the coffee break');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('meeting');
    expect(screen.getByRole('status').textContent).toBe('Not saved yet.');
  });

  it('shows the server’s reason when the follow-up is refused, and keeps the words typed', async () => {
    server(() =>
      Response.json(
        {
          code: 'VALIDATION_ERROR',
          message: 'Invalid body: remindOn must be today (2026-11-28 in Asia/Tokyo) or later',
          details: { fields: [{ field: 'remindOn', message: 'must be today (2026-11-28 in Asia/Tokyo) or later' }] },
        },
        { status: 400 },
      ),
    );
    renderAt('/lead', '/lead', <LeadFollowUpForm responseId={9} followUp={FOLLOW_UP} who="Carla" />);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Send the deck' } });
    fireEvent.change(screen.getByLabelText('Remind me on'), { target: { value: '2020-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save follow-up' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/remindOn must be today/));
    expect(window.sessionStorage.getItem('lead-follow-up:9')).toContain('Send the deck');
  });
});

describe('the booking leads page’s status filter', () => {
  const lead: BookingLead = {
    id: 3,
    responseId: 3,
    eventId: 1,
    eventName: 'Lead Summit',
    talkTitle: 'Stories That Sell',
    eventDate: '2026-11-20T00:00:00.000Z',
    submittedAt: '2026-11-20T10:00:00.000Z',
    rating: 2,
    booksSpeakers: true,
    businessInquiry: null,
    attendee: { name: 'Bruno', role: 'Event Manager', email: 'bruno@events.example' },
    referral: null,
    referralWithheld: false,
    followUp: { status: 'booked', note: 'Keynote signed', remindOn: null },
    updatedAt: '2026-11-21T10:00:00.000Z',
  };

  it('asks the server for the leads in the chosen status and keeps it in the address', async () => {
    const calls = server(({ url }) =>
      Response.json(
        url.includes('status=booked')
          ? { leads: [lead], total: 1, anonymousCount: 0, withheldReferralCount: 0 }
          : { leads: [], total: 0, anonymousCount: 0, withheldReferralCount: 0 },
      ),
    );
    const profile = { slug: 'maya-okafor' } as SpeakerProfile;
    const router = renderAt('/speaker/booking-leads', '/speaker/booking-leads', <BookingLeadsContent profile={profile} />);
    fireEvent.change(await screen.findByLabelText('Show leads'), { target: { value: 'booked' } });

    await screen.findByText('1 booking lead with the status Booked, newest first.');
    expect(router.state.location.search).toBe('?status=booked');
    expect(calls.map((c) => c.url).filter((url) => url.includes('booking-leads'))).toEqual([
      '/api/speaker-admin/booking-leads',
      '/api/speaker-admin/booking-leads?status=booked',
    ]);
    const form = screen.getByRole('form', { name: 'Follow-up of Bruno' });
    expect((within(form).getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Keynote signed');
    expect((within(form).getByLabelText('Status') as HTMLSelectElement).value).toBe('booked');
    // The file is not filtered, and says so.
    expect(screen.getByRole('button', { name: 'Download CSV (every status)' })).toBeTruthy();
  });
});
