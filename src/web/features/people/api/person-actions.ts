import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadStatus } from '../../../../shared/contract/owner-leads';
import {
  addPersonNote as addPersonNoteOperation,
  sendPersonMessage as sendPersonMessageOperation,
  setPersonLeadStatus as setPersonLeadStatusOperation,
  type SendPersonMessage,
} from '../../../../shared/contract/people';
import { callOperation } from '../../../lib/api/call-operation';
import { ownerLeadsKey } from '../../../lib/api/get-owner-leads';
import { personKey } from './get-person';

export const addPersonNote = (id: string, text: string) => callOperation(addPersonNoteOperation, { params: { id }, body: { text } });

/** Every request of the person in the leads inbox. */
export const setPersonLeadStatus = (id: string, status: LeadStatus) =>
  callOperation(setPersonLeadStatusOperation, { params: { id }, body: { status } });

/** A one-off e-mail from the owner. */
export const sendPersonMessage = (id: string, message: SendPersonMessage) =>
  callOperation(sendPersonMessageOperation, { params: { id }, body: message });

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
