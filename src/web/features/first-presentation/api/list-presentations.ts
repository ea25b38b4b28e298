import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTalkPages } from '../../../../shared/contract/feedback';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** The speaker's talks as their attendee pages show them, the newest last. */
export const listPresentations = (speakerId: number, signal?: AbortSignal) =>
  callOperation(listTalkPages, { query: { speakerId } }, { signal });

export function presentationsQueryOptions(speakerId: number) {
  return queryOptions({
    queryKey: [callUrl(listTalkPages, { query: { speakerId } })] as const,
    queryFn: ({ signal }) => listPresentations(speakerId, signal),
    staleTime: 0,
  });
}

/** The speaker's talks, the newest last (the page uses the last). */
export function usePresentationsQuery(speakerId: number | null) {
  return useQuery({ ...presentationsQueryOptions(speakerId ?? 0), enabled: speakerId !== null });
}
