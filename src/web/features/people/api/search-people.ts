import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchPeople as searchPeopleOperation } from '../../../../shared/contract/people';
import { callOperation } from '../../../lib/api/call-operation';

/** The people whose name or address holds the text. */
export const searchPeople = (q: string, signal?: AbortSignal) => callOperation(searchPeopleOperation, { query: { q } }, { signal });

export const peopleSearchQueryOptions = (q: string) =>
  queryOptions({ queryKey: [searchPeopleOperation.path, 'search', q] as const, queryFn: ({ signal }) => searchPeople(q, signal) });

/** Asks only once there is something to look for. */
export const usePeopleSearch = (q: string) => useQuery({ ...peopleSearchQueryOptions(q.trim()), enabled: q.trim() !== '' });
