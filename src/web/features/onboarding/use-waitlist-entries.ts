import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-request';
import type { WaitlistEntry } from './onboarding-draft';

const waitlistSchema = z.array(z.object({ email: z.string(), name: z.string() }));

/**
 * The signed-in speaker's own waitlist entry (the server answers with at most that one). Only a
 * prefill: any failure, or an answer of another shape, means "nothing to prefill". That includes
 * 403 EMAIL_NOT_VERIFIED: the entry is found by the account's e-mail, which a new speaker has
 * usually not confirmed yet during onboarding, and the form works the same without it.
 */
export function useWaitlistEntries() {
  return useQuery({
    // Not the bare URL: an admin's list of the whole waitlist must never share this cache entry.
    queryKey: ['/api/speaker-admin/waitlist/me'],
    queryFn: async (): Promise<WaitlistEntry[]> => {
      try {
        const res = await apiRequest('GET', '/api/speaker-admin/waitlist/me');
        const parsed = waitlistSchema.safeParse(await res.json());
        return parsed.success ? parsed.data : [];
      } catch {
        return [];
      }
    },
  });
}
