import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSpeakerReport as getSpeakerReportOperation } from '../../../../shared/contract/reports';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** One of the speaker's reports. */
export const getSpeakerReport = (id: number, signal?: AbortSignal) =>
  callOperation(getSpeakerReportOperation, { params: { id } }, { signal });

export function speakerReportQueryOptions(id: number) {
  return queryOptions({
    queryKey: [callUrl(getSpeakerReportOperation, { params: { id } })] as const,
    queryFn: ({ signal }) => getSpeakerReport(id, signal),
  });
}

export const useSpeakerReport = (id: number | null) => useQuery({ ...speakerReportQueryOptions(id ?? 0), enabled: id !== null });
