import { useQuery } from '@tanstack/react-query';
import type { SpeakerProfile } from '../../shared/contract/profile';
import { apiRequest, statusFromApiError } from './api-request';

export const speakerProfileQueryKey = ['/api/speaker-admin/profile'] as const;

/**
 * The signed-in speaker's profile; null when they have not finished onboarding yet (the server
 * answers 404) or nobody is signed in (401).
 */
export function useSpeakerProfile(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: speakerProfileQueryKey,
    enabled: options.enabled ?? true,
    queryFn: async (): Promise<SpeakerProfile | null> => {
      try {
        const res = await apiRequest('GET', speakerProfileQueryKey[0]);
        return (await res.json()) as SpeakerProfile;
      } catch (err) {
        const status = statusFromApiError(err);
        if (status === 401 || status === 404) return null;
        throw err;
      }
    },
  });
}
