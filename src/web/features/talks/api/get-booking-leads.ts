import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBookingLeads, type BookingLeads } from '../../../../shared/contract/booking-leads';
import type { LeadStatus } from '../../../../shared/domain/lead-follow-up';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** The speaker's own booking leads with their counts (of those in `status`, if given), newest first, named only under consent. */
export async function getBookingLeads(status?: LeadStatus, signal?: AbortSignal): Promise<BookingLeads> {
  const answer = await callOperation(listBookingLeads, { query: { status } }, { signal });
  // Asked without limit, cursor or updatedSince, the list answers whole, with its counts.
  if (!('leads' in answer)) throw new Error('The booking leads answered a page where the whole list was asked for');
  return answer;
}

export function bookingLeadsQueryOptions(status?: LeadStatus) {
  return queryOptions({
    queryKey: [callUrl(listBookingLeads, { query: { status } })] as const,
    queryFn: ({ signal }) => getBookingLeads(status, signal),
    // New answers arrive from attendees, not from this app: read them again on each visit.
    staleTime: 0,
  });
}

export const useBookingLeads = (status?: LeadStatus) => useQuery(bookingLeadsQueryOptions(status));
