import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBookingLeadsCsv } from './download-booking-leads';
import { getBookingLeads } from './get-booking-leads';

const saved = vi.hoisted(() => [] as { name: string; size: number }[]);
vi.mock('../../../lib/save-blob', () => ({ saveBlob: (blob: Blob, name: string) => saved.push({ name, size: blob.size }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  saved.length = 0;
});

/** Answers each request as the server would, and records the method and address asked. */
function server() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (url === '/api/speaker-admin/booking-leads.csv')
        return new Response('Talk,Event\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="booking-leads.csv"',
            'x-not-contactable': '2',
          },
        });
      if (url === '/api/speaker-admin/booking-leads')
        return Response.json({ leads: [], total: 3, anonymousCount: 1, withheldReferralCount: 0 });
      return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
    }),
  );
  return calls;
}

describe('the booking leads page’s calls', () => {
  it('reads the list whole, with its counts, at its catalogue address', async () => {
    const calls = server();
    expect(await getBookingLeads()).toEqual({ leads: [], total: 3, anonymousCount: 1, withheldReferralCount: 0 });
    expect(calls).toEqual(['GET /api/speaker-admin/booking-leads']);
  });

  it('downloads the file from GET …/booking-leads.csv, saves it under its name, and counts the leads left out', async () => {
    const calls = server();
    expect(await downloadBookingLeadsCsv()).toBe(2);
    expect(calls).toEqual(['GET /api/speaker-admin/booking-leads.csv']);
    expect(saved).toEqual([{ name: 'booking-leads.csv', size: 12 }]);
  });
});
