import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordResetRequestSchema, PendingEmailResponse } from '../../../../shared/contract/auth';
import { apiPaths } from '../../../lib/api-paths';
import { apiJson } from '../../../lib/api-request';

/** POST /api/speaker/password-reset: e-mails a reset link to the address, if it has an account. */
export const requestPasswordReset = (body: z.input<typeof passwordResetRequestSchema>) =>
  apiJson<PendingEmailResponse>('POST', apiPaths.passwordReset, body);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
