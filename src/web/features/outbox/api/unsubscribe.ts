import { useMutation } from '@tanstack/react-query';
import { createUnsubscription } from '../../../../shared/contract/outbox';
import { callOperation } from '../../../lib/api/call-operation';

/** The address and its signature from the e-mail's link, sent as the link carries them; no session needed. */
export const unsubscribe = (link: { email: string; token: string }) => callOperation(createUnsubscription, { query: link });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
