import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerLeadsResponse } from '../../../shared/contract/owner-leads';
import { apiJson } from '../api-request';

/** The inbox's filters; an empty value means every kind or status. */
export interface OwnerLeadsFilter {
  kind: string;
  status: string;
}

const BASE = '/api/admin/leads';

function filterQuery({ kind, status }: OwnerLeadsFilter): string {
  const query = new URLSearchParams({ ...(kind ? { kind } : {}), ...(status ? { status } : {}) });
  return query.size ? `?${query}` : '';
}

/** GET /api/admin/leads/export.csv with the same filters: a download link, not a query. */
export const ownerLeadsCsvUrl = (filter: OwnerLeadsFilter) => `${BASE}/export.csv${filterQuery(filter)}`;

/** The key every list of the inbox sits under, whatever its filters (a saved lead refreshes them all). */
export const ownerLeadsKey = [BASE] as const;

/** GET /api/admin/leads: the owner's inbox, filtered. */
export const getOwnerLeads = (filter: OwnerLeadsFilter, signal?: AbortSignal) =>
  apiJson<OwnerLeadsResponse>('GET', `${BASE}${filterQuery(filter)}`, undefined, { signal });

export function ownerLeadsQueryOptions(filter: OwnerLeadsFilter) {
  return queryOptions({
    queryKey: [...ownerLeadsKey, filter] as const,
    queryFn: ({ signal }) => getOwnerLeads(filter, signal),
    // New requests arrive while the owner reads; deadlines are counted from the last refresh.
    refetchInterval: 60_000,
  });
}

export const useOwnerLeads = (filter: OwnerLeadsFilter) => useQuery(ownerLeadsQueryOptions(filter));
