import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDataIntegrityReport } from '../../../../shared/contract/admin-console';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** Duplicates, missing names and unmatched e-mails across the lists. */
export const getDataIntegrity = (signal?: AbortSignal) => callOperation(getDataIntegrityReport, {}, { signal });

export function dataIntegrityQueryOptions() {
  return queryOptions({ queryKey: [callUrl(getDataIntegrityReport, {})] as const, queryFn: ({ signal }) => getDataIntegrity(signal) });
}

export const useDataIntegrity = () => useQuery(dataIntegrityQueryOptions());
