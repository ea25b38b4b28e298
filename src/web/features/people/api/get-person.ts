import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Person } from '../../../../shared/contract/people';
import { apiJson } from '../../../lib/api-request';

/** The key the person's record sits under; a note, a status or a message reads it again. */
export const personKey = (id: string) => ['/api/admin/people', id] as const;

/** GET /api/admin/people/{id}: the person's name, where it came from, and their timeline. */
export const getPerson = (id: string, signal?: AbortSignal) =>
  apiJson<Person>('GET', `/api/admin/people/${encodeURIComponent(id)}`, undefined, { signal });

export const personQueryOptions = (id: string) => queryOptions({ queryKey: personKey(id), queryFn: ({ signal }) => getPerson(id, signal) });

export const usePerson = (id: string) => useQuery(personQueryOptions(id));
