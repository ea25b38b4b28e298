import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OptInLink } from '../../../../shared/contract/privacy';
import { apiJson } from '../../../lib/api-request';

export const OPT_IN_URL = '/api/public/privacy/opt-in';

const optInLinkUrl = (token: string) => `${OPT_IN_URL}?token=${encodeURIComponent(token)}`;

/** GET /api/privacy/opt-in?token=…: what the e-mailed link would opt back into; reading it changes nothing. */
export const getOptInLink = (token: string, signal?: AbortSignal) => apiJson<OptInLink>('GET', optInLinkUrl(token), undefined, { signal });

export function optInLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: [optInLinkUrl(token)] as const,
    queryFn: ({ signal }) => getOptInLink(token, signal),
    enabled: token !== '',
  });
}

export const useOptInLink = (token: string) => useQuery(optInLinkQueryOptions(token));
