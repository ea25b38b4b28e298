import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDataExport as getDataExportOperation, getDataExportCsv } from '../../../../shared/contract/admin-console';
import type { ExportListKey } from '../../../../shared/domain/admin-console';
import { apiRequest } from '../../../lib/api-request';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** The owner's six lists, each with its rows. */
export const getDataExport = (signal?: AbortSignal) => callOperation(getDataExportOperation, {}, { signal });

export function dataExportQueryOptions() {
  return queryOptions({ queryKey: [callUrl(getDataExportOperation, {})] as const, queryFn: ({ signal }) => getDataExport(signal) });
}

export const useDataExport = () => useQuery(dataExportQueryOptions());

/** One list as a CSV file: the response itself, so the page can name the download as the server does. */
export const getExportCsv = (list: ExportListKey) => apiRequest(getDataExportCsv.method, callUrl(getDataExportCsv, { params: { list } }));
