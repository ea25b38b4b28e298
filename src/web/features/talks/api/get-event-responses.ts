import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTalkResponses } from '../../../../shared/contract/talks';
import { wholeList } from '../../../../shared/contract/paging';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

const eventResponsesUrl = (eventId: number) => callUrl(listTalkResponses, { params: { id: eventId } });

const [responsesPathStart = '', responsesPathEnd = ''] = listTalkResponses.path.split('{id}');

/** Whether a query key is one talk's answers (what `eventResponsesQueryOptions` keys them by). */
export const isTalkResponsesKey = (key: unknown) =>
  typeof key === 'string' &&
  key.startsWith(responsesPathStart) &&
  key.endsWith(responsesPathEnd) &&
  /^\d+$/.test(key.slice(responsesPathStart.length, key.length - responsesPathEnd.length));

/** The attendees' answers to one talk, newest first (asked without paging, the list is whole). */
export const fetchTalkResponses = async (eventId: number, signal?: AbortSignal) =>
  wholeList(await callOperation(listTalkResponses, { params: { id: eventId } }, { signal }));

export function eventResponsesQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: [eventResponsesUrl(eventId)] as const,
    queryFn: ({ signal }) => fetchTalkResponses(eventId, signal),
    // New answers arrive from attendees, not from this app: read them again on each visit.
    staleTime: 0,
  });
}

export function useTalkResponses(eventId: number | null) {
  return useQuery({ ...eventResponsesQueryOptions(eventId ?? 0), enabled: eventId !== null });
}
