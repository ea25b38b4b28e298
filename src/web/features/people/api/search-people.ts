import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PeopleResponse } from '../../../../shared/contract/people';
import { apiJson } from '../../../lib/api-request';

/** GET /api/admin/people?q=: the people whose name or address holds the text. */
export const searchPeople = (q: string, signal?: AbortSignal) =>
  apiJson<PeopleResponse>('GET', `/api/admin/people?q=${encodeURIComponent(q)}`, undefined, { signal });

export const peopleSearchQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['/api/admin/people', 'search', q] as const, queryFn: ({ signal }) => searchPeople(q, signal) });

/** Asks only once there is something to look for. */
export const usePeopleSearch = (q: string) => useQuery({ ...peopleSearchQueryOptions(q.trim()), enabled: q.trim() !== '' });
