import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBookingLeads, type BookingLeads } from '../../../../shared/contract/booking-leads';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** The speaker's own booking leads with their counts, newest first, named only under consent. */
export async function getBookingLeads(signal?: AbortSignal): Promise<BookingLeads> {
  const answer = await callOperation(listBookingLeads, {}, { signal });
  // Asked without limit, cursor or updatedSince, the list answers whole, with its counts.
  if (!('leads' in answer)) throw new Error('The booking leads answered a page where the whole list was asked for');
  return answer;
}

export function bookingLeadsQueryOptions() {
  return queryOptions({
    queryKey: [callUrl(listBookingLeads, {})] as const,
    queryFn: ({ signal }) => getBookingLeads(signal),
    // New answers arrive from attendees, not from this app: read them again on each visit.
    staleTime: 0,
  });
}

export const useBookingLeads = () => useQuery(bookingLeadsQueryOptions());
