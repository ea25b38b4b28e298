import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOrganizerReport, type OrganizerReportState } from '../../../../shared/contract/organizer-report';
import { callOperation } from '../../../lib/api/call-operation';
import { organizerReportKey } from './get-organizer-report';

/** Revokes the talk's report: both links answer 404 from now on. No JSON answer. */
export const revokeOrganizerReport = (eventId: number) => callOperation(deleteOrganizerReport, { params: { id: eventId } });

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
