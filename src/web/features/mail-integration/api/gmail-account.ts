import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectResponse, DisconnectResponse, TestConnectionResponse } from '../../../../shared/contract/mail-accounts';
import { apiJson } from '../../../lib/api-request';
import { authStatusKey } from './get-auth-status';

/** POST /api/speaker-admin/mail-accounts/gmail/connect: Google's authorization address. */
export const connectGmail = () => apiJson<ConnectResponse>('POST', '/api/speaker-admin/mail-accounts/gmail/connect');

/** POST /api/speaker-admin/mail-accounts/gmail/disconnect. */
export const disconnectGmail = () => apiJson<DisconnectResponse>('POST', '/api/speaker-admin/mail-accounts/gmail/disconnect');

/** POST /api/speaker-admin/mail-accounts/gmail/test: sends a test through the connected account. */
export const testGmailConnection = () => apiJson<TestConnectionResponse>('POST', '/api/speaker-admin/mail-accounts/gmail/test');

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
