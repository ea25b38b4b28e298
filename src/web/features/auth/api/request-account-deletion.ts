import { useMutation } from '@tanstack/react-query';
import { requestAccountDeletionOperation } from '../../../../shared/contract/auth';
import type { OperationInput } from '../../../../shared/contract/operation';
import { callOperation } from '../../../lib/api/call-operation';

/** E-mails the link that deletes the account (the current password again). */
export const requestAccountDeletion = (body: OperationInput<typeof requestAccountDeletionOperation>['body']) =>
  callOperation(requestAccountDeletionOperation, { body });

export const useRequestAccountDeletion = () => useMutation({ mutationFn: requestAccountDeletion });
