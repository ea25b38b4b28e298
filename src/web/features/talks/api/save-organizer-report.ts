import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateOrganizerReport,
  type OrganizerReportSettings,
  type OrganizerReportState,
} from '../../../../shared/contract/organizer-report';
import { callOperation } from '../../../lib/api/call-operation';
import { organizerReportKey } from './get-organizer-report';

/** The report's note, testimonials and expiry; the link stays. */
export const saveOrganizerReport = (eventId: number, settings: OrganizerReportSettings) =>
  callOperation(updateOrganizerReport, { params: { id: eventId }, body: settings });

export function useSaveOrganizerReport(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: OrganizerReportSettings) => saveOrganizerReport(eventId, settings),
    onSuccess: (report) =>
      queryClient.setQueryData<OrganizerReportState>(organizerReportKey(eventId), (state) => (state ? { ...state, report } : state)),
  });
}
