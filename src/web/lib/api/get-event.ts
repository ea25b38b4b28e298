import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTalk } from '../../../shared/contract/talks';
import { callOperation, callUrl } from './call-operation';

export const eventKey = (eventId: number) => [callUrl(getTalk, { params: { id: eventId } })] as const;

/** One of the signed-in speaker's talks. */
export const fetchTalk = (eventId: number, signal?: AbortSignal) => callOperation(getTalk, { params: { id: eventId } }, { signal });

export function eventQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: eventKey(eventId),
    queryFn: ({ signal }) => fetchTalk(eventId, signal),
    // Attendees keep answering after the page was first loaded; counts are re-read on each visit.
    staleTime: 0,
  });
}

/** One of the signed-in speaker's events; the query fails with a 404 ApiError for an unknown or foreign id. */
export function useTalk(eventId: number | null) {
  return useQuery({ ...eventQueryOptions(eventId ?? 0), enabled: eventId !== null });
}
