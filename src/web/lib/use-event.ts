import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '../../shared/contract/events';
import { getQueryFn } from './api-request';
import { speakerApi } from './speaker-api';

export function eventQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: [speakerApi.event(eventId)] as const,
    queryFn: getQueryFn<Event>({ on401: 'throw' }),
    // Attendees keep answering after the page was first loaded; counts are re-read on each visit.
    staleTime: 0,
  });
}

/** One of the signed-in speaker's events; the query fails with `404: …` for an unknown or foreign id. */
export function useEvent(eventId: number | null) {
  return useQuery({ ...eventQueryOptions(eventId ?? 0), enabled: eventId !== null });
}
