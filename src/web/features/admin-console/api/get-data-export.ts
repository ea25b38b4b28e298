import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataExport } from '../../../../shared/contract/admin-console';
import type { ExportListKey } from '../../../../shared/domain/admin-console';
import { apiJson, apiRequest } from '../../../lib/api-request';

const DATA_EXPORT_URL = '/api/admin/data-export';

/** GET /api/admin/data-export: the owner's six lists, each with its rows. */
export const getDataExport = (signal?: AbortSignal) => apiJson<DataExport>('GET', DATA_EXPORT_URL, undefined, { signal });

export function dataExportQueryOptions() {
  return queryOptions({ queryKey: [DATA_EXPORT_URL] as const, queryFn: ({ signal }) => getDataExport(signal) });
}

export const useDataExport = () => useQuery(dataExportQueryOptions());

/** GET /api/admin/data-export/{list}/csv: one list as a CSV file (the answer is the file, not JSON). */
export const getExportCsv = (list: ExportListKey) => apiRequest('GET', `${DATA_EXPORT_URL}/${list}/csv`);
