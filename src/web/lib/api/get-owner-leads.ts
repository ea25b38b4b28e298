import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOwnerLeadsCsv, listOwnerLeads, type LeadKind, type LeadStatus } from '../../../shared/contract/owner-leads';
import { callOperation, callUrl } from './call-operation';

/** The inbox's filters; an empty value means every kind or status. */
export interface OwnerLeadsFilter {
  kind: string;
  status: string;
}

// The page's selects offer only the known kinds and states; the server names the field if one is not.
const filterQuery = ({ kind, status }: OwnerLeadsFilter) => ({
  ...(kind ? { kind: kind as LeadKind } : {}),
  ...(status ? { status: status as LeadStatus } : {}),
});

/** The leads CSV with the same filters: a download link, not a query. */
export const ownerLeadsCsvUrl = (filter: OwnerLeadsFilter) => callUrl(getOwnerLeadsCsv, { query: filterQuery(filter) });

/** The key every list of the inbox sits under, whatever its filters (a saved lead refreshes them all). */
export const ownerLeadsKey = [listOwnerLeads.path] as const;

/** The owner's inbox, filtered. */
export const getOwnerLeads = (filter: OwnerLeadsFilter, signal?: AbortSignal) =>
  callOperation(listOwnerLeads, { query: filterQuery(filter) }, { signal });

export function ownerLeadsQueryOptions(filter: OwnerLeadsFilter) {
  return queryOptions({
    queryKey: [...ownerLeadsKey, filter] as const,
    queryFn: ({ signal }) => getOwnerLeads(filter, signal),
    // New requests arrive while the owner reads; deadlines are counted from the last refresh.
    refetchInterval: 60_000,
  });
}

export const useOwnerLeads = (filter: OwnerLeadsFilter) => useQuery(ownerLeadsQueryOptions(filter));
