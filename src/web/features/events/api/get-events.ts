import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Event } from '../../../../shared/contract/events';
import { apiJson } from '../../../lib/api-request';
import { EVENTS_URL, eventsKey } from '../../../lib/api/speaker-events';

/** GET /api/speaker-admin/events: all of the signed-in speaker's events, newest date first. */
export const getEvents = (signal?: AbortSignal) => apiJson<Event[]>('GET', EVENTS_URL, undefined, { signal });

export function eventsQueryOptions() {
  return queryOptions({ queryKey: eventsKey, queryFn: ({ signal }) => getEvents(signal), staleTime: 0 });
}

export const useEvents = () => useQuery(eventsQueryOptions());
