import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '../../../shared/contract/events';
import { apiJson } from '../api-request';
import { eventUrl } from './speaker-events';

export const eventKey = (eventId: number) => [eventUrl(eventId)] as const;

/** GET /api/speaker-admin/events/{id}: one of the signed-in speaker's events. */
export const getEvent = (eventId: number, signal?: AbortSignal) => apiJson<Event>('GET', eventUrl(eventId), undefined, { signal });

export function eventQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: eventKey(eventId),
    queryFn: ({ signal }) => getEvent(eventId, signal),
    // Attendees keep answering after the page was first loaded; counts are re-read on each visit.
    staleTime: 0,
  });
}

/** One of the signed-in speaker's events; the query fails with a 404 ApiError for an unknown or foreign id. */
export function useEvent(eventId: number | null) {
  return useQuery({ ...eventQueryOptions(eventId ?? 0), enabled: eventId !== null });
}
