import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTalks } from '../../../../shared/contract/talks';
import { wholeList } from '../../../../shared/contract/paging';
import { callOperation } from '../../../lib/api/call-operation';
import { eventsKey } from '../../../lib/api/speaker-events';

/** All of the signed-in speaker's talks, newest date first (asked without paging, the list is whole). */
export const fetchTalks = async (signal?: AbortSignal) => wholeList(await callOperation(listTalks, {}, { signal }));

export function eventsQueryOptions() {
  return queryOptions({ queryKey: eventsKey, queryFn: ({ signal }) => fetchTalks(signal), staleTime: 0 });
}

export const useTalks = () => useQuery(eventsQueryOptions());
