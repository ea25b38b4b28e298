import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrganizerReport as getOrganizerReportOperation } from '../../../../shared/contract/organizer-report';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

export const organizerReportKey = (eventId: number) => [callUrl(getOrganizerReportOperation, { params: { id: eventId } })] as const;

/** The report's link, settings and views, and the testimonials it may show. */
export const getOrganizerReport = (eventId: number, signal?: AbortSignal) =>
  callOperation(getOrganizerReportOperation, { params: { id: eventId } }, { signal });

export function organizerReportQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: organizerReportKey(eventId),
    queryFn: ({ signal }) => getOrganizerReport(eventId, signal),
    // The organizer opens the report elsewhere (views) and attendees keep answering (testimonials):
    // read again on each visit and when the speaker comes back to the tab.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useOrganizerReport(eventId: number) {
  return useQuery(organizerReportQueryOptions(eventId));
}
