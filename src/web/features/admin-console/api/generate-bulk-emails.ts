import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBulkCampaign, type GenerateBulkEmails, type GenerateBulkEmailsResponse } from '../../../../shared/contract/campaigns';
import { callOperation } from '../../../lib/api/call-operation';
import { invalidateCampaignLists } from '../../../lib/api/campaign-lists';

/** The e-mails for a group, saved as a pending campaign when asked. */
export const generateBulkEmails = (body: GenerateBulkEmails) => callOperation(createBulkCampaign, { body });

/** Generates the e-mails; a saved draft joins the campaign lists and the approvals waiting. */
export function useGenerateBulkEmails(options: {
  onSuccess: (data: GenerateBulkEmailsResponse, body: GenerateBulkEmails) => unknown;
  onError: (err: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateBulkEmails,
    onSuccess: (data, body) => {
      if (body.saveAsDraft && data.campaign) invalidateCampaignLists(queryClient);
      return options.onSuccess(data, body);
    },
    onError: options.onError,
  });
}
