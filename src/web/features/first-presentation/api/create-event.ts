import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event } from '../../../../shared/contract/events';
import { apiRequest } from '../../../lib/api-request';
import { speakerApi } from '../../../lib/speaker-api';

export interface FirstEventValues {
  talkTitle: string;
  eventName: string;
  hashtag: string;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The talk and the event each in their own field: the talk title is what attendees rate, the event
 * name is where it was given (the talk's title stands in when no event is named).
 */
export function toCreateEventBody(values: FirstEventValues, now: Date = new Date()) {
  const talkTitle = values.talkTitle.trim();
  return {
    eventName: orNull(values.eventName) ?? talkTitle,
    talkTitle,
    eventDate: now.toISOString(),
    hashtag: orNull(values.hashtag),
    status: 'upcoming' as const,
  };
}

/** POST /api/speaker-admin/events; the server e-mails the speaker the feedback link and QR code. */
export async function createFirstEvent(values: FirstEventValues): Promise<Event> {
  const res = await apiRequest('POST', speakerApi.events, toCreateEventBody(values));
  return (await res.json()) as Event;
}

export function useCreateFirstEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFirstEvent,
    onSuccess: async () => {
      // The speaker's lists now have one more event.
      await Promise.all(
        [speakerApi.events, speakerApi.dashboard, speakerApi.analytics].map((url) => queryClient.invalidateQueries({ queryKey: [url] })),
      );
    },
  });
}
