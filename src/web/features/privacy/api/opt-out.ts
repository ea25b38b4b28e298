import { useMutation } from '@tanstack/react-query';
import { recordOptOut, type OptOut } from '../../../../shared/contract/privacy';
import { callOperation } from '../../../lib/api/call-operation';

/** What an address no longer wants. */
export const submitOptOut = (body: OptOut) => callOperation(recordOptOut, { body });

export const useOptOut = () => useMutation({ mutationFn: submitOptOut });
