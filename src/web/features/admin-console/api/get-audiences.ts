import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getAudience as getAudienceOperation,
  getAudienceCsv as getAudienceCsvOperation,
  listAudiences,
} from '../../../../shared/contract/admin-console';
import type { RecipientGroup } from '../../../../shared/domain/campaign-templates';
import { apiRequest } from '../../../lib/api-request';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

/** Every recipient group with how many it e-mails and why not the others. */
export const getAudiences = (signal?: AbortSignal) => callOperation(listAudiences, {}, { signal });

export const useAudiences = () =>
  useQuery(queryOptions({ queryKey: [callUrl(listAudiences, {})] as const, queryFn: ({ signal }) => getAudiences(signal) }));

/** Every member, each with the reason they are not e-mailed, if so. */
export const getAudience = (key: RecipientGroup, signal?: AbortSignal) =>
  callOperation(getAudienceOperation, { params: { audience: key } }, { signal });

export const useAudience = (key: RecipientGroup, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [callUrl(getAudienceOperation, { params: { audience: key } })] as const,
      queryFn: ({ signal }) => getAudience(key, signal),
      enabled,
    }),
  );

/** The list as a CSV file: the response itself, so the page can name the download as the server does. */
export const getAudienceCsv = (key: RecipientGroup) =>
  apiRequest(getAudienceCsvOperation.method, callUrl(getAudienceCsvOperation, { params: { audience: key } }));
