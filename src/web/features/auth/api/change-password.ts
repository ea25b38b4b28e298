import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordSchema, PendingEmailResponse } from '../../../../shared/contract/auth';
import { apiPaths } from '../../../lib/api-paths';
import { apiJson } from '../../../lib/api-request';

/** POST /api/speaker/change-password. */
export const changePassword = (body: z.input<typeof changePasswordSchema>) =>
  apiJson<PendingEmailResponse>('POST', apiPaths.changePassword, body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
