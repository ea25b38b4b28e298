import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventResponse } from '../../../../shared/contract/events';
import { apiJson } from '../../../lib/api-request';
import { eventUrl } from '../../../lib/api/speaker-events';

const eventResponsesUrl = (eventId: number) => `${eventUrl(eventId)}/responses`;

/** GET /api/speaker-admin/events/{id}/responses: the attendees' answers for one event, newest first. */
export const getEventResponses = (eventId: number, signal?: AbortSignal) =>
  apiJson<EventResponse[]>('GET', eventResponsesUrl(eventId), undefined, { signal });

export function eventResponsesQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: [eventResponsesUrl(eventId)] as const,
    queryFn: ({ signal }) => getEventResponses(eventId, signal),
    // New answers arrive from attendees, not from this app: read them again on each visit.
    staleTime: 0,
  });
}

export function useEventResponses(eventId: number | null) {
  return useQuery({ ...eventResponsesQueryOptions(eventId ?? 0), enabled: eventId !== null });
}
