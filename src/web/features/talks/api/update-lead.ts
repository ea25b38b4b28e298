import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listBookingLeads } from '../../../../shared/contract/booking-leads';
import { updateLead, type UpdateLead } from '../../../../shared/contract/lead-follow-up';
import { callOperation } from '../../../lib/api/call-operation';
import { isTalkResponsesKey } from './get-event-responses';

/** Saves a lead's status, note and reminder day on the server. */
export const saveLeadFollowUp = (responseId: number, body: UpdateLead) => callOperation(updateLead, { params: { responseId }, body });

export function useSaveLeadFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ responseId, body }: { responseId: number; body: UpdateLead }) => saveLeadFollowUp(responseId, body),
    // The lists that show a follow-up read it again: the booking leads (whatever their filter) and a talk's answers,
    // where its hot leads' follow-ups are read.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => {
          const key = query.queryKey[0];
          return typeof key === 'string' && (key.startsWith(listBookingLeads.path) || isTalkResponsesKey(key));
        },
      }),
  });
}
