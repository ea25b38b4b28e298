import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignPreview } from '../../../../shared/contract/campaigns';
import { apiJson } from '../../../lib/api-request';

const previewUrl = (id: string, email: string) =>
  `/api/admin/campaigns/${encodeURIComponent(id)}/preview?email=${encodeURIComponent(email)}`;

/** GET /api/admin/campaigns/{id}/preview?email=: the e-mail as that recipient would get it now. */
export const getCampaignPreview = (id: string, email: string, signal?: AbortSignal) =>
  apiJson<CampaignPreview>('GET', previewUrl(id, email), undefined, { signal });

export function campaignPreviewQueryOptions(id: string, email: string) {
  return queryOptions({ queryKey: [previewUrl(id, email)], queryFn: ({ signal }) => getCampaignPreview(id, email, signal) });
}

/** Reads nothing until a recipient is chosen (`email` null). */
export const useCampaignPreview = (id: string, email: string | null) =>
  useQuery({ ...campaignPreviewQueryOptions(id, email ?? ''), enabled: email !== null });
