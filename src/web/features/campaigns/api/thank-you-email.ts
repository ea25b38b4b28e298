import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  approveThankYouEmail,
  getThankYouEmail as getThankYouEmailOperation,
  updateThankYouEmail as updateThankYouEmailOperation,
  type editThankYouEmailSchema,
  type SendThankYouEmail,
  type ThankYouEmail,
} from '../../../../shared/contract/campaigns';
import { callOperation, callUrl } from '../../../lib/api/call-operation';
import { whileDelivering } from './delivery-poll';

const thankYouEmailKey = (emailId: string) => [callUrl(getThankYouEmailOperation, { params: { emailId } })] as const;

/** The speaker's thank-you e-mail before and after sending. */
export const getThankYouEmail = (emailId: string, signal?: AbortSignal) =>
  callOperation(getThankYouEmailOperation, { params: { emailId } }, { signal });

export function thankYouEmailQueryOptions(emailId: string) {
  return queryOptions({
    queryKey: thankYouEmailKey(emailId),
    queryFn: ({ signal }) => getThankYouEmail(emailId, signal),
    refetchInterval: (q) => whileDelivering(q.state.data),
  });
}

export const useThankYouEmail = (emailId: string) => useQuery(thankYouEmailQueryOptions(emailId));

type ThankYouEmailEdit = z.input<typeof editThankYouEmailSchema>;

/** The speaker's edits before approval. */
export const updateThankYouEmail = (emailId: string, edit: ThankYouEmailEdit) =>
  callOperation(updateThankYouEmailOperation, { params: { emailId }, body: edit });

/** Saves the edits; the answer is the e-mail as it now stands, shown at once. */
export function useUpdateThankYouEmail(
  emailId: string,
  options: { onSuccess?: (updated: ThankYouEmail) => void; onError?: (err: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: ThankYouEmailEdit) => updateThankYouEmail(emailId, edit),
    onSuccess: (updated) => {
      queryClient.setQueryData(thankYouEmailKey(emailId), updated);
      options.onSuccess?.(updated);
    },
    onError: options.onError,
  });
}

/** Approves the e-mail as shown (subject, words, ticked attendees); delivery follows in the background. */
export const sendThankYouEmail = (emailId: string, shown: SendThankYouEmail) =>
  callOperation(approveThankYouEmail, { params: { emailId }, body: shown });

export function useSendThankYouEmail(emailId: string, options: { onSuccess?: () => void; onError?: (err: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shown: SendThankYouEmail) => sendThankYouEmail(emailId, shown),
    onSuccess: () => {
      options.onSuccess?.();
      void queryClient.invalidateQueries({ queryKey: thankYouEmailKey(emailId) });
    },
    onError: options.onError,
  });
}
