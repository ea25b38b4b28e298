import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizerReportState } from '../../../../shared/contract/organizer-report';
import { apiJson } from '../../../lib/api-request';
import { eventUrl } from '../../../lib/api/speaker-events';

export const organizerReportUrl = (eventId: number) => `${eventUrl(eventId)}/organizer-report`;
export const organizerReportKey = (eventId: number) => [organizerReportUrl(eventId)] as const;

/** GET /api/speaker-admin/events/{id}/organizer-report: the report's link, settings and views, and the testimonials it may show. */
export const getOrganizerReport = (eventId: number, signal?: AbortSignal) =>
  apiJson<OrganizerReportState>('GET', organizerReportUrl(eventId), undefined, { signal });

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
