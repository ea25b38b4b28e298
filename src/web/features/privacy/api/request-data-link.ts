import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { requestPersonData, type dataRequestSchema } from '../../../../shared/contract/data-requests';
import { callOperation } from '../../../lib/api/call-operation';

/** E-mails the address a link to download or erase what is held under it. */
export const requestDataLink = (body: z.input<typeof dataRequestSchema>) => callOperation(requestPersonData, { body });

export const useRequestDataLink = () => useMutation({ mutationFn: requestDataLink });
