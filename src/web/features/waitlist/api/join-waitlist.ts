import { useMutation } from '@tanstack/react-query';
import type { JoinWaitlist, JoinWaitlistResponse } from '../../../../shared/contract/waitlist';
import { apiJson } from '../../../lib/api-request';

const WAITLIST_TIMEOUT_MS = 10_000;

/** POST /api/waitlist. */
export const joinWaitlist = (body: JoinWaitlist) =>
  // Joining is one small write: after this long without an answer the page says the connection failed.
  apiJson<JoinWaitlistResponse>('POST', '/api/public/waitlist', body, { timeoutMs: WAITLIST_TIMEOUT_MS });

export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist });
