import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventTakeaways } from '../../../../shared/contract/takeaways';
import { apiJson } from '../../../lib/api-request';
import { eventUrl } from '../../../lib/api/speaker-events';

const eventTakeawaysUrl = (eventId: number) => `${eventUrl(eventId)}/takeaways`;

/** GET /api/speaker-admin/events/{id}/takeaways: what the audience will do differently, grouped by shared words. */
export const getEventTakeaways = (eventId: number, signal?: AbortSignal) =>
  apiJson<EventTakeaways>('GET', eventTakeawaysUrl(eventId), undefined, { signal });

export function eventTakeawaysQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: [eventTakeawaysUrl(eventId)] as const,
    queryFn: ({ signal }) => getEventTakeaways(eventId, signal),
    staleTime: 0,
  });
}

export function useEventTakeaways(eventId: number | null) {
  return useQuery({ ...eventTakeawaysQueryOptions(eventId ?? 0), enabled: eventId !== null });
}
