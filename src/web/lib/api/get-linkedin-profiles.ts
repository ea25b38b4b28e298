import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkedinProfile } from '../../../shared/contract/public-misc';
import { apiJson } from '../api-request';

const LINKEDIN_PROFILES_URL = '/api/admin/linkedin-profiles';

/** GET /api/admin/linkedin-profiles: the owner's list of what /share-excitement collected. */
export const getLinkedinProfiles = (signal?: AbortSignal) =>
  apiJson<LinkedinProfile[]>('GET', LINKEDIN_PROFILES_URL, undefined, { signal });

export function linkedinProfilesQueryOptions() {
  return queryOptions({ queryKey: [LINKEDIN_PROFILES_URL] as const, queryFn: ({ signal }) => getLinkedinProfiles(signal) });
}

export const useLinkedinProfiles = () => useQuery(linkedinProfilesQueryOptions());
