import { useMutation } from '@tanstack/react-query';
import { requestPasswordResetOperation } from '../../../../shared/contract/auth';
import type { OperationInput } from '../../../../shared/contract/operation';
import { callOperation } from '../../../lib/api/call-operation';

/** E-mails a reset link to the address, if it has an account. */
export const requestPasswordReset = (body: OperationInput<typeof requestPasswordResetOperation>['body']) =>
  callOperation(requestPasswordResetOperation, { body });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
