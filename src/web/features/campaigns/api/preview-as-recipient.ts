import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCampaignPreview } from '../../../../shared/contract/campaigns';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** The e-mail as that recipient would get it now. */
export function campaignPreviewQueryOptions(id: string, email: string) {
  const input = { params: { id }, query: { email } };
  return queryOptions({
    queryKey: [callUrl(getCampaignPreview, input)],
    queryFn: ({ signal }) => callOperation(getCampaignPreview, input, { signal }),
  });
}

/** Reads nothing until a recipient is chosen (`email` null). */
export const useCampaignPreview = (id: string, email: string | null) =>
  useQuery({ ...campaignPreviewQueryOptions(id, email ?? ''), enabled: email !== null });
