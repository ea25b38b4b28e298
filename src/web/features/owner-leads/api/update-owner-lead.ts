import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadStatus, OwnerLead } from '../../../../shared/contract/owner-leads';
import { apiJson } from '../../../lib/api-request';
import { ownerLeadsKey } from '../../../lib/api/get-owner-leads';

export interface OwnerLeadChange {
  status?: LeadStatus;
  note?: string;
}

/** PATCH /api/admin/leads/{id}: a lead's status or note. */
export const updateOwnerLead = (id: number, change: OwnerLeadChange) => apiJson<OwnerLead>('PATCH', `/api/admin/leads/${id}`, change);

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
