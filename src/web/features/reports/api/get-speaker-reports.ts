import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSpeakerReports } from '../../../../shared/contract/reports';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** The speaker's own reports. */
export const getSpeakerReports = (signal?: AbortSignal) => callOperation(listSpeakerReports, {}, { signal });

export function speakerReportsQueryOptions() {
  return queryOptions({ queryKey: [callUrl(listSpeakerReports, {})] as const, queryFn: ({ signal }) => getSpeakerReports(signal) });
}

export const useSpeakerReports = () => useQuery(speakerReportsQueryOptions());
