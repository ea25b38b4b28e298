import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLinkedinProfiles } from '../../../shared/contract/public-misc';
import { callOperation, callUrl } from './call-operation';

/** The owner's list of what /share-excitement collected. */
export const getLinkedinProfiles = (signal?: AbortSignal) => callOperation(listLinkedinProfiles, {}, { signal });

export function linkedinProfilesQueryOptions() {
  return queryOptions({ queryKey: [callUrl(listLinkedinProfiles, {})] as const, queryFn: ({ signal }) => getLinkedinProfiles(signal) });
}

export const useLinkedinProfiles = () => useQuery(linkedinProfilesQueryOptions());
