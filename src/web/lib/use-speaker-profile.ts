import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpeakerProfile } from '../../shared/contract/profile';
import { apiJson, errorCodeOf } from './api-request';

export const speakerProfileQueryKey = ['/api/speaker-admin/profile'] as const;

/**
 * GET /api/speaker-admin/profile: the signed-in speaker's profile; null when they have not saved one
 * yet (the server answers null) or nobody is signed in (401).
 */
export async function getSpeakerProfile(signal?: AbortSignal): Promise<SpeakerProfile | null> {
  try {
    return await apiJson<SpeakerProfile>('GET', speakerProfileQueryKey[0], undefined, { signal });
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
