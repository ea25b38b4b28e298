import { useMutation } from '@tanstack/react-query';
import { changePasswordOperation } from '../../../../shared/contract/auth';
import type { OperationInput } from '../../../../shared/contract/operation';
import { callOperation } from '../../../lib/api/call-operation';

/** Every other device is signed out once the password has changed. */
export const changePassword = (body: OperationInput<typeof changePasswordOperation>['body']) =>
  callOperation(changePasswordOperation, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
