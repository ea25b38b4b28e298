import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changeEmailSchema, PendingEmailResponse } from '../../../../shared/contract/auth';
import { apiPaths } from '../../../lib/api-paths';
import { apiJson } from '../../../lib/api-request';

/** POST /api/speaker/change-email: the new address takes over once its link is followed. */
export const changeEmail = (body: z.input<typeof changeEmailSchema>) => apiJson<PendingEmailResponse>('POST', apiPaths.changeEmail, body);

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
