import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventResponse } from '../../../shared/contract/events';
import { getQueryFn } from '../../lib/api-request';
import { speakerApi } from '../../lib/speaker-api';

export function eventResponsesQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: [speakerApi.eventResponses(eventId)] as const,
    queryFn: getQueryFn<EventResponse[]>({ on401: 'throw' }),
    // New answers arrive from attendees, not from this app: read them again on each visit.
    staleTime: 0,
  });
}

/** The attendees' answers for one event, newest first. */
export function useEventResponses(eventId: number | null) {
  return useQuery({ ...eventResponsesQueryOptions(eventId ?? 0), enabled: eventId !== null });
}
