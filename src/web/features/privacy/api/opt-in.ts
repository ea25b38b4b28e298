import { useMutation } from '@tanstack/react-query';
import type { OptInResponse } from '../../../../shared/contract/privacy';
import { apiJson } from '../../../lib/api-request';
import { OPT_IN_URL } from './get-opt-in-link';

/** POST /api/privacy/opt-in: opts the link's address back into what it names. */
export const optIn = (token: string) => apiJson<OptInResponse>('POST', OPT_IN_URL, { token });

export const useOptIn = (token: string) => useMutation({ mutationFn: () => optIn(token) });
