import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitNewTalk } from '../../../lib/api/save-event';
import { invalidateTalkLists } from '../../../lib/api/speaker-events';

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
export function toCreateTalkBody(values: FirstEventValues, now: Date = new Date()) {
  const talkTitle = values.talkTitle.trim();
  return {
    eventName: orNull(values.eventName) ?? talkTitle,
    talkTitle,
    eventDate: now.toISOString(),
    hashtag: orNull(values.hashtag),
    status: 'upcoming' as const,
  };
}

/** Creates the demo path's first event; the speaker's lists now have one more event. */
export function useCreateFirstTalk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: FirstEventValues) => submitNewTalk(toCreateTalkBody(values)),
    onSuccess: () => invalidateTalkLists(queryClient),
  });
}
