import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingLeads } from '../../../../shared/contract/booking-leads';
import { apiJson } from '../../../lib/api-request';

export const BOOKING_LEADS_URL = '/api/speaker-admin/booking-leads';

/** GET /api/speaker-admin/booking-leads: the speaker's own booking leads, newest first, named only under consent. */
export const getBookingLeads = (signal?: AbortSignal) => apiJson<BookingLeads>('GET', BOOKING_LEADS_URL, undefined, { signal });

export function bookingLeadsQueryOptions() {
  return queryOptions({
    queryKey: [BOOKING_LEADS_URL] as const,
    queryFn: ({ signal }) => getBookingLeads(signal),
    // New answers arrive from attendees, not from this app: read them again on each visit.
    staleTime: 0,
  });
}

export const useBookingLeads = () => useQuery(bookingLeadsQueryOptions());
