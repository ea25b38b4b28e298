import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerLeadsResponse } from '../../../../shared/contract/owner-leads';
import { apiJson } from '../../../lib/api-request';

const OWNER_LEADS_URL = '/api/admin/leads';

/** GET /api/admin/leads?status=new: the leads inbox's new requests. */
export const getNewLeads = (signal?: AbortSignal) =>
  apiJson<OwnerLeadsResponse>('GET', `${OWNER_LEADS_URL}?status=new`, undefined, { signal });

export function newLeadsCountQueryOptions() {
  return queryOptions({
    // Under the inbox's key, so a lead saved in the inbox refreshes the count too.
    queryKey: [OWNER_LEADS_URL, { status: 'new' }] as const,
    queryFn: ({ signal }) => getNewLeads(signal),
    select: (leads) => leads.newCounts.total,
  });
}

export const useNewLeadsCount = () => useQuery(newLeadsCountQueryOptions());
