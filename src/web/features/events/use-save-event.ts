import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Event, saveEventSchema } from '../../../shared/contract/events';
import { apiRequest } from '../../lib/api-request';
import { eventQueryOptions } from '../../lib/use-event';
import { speakerApi } from '../../lib/speaker-api';

export type SaveEventValues = z.output<typeof saveEventSchema>;

/** The JSON body the API takes: dates travel as ISO strings. */
export function toSaveEventBody(values: SaveEventValues) {
  return { ...values, eventDate: values.eventDate.toISOString() };
}

export async function saveEvent(eventId: number | null, values: SaveEventValues): Promise<Event> {
  const body = toSaveEventBody(values);
  const res =
    eventId === null ? await apiRequest('POST', speakerApi.events, body) : await apiRequest('PUT', speakerApi.event(eventId), body);
  return (await res.json()) as Event;
}

/** Creates an event (eventId null) or updates one; the lists that show events are read again afterwards. */
export function useSaveEvent(eventId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SaveEventValues) => saveEvent(eventId, values),
    onSuccess: async (event) => {
      queryClient.setQueryData(eventQueryOptions(event.id).queryKey, event);
      await Promise.all(
        [speakerApi.events, speakerApi.dashboard, speakerApi.analytics].map((url) => queryClient.invalidateQueries({ queryKey: [url] })),
      );
    },
  });
}
