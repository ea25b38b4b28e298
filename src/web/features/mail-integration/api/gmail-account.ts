import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  connectMailAccountOperation,
  disconnectMailAccountOperation,
  sendMailAccountTestMessageOperation,
} from '../../../../shared/contract/mail-accounts';
import { callOperation } from '../../../lib/api/call-operation';
import { authStatusKey } from './get-auth-status';

const gmail = { params: { provider: 'gmail' } } as const;

/** Google's authorization address, where the page sends the browser. */
export const connectGmail = () => callOperation(connectMailAccountOperation, gmail);

export const disconnectGmail = () => callOperation(disconnectMailAccountOperation, gmail);

/** Sends a test message through the connected account. */
export const testGmailConnection = () => callOperation(sendMailAccountTestMessageOperation, gmail);

/** Asks the server for Google's authorization address; the page then leaves for it. */
export function useConnectGmail() {
  return useMutation({ mutationFn: connectGmail });
}

export function useDisconnectGmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectGmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authStatusKey }),
  });
}

export function useTestGmailConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testGmailConnection,
    // A test records (or clears) the account's last error.
    onSettled: () => queryClient.invalidateQueries({ queryKey: authStatusKey }),
  });
}
