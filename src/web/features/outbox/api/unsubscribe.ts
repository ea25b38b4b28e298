import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeResult } from '../../../../shared/contract/outbox';
import { apiJson } from '../../../lib/api-request';

/** POST /api/unsubscribe: the address and its signature from the e-mail's link; no session needed. */
export const unsubscribe = (body: { email: string; token: string }) => apiJson<UnsubscribeResult>('POST', '/api/public/unsubscribe', body);

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
