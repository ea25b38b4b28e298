import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateOwnerLead as updateOwnerLeadOperation, type LeadStatus, type OwnerLead } from '../../../../shared/contract/owner-leads';
import { callOperation } from '../../../lib/api/call-operation';
import { ownerLeadsKey } from '../../../lib/api/get-owner-leads';

export interface OwnerLeadChange {
  status?: LeadStatus;
  note?: string;
}

/** A lead's status or note. */
export const updateOwnerLead = (id: number, change: OwnerLeadChange) =>
  callOperation(updateOwnerLeadOperation, { params: { id }, body: change });

/** Saves a change to one lead, then reads every filtered list again. */
export function useUpdateOwnerLead(id: number, options: { onSuccess?: (lead: OwnerLead) => void; onError?: (err: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OwnerLeadChange) => updateOwnerLead(id, change),
    onSuccess: (lead) => {
      options.onSuccess?.(lead);
      void queryClient.invalidateQueries({ queryKey: ownerLeadsKey });
    },
    onError: options.onError,
  });
}
