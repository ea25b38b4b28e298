import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signUpOperation, type AuthResponse, type PendingEmailResponse, type Signup } from '../../../../shared/contract/auth';
import { callOperation } from '../../../lib/api/call-operation';
import { currentUserQueryKey } from '../../../lib/use-current-user';

/**
 * 201: a new account and a session. 202: the address already belongs to a free QR page without a
 * password, so the server e-mailed that address a link to claim it and opened no session here:
 * whoever typed the address has not proven it is theirs.
 */
type SignupResult = { kind: 'created'; response: AuthResponse } | { kind: 'pending'; response: PendingEmailResponse };

export async function signUp(values: Signup): Promise<SignupResult> {
  const response: AuthResponse | PendingEmailResponse = await callOperation(signUpOperation, { body: values });
  // Only the 201 answer carries the user; the 202 one is the message alone.
  return 'user' in response ? { kind: 'created', response } : { kind: 'pending', response };
}

/** Signs up; a created account's user goes into the cache, so the dashboard does not ask the server again. */
export function useSignUp(options: { onSuccess: (result: SignupResult) => void; onError: (err: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (result) => {
      if (result.kind === 'created') queryClient.setQueryData(currentUserQueryKey, result.response.user);
      options.onSuccess(result);
    },
    onError: options.onError,
  });
}
