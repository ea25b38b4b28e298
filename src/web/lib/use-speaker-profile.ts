import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile } from '../../shared/contract/profile';
import { errorCodeOf } from './api-request';
import { callOperation, callUrl } from './api/call-operation';

export const speakerProfileQueryKey = [callUrl(getProfile, {})] as const;

/**
 * The signed-in speaker's profile; null when they have not saved one yet (the server answers null)
 * or nobody is signed in (401).
 */
export async function getSpeakerProfile(signal?: AbortSignal) {
  try {
    return await callOperation(getProfile, {}, { signal });
  } catch (err) {
    const code = errorCodeOf(err);
    if (code === 'UNAUTHORIZED' || code === 'NOT_FOUND') return null;
    throw err;
  }
}

export function speakerProfileQueryOptions() {
  return queryOptions({ queryKey: speakerProfileQueryKey, queryFn: ({ signal }) => getSpeakerProfile(signal) });
}

export function useSpeakerProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...speakerProfileQueryOptions(), enabled: options.enabled ?? true });
}
