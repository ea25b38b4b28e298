import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignReport } from '../../../../shared/contract/campaigns';
import { apiJson } from '../../../lib/api-request';

const reportUrl = (id: string) => `/api/admin/campaigns/${encodeURIComponent(id)}/report`;

/** GET /api/admin/campaigns/{id}/report: what became of a sent campaign's messages. */
export const getCampaignReport = (id: string, signal?: AbortSignal) => apiJson<CampaignReport>('GET', reportUrl(id), undefined, { signal });

export function campaignReportQueryOptions(id: string) {
  return queryOptions({ queryKey: [reportUrl(id)], queryFn: ({ signal }) => getCampaignReport(id, signal) });
}

export const useCampaignReport = (id: string) => useQuery(campaignReportQueryOptions(id));
