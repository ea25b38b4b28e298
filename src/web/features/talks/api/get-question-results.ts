import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTalkQuestionResults } from '../../../../shared/contract/talks';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** What the audience answered to the talk's own questions (active ones, then retired ones). */
export const fetchQuestionResults = (eventId: number, signal?: AbortSignal) =>
  callOperation(listTalkQuestionResults, { params: { id: eventId } }, { signal });

export function questionResultsQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: [callUrl(listTalkQuestionResults, { params: { id: eventId } })] as const,
    queryFn: ({ signal }) => fetchQuestionResults(eventId, signal),
    staleTime: 0,
  });
}

export function useQuestionResults(eventId: number) {
  return useQuery(questionResultsQueryOptions(eventId));
}
