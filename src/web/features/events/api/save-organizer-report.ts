import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizerReport, OrganizerReportSettings, OrganizerReportState } from '../../../../shared/contract/organizer-report';
import { apiJson } from '../../../lib/api-request';
import { organizerReportKey, organizerReportUrl } from './get-organizer-report';

/** PUT /api/speaker-admin/events/{id}/organizer-report: the report's note, testimonials and expiry; the link stays. */
export const saveOrganizerReport = (eventId: number, settings: OrganizerReportSettings) =>
  apiJson<OrganizerReport>('PUT', organizerReportUrl(eventId), settings);

export function useSaveOrganizerReport(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: OrganizerReportSettings) => saveOrganizerReport(eventId, settings),
    onSuccess: (report) =>
      queryClient.setQueryData<OrganizerReportState>(organizerReportKey(eventId), (state) => (state ? { ...state, report } : state)),
  });
}
