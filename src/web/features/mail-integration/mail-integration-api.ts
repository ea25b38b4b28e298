import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthStatus, ConnectResponse, DisconnectResponse, TestConnectionResponse } from '../../../shared/contract/mail-accounts';
import { apiRequest, getQueryFn } from '../../lib/api-request';

export const mailIntegrationApi = {
  authStatus: '/api/speaker-admin/auth-status',
  connect: '/api/speaker-admin/mail-accounts/gmail/connect',
  disconnect: (provider: string) => `/api/speaker-admin/mail-accounts/${encodeURIComponent(provider)}/disconnect`,
  test: '/api/speaker-admin/mail-accounts/gmail/test',
} as const;

export function authStatusQueryOptions() {
  return queryOptions({
    queryKey: [mailIntegrationApi.authStatus] as const,
    queryFn: getQueryFn<AuthStatus>({ on401: 'throw' }),
    staleTime: 0,
  });
}

export function useAuthStatus() {
  return useQuery(authStatusQueryOptions());
}

/** Asks the server for Google's authorization address; the page then leaves for it. */
export function useConnectGmail() {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', mailIntegrationApi.connect);
      return (await res.json()) as ConnectResponse;
    },
  });
}

export function useDisconnectGmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', mailIntegrationApi.disconnect('gmail'));
      return (await res.json()) as DisconnectResponse;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: authStatusQueryOptions().queryKey }),
  });
}

export function useTestGmailConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('POST', mailIntegrationApi.test);
      return (await res.json()) as TestConnectionResponse;
    },
    // A test records (or clears) the account's last error.
    onSettled: () => queryClient.invalidateQueries({ queryKey: authStatusQueryOptions().queryKey }),
  });
}
