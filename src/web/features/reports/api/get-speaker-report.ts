import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportsApi, type SpeakerReportDetail } from '../../../../shared/contract/reports';
import { apiJson } from '../../../lib/api-request';

/** GET /api/speaker-admin/assessment-reports/{id}: one of the speaker's reports. */
export const getSpeakerReport = (id: number, signal?: AbortSignal) =>
  apiJson<SpeakerReportDetail>('GET', reportsApi.speakerDetail(id), undefined, { signal });

export function speakerReportQueryOptions(id: number) {
  return queryOptions({ queryKey: [reportsApi.speakerDetail(id)] as const, queryFn: ({ signal }) => getSpeakerReport(id, signal) });
}

export const useSpeakerReport = (id: number | null) => useQuery({ ...speakerReportQueryOptions(id ?? 0), enabled: id !== null });
