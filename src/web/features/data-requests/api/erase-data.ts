import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { dataRequestErasedSchema } from '../../../../shared/contract/data-requests';
import { apiJson } from '../../../lib/api-request';
import { dataRequestUrl } from './get-data-request';

/** POST /api/privacy/data-request/{token}/erase: erases everything held about the link's address. */
export const eraseData = (token: string) => apiJson<z.infer<typeof dataRequestErasedSchema>>('POST', `${dataRequestUrl(token)}/erase`);

export const useEraseData = (token: string, options: { onSettled?: () => void } = {}) =>
  useMutation({ mutationFn: () => eraseData(token), onSettled: options.onSettled });
