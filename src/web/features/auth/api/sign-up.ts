import { useMutation } from '@tanstack/react-query';
import { signUpOperation, type PendingEmailResponse, type Signup } from '../../../../shared/contract/auth';
import { callOperation } from '../../../lib/api/call-operation';

/**
 * The answer is the same whatever the address holds (a new account, a free page, an existing
 * account): what happened is e-mailed to the address, and no session is opened here.
 */
export function signUp(values: Signup): Promise<PendingEmailResponse> {
  return callOperation(signUpOperation, { body: values });
}

export function useSignUp(options: { onSuccess: (response: PendingEmailResponse) => void; onError: (err: unknown) => void }) {
  return useMutation({ mutationFn: signUp, onSuccess: options.onSuccess, onError: options.onError });
}
