import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTalkPages } from '../../../../shared/contract/feedback';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** The speaker's talks as their attendee pages show them, the newest last. */
export const listPublicTalks = (speakerId: number, signal?: AbortSignal) =>
  callOperation(listTalkPages, { query: { speakerId } }, { signal });

export function publicTalksQueryOptions(speakerId: number) {
  return queryOptions({
    queryKey: [callUrl(listTalkPages, { query: { speakerId } })] as const,
    queryFn: ({ signal }) => listPublicTalks(speakerId, signal),
    staleTime: 0,
  });
}

/** The speaker's talks, the newest last (the page uses the last). */
export function usePublicTalksQuery(speakerId: number | null) {
  return useQuery({ ...publicTalksQueryOptions(speakerId ?? 0), enabled: speakerId !== null });
}
