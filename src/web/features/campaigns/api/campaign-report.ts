import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCampaignReport } from '../../../../shared/contract/campaigns';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** What became of a sent campaign's messages. */

export function campaignReportQueryOptions(id: string) {
  const input = { params: { id } };
  return queryOptions({
    queryKey: [callUrl(getCampaignReport, input)],
    queryFn: ({ signal }) => callOperation(getCampaignReport, input, { signal }),
  });
}

export const useCampaignReport = (id: string) => useQuery(campaignReportQueryOptions(id));
