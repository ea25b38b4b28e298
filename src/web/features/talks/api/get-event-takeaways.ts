import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTalkTakeaways } from '../../../../shared/contract/takeaways';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** What the audience will do differently, grouped by shared words. */
export const fetchTalkTakeaways = (eventId: number, signal?: AbortSignal) =>
  callOperation(getTalkTakeaways, { params: { id: eventId } }, { signal });

export function eventTakeawaysQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: [callUrl(getTalkTakeaways, { params: { id: eventId } })] as const,
    queryFn: ({ signal }) => fetchTalkTakeaways(eventId, signal),
    staleTime: 0,
  });
}

export function useTalkTakeaways(eventId: number | null) {
  return useQuery({ ...eventTakeawaysQueryOptions(eventId ?? 0), enabled: eventId !== null });
}
