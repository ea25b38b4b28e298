import { useMutation } from '@tanstack/react-query';
import type { OptOut, OptOutResponse } from '../../../../shared/contract/privacy';
import { apiJson } from '../../../lib/api-request';

/** POST /api/privacy/opt-out: what an address no longer wants. */
export const submitOptOut = (body: OptOut) => apiJson<OptOutResponse>('POST', '/api/public/privacy/opt-out', body);

export const useOptOut = () => useMutation({ mutationFn: submitOptOut });
