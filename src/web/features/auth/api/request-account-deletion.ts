import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deleteAccountRequestSchema, PendingEmailResponse } from '../../../../shared/contract/auth';
import { apiPaths } from '../../../lib/api-paths';
import { apiJson } from '../../../lib/api-request';

/** POST /api/speaker/delete-account: e-mails the link that deletes the account (the current password again). */
export const requestAccountDeletion = (body: z.input<typeof deleteAccountRequestSchema>) =>
  apiJson<PendingEmailResponse>('POST', apiPaths.deleteAccount, body);

export const useRequestAccountDeletion = () => useMutation({ mutationFn: requestAccountDeletion });
