import { useMutation } from '@tanstack/react-query';
import type { JoinWaitlist, JoinWaitlistResponse } from '../../../shared/contract/waitlist';
import { apiRequest } from '../../lib/api-request';

export const JOIN_WAITLIST_URL = '/api/waitlist';

export async function joinWaitlist(body: JoinWaitlist): Promise<JoinWaitlistResponse> {
  const res = await apiRequest('POST', JOIN_WAITLIST_URL, body);
  return (await res.json()) as JoinWaitlistResponse;
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
