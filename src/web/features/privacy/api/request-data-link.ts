import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { dataRequestAcceptedSchema, dataRequestSchema } from '../../../../shared/contract/data-requests';
import { apiJson } from '../../../lib/api-request';

/** POST /api/privacy/data-request: e-mails the address a link to download or erase what is held under it. */
export const requestDataLink = (body: z.input<typeof dataRequestSchema>) =>
  apiJson<z.infer<typeof dataRequestAcceptedSchema>>('POST', '/api/public/privacy/data-request', body);

export const useRequestDataLink = () => useMutation({ mutationFn: requestDataLink });
