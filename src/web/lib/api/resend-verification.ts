import { useMutation } from '@tanstack/react-query';
import { resendEmailVerificationOperation } from '../../../shared/contract/auth';
import { callOperation } from './call-operation';

/** The confirmation link again, to the account's own address. */
export const resendVerification = () => callOperation(resendEmailVerificationOperation, {});

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
