import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportsApi, type SpeakerReportList } from '../../../../shared/contract/reports';
import { apiJson } from '../../../lib/api-request';

/** GET /api/speaker-admin/assessment-reports: the speaker's own reports. */
export const getSpeakerReports = (signal?: AbortSignal) => apiJson<SpeakerReportList>('GET', reportsApi.speakerList, undefined, { signal });

export function speakerReportsQueryOptions() {
  return queryOptions({ queryKey: [reportsApi.speakerList] as const, queryFn: ({ signal }) => getSpeakerReports(signal) });
}

export const useSpeakerReports = () => useQuery(speakerReportsQueryOptions());
