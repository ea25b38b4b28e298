import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '../../../shared/contract/events';
import { getQueryFn } from '../../lib/api-request';
import { speakerApi } from '../../lib/speaker-api';

export function eventsQueryOptions() {
  return queryOptions({
    queryKey: [speakerApi.events] as const,
    queryFn: getQueryFn<Event[]>({ on401: 'throw' }),
    staleTime: 0,
  });
}

/** All of the signed-in speaker's events, newest date first. */
export function useEvents() {
  return useQuery(eventsQueryOptions());
}

/** Events still ahead, soonest first: the dashboard's recent list only holds past ones. */
export function upcomingEvents(events: Event[], now: Date = new Date()): Event[] {
  return events
    .filter((e) => new Date(e.eventDate).getTime() > now.getTime())
    .sort((a, b) => new Date(a.eventDate).getTime() - new Date(b.eventDate).getTime());
}
