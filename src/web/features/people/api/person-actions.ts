import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadStatus } from '../../../../shared/contract/owner-leads';
import type { SendPersonMessage } from '../../../../shared/contract/people';
import { apiJson } from '../../../lib/api-request';
import { ownerLeadsKey } from '../../../lib/api/get-owner-leads';
import { personKey } from './get-person';

const base = (id: string) => `/api/admin/people/${encodeURIComponent(id)}`;

/** POST /api/admin/people/{id}/notes */
export const addPersonNote = (id: string, text: string) =>
  apiJson<{ id: number; text: string; createdAt: string }>('POST', `${base(id)}/notes`, { text });

/** PUT /api/admin/people/{id}/lead-status: every request of the person in the leads inbox. */
export const setPersonLeadStatus = (id: string, status: LeadStatus) =>
  apiJson<{ leadStatus: LeadStatus }>('PUT', `${base(id)}/lead-status`, { status });

/** POST /api/admin/people/{id}/messages: a one-off e-mail from the owner. */
export const sendPersonMessage = (id: string, message: SendPersonMessage) =>
  apiJson<{ id: number; to: string; replyTo: string; status: 'queued' | 'outbox' }>('POST', `${base(id)}/messages`, message);

/** A change to the person, after which their record (and the inbox, for a status) is read again. */
function usePersonMutation<A, R>(id: string, fn: (arg: A) => Promise<R>, alsoRefresh: readonly unknown[][] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: personKey(id) });
      for (const key of alsoRefresh) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export const useAddPersonNote = (id: string) => usePersonMutation(id, (text: string) => addPersonNote(id, text));
export const useSetPersonLeadStatus = (id: string) =>
  usePersonMutation(id, (status: LeadStatus) => setPersonLeadStatus(id, status), [[...ownerLeadsKey]]);
export const useSendPersonMessage = (id: string) => usePersonMutation(id, (message: SendPersonMessage) => sendPersonMessage(id, message));
