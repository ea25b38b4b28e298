import { useMutation } from '@tanstack/react-query';
import { changeEmailOperation } from '../../../../shared/contract/auth';
import type { OperationInput } from '../../../../shared/contract/operation';
import { callOperation } from '../../../lib/api/call-operation';

/** The new address takes over once its link is followed. */
export const changeEmail = (body: OperationInput<typeof changeEmailOperation>['body']) => callOperation(changeEmailOperation, { body });

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
