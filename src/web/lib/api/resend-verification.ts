import { useMutation } from '@tanstack/react-query';
import type { PendingEmailResponse } from '../../../shared/contract/auth';
import { apiPaths } from '../api-paths';
import { apiJson } from '../api-request';

/** POST /api/speaker/resend-verification: the confirmation link again, to the account's own address. */
export const resendVerification = () => apiJson<PendingEmailResponse>('POST', apiPaths.resendVerification);

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
