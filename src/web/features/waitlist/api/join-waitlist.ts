import { useMutation } from '@tanstack/react-query';
import { joinWaitlistOperation, type JoinWaitlist } from '../../../../shared/contract/waitlist';
import { callOperation } from '../../../lib/api/call-operation';

const WAITLIST_TIMEOUT_MS = 10_000;

export const joinWaitlist = (body: JoinWaitlist) =>
  // Joining is one small write: after this long without an answer the page says the connection failed.
  callOperation(joinWaitlistOperation, { body }, { timeoutMs: WAITLIST_TIMEOUT_MS });

export const useJoinWaitlist = () => useMutation({ mutationFn: joinWaitlist });
