import { useMutation } from '@tanstack/react-query';
import type { OptOut, OptOutResponse } from '../../../shared/contract/privacy';
import { apiRequest } from '../../lib/api-request';

export const OPT_OUT_URL = '/api/privacy/opt-out';

export async function submitOptOut(body: OptOut): Promise<OptOutResponse> {
  const res = await apiRequest('POST', OPT_OUT_URL, body);
  return (await res.json()) as OptOutResponse;
}

export function useOptOut() {
  return useMutation({ mutationFn: submitOptOut });
}
