import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPerson as getPersonOperation } from '../../../../shared/contract/people';
import { callOperation } from '../../../lib/api/call-operation';

/** The key the person's record sits under; a note, a status or a message reads it again. */
export const personKey = (id: string) => [getPersonOperation.path, id] as const;

/** The person's name, where it came from, and their timeline. */
export const getPerson = (id: string, signal?: AbortSignal) => callOperation(getPersonOperation, { params: { id } }, { signal });

export const personQueryOptions = (id: string) => queryOptions({ queryKey: personKey(id), queryFn: ({ signal }) => getPerson(id, signal) });

export const usePerson = (id: string) => useQuery(personQueryOptions(id));
