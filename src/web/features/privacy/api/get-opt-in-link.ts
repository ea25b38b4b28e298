import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOptInLink as getOptInLinkOperation } from '../../../../shared/contract/privacy';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** What the e-mailed link would opt back into; reading it changes nothing. */
export const getOptInLink = (token: string, signal?: AbortSignal) => callOperation(getOptInLinkOperation, { query: { token } }, { signal });

export function optInLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: [callUrl(getOptInLinkOperation, { query: { token } })] as const,
    queryFn: ({ signal }) => getOptInLink(token, signal),
    enabled: token !== '',
  });
}

export const useOptInLink = (token: string) => useQuery(optInLinkQueryOptions(token));
