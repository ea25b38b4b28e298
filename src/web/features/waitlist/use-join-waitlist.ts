import { useMutation } from '@tanstack/react-query';
import type { JoinWaitlist, JoinWaitlistResponse } from '../../../shared/contract/waitlist';
import { apiRequest } from '../../lib/api-request';

export const JOIN_WAITLIST_URL = '/api/waitlist';

export const WAITLIST_TIMEOUT_MS = 10_000;

export async function joinWaitlist(body: JoinWaitlist): Promise<JoinWaitlistResponse> {
  // Joining is one small write: after this long without an answer the page says the connection failed.
  const res = await apiRequest('POST', JOIN_WAITLIST_URL, body, { timeoutMs: WAITLIST_TIMEOUT_MS });
  return (await res.json()) as JoinWaitlistResponse;
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
