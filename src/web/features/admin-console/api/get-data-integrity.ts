import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataIntegrityReportResponse } from '../../../../shared/contract/admin-console';
import { apiJson } from '../../../lib/api-request';

const DATA_INTEGRITY_URL = '/api/admin/data-integrity/check';

/** GET /api/admin/data-integrity/check: duplicates, missing names and unmatched e-mails across the lists. */
export const getDataIntegrity = (signal?: AbortSignal) =>
  apiJson<DataIntegrityReportResponse>('GET', DATA_INTEGRITY_URL, undefined, { signal });

export function dataIntegrityQueryOptions() {
  return queryOptions({ queryKey: [DATA_INTEGRITY_URL] as const, queryFn: ({ signal }) => getDataIntegrity(signal) });
}

export const useDataIntegrity = () => useQuery(dataIntegrityQueryOptions());
