import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ApproveCampaignResponse,
  editThankYouEmailSchema,
  SendThankYouEmail,
  ThankYouEmail,
} from '../../../../shared/contract/campaigns';
import { apiJson } from '../../../lib/api-request';
import { whileDelivering } from './delivery-poll';

const thankYouEmailUrl = (emailId: string) => `/api/speaker-admin/email-approval/${encodeURIComponent(emailId)}`;
const thankYouEmailKey = (emailId: string) => [thankYouEmailUrl(emailId)] as const;

/** GET /api/speaker-admin/email-approval/{emailId}: the speaker's thank-you e-mail before and after sending. */
export const getThankYouEmail = (emailId: string, signal?: AbortSignal) =>
  apiJson<ThankYouEmail>('GET', thankYouEmailUrl(emailId), undefined, { signal });

export function thankYouEmailQueryOptions(emailId: string) {
  return queryOptions({
    queryKey: thankYouEmailKey(emailId),
    queryFn: ({ signal }) => getThankYouEmail(emailId, signal),
    refetchInterval: (q) => whileDelivering(q.state.data),
  });
}

export const useThankYouEmail = (emailId: string) => useQuery(thankYouEmailQueryOptions(emailId));

type ThankYouEmailEdit = z.input<typeof editThankYouEmailSchema>;

/** PATCH /api/speaker-admin/email-approval/{emailId}: the speaker's edits before approval. */
export const updateThankYouEmail = (emailId: string, edit: ThankYouEmailEdit) =>
  apiJson<ThankYouEmail>('PATCH', thankYouEmailUrl(emailId), edit);

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

/** POST /api/speaker-admin/email-approval/{emailId}/send: approves the e-mail as shown (subject, words, ticked attendees); delivery follows in the background. */
export const sendThankYouEmail = (emailId: string, shown: SendThankYouEmail) =>
  apiJson<ApproveCampaignResponse>('POST', `${thankYouEmailUrl(emailId)}/send`, shown);

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
