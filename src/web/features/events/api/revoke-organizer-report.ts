import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizerReportState } from '../../../../shared/contract/organizer-report';
import { apiRequest } from '../../../lib/api-request';
import { organizerReportKey, organizerReportUrl } from './get-organizer-report';

/** DELETE /api/speaker-admin/events/{id}/organizer-report: both links answer 404 from now on. No JSON answer. */
export const revokeOrganizerReport = (eventId: number) => apiRequest('DELETE', organizerReportUrl(eventId));

export function useRevokeOrganizerReport(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeOrganizerReport(eventId),
    onSuccess: async () => {
      queryClient.setQueryData<OrganizerReportState>(organizerReportKey(eventId), (state) => (state ? { ...state, report: null } : state));
      await queryClient.invalidateQueries({ queryKey: organizerReportKey(eventId) });
    },
  });
}
