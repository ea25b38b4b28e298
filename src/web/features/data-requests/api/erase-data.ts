import { useMutation } from '@tanstack/react-query';
import { erasePersonData } from '../../../../shared/contract/data-requests';
import { callOperation } from '../../../lib/api/call-operation';

/** Erases everything held about the link's address. */
export const eraseData = (token: string) => callOperation(erasePersonData, { params: { token } });

export const useEraseData = (token: string, options: { onSettled?: () => void } = {}) =>
  useMutation({ mutationFn: () => eraseData(token), onSettled: options.onSettled });
