import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { listOwnWaitlistEntries, ownWaitlistEntrySchema } from '../../../../shared/contract/waitlist';
import { callOperation, callUrl } from '../../../lib/api/call-operation';
import type { WaitlistEntry } from '../onboarding-draft';

const waitlistSchema = z.array(ownWaitlistEntrySchema);

/**
 * The signed-in speaker's own waitlist entry (the server answers with at most that one). Only a
 * prefill: any failure, or an answer of another shape, means "nothing to prefill". The server
 * refuses a speaker whose e-mail is not confirmed yet (403 EMAIL_NOT_VERIFIED), so the step asks
 * only once it is (`enabled`).
 */
export async function getOwnWaitlistEntries(signal?: AbortSignal): Promise<WaitlistEntry[]> {
  try {
    const parsed = waitlistSchema.safeParse(await callOperation(listOwnWaitlistEntries, {}, { signal }));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function ownWaitlistEntriesQueryOptions() {
  // Not the admin's list of the whole waitlist, which must never share this cache entry.
  return queryOptions({
    queryKey: [callUrl(listOwnWaitlistEntries, {})] as const,
    queryFn: ({ signal }) => getOwnWaitlistEntries(signal),
  });
}

export const useWaitlistEntries = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...ownWaitlistEntriesQueryOptions(), enabled: options.enabled ?? true });
