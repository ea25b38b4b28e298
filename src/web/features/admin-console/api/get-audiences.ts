import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AudienceDetail, AudienceSummary } from '../../../../shared/contract/admin-console';
import type { RecipientGroup } from '../../../../shared/domain/campaign-templates';
import { apiJson, apiRequest } from '../../../lib/api-request';

const AUDIENCES_URL = '/api/admin/audiences';

/** GET /api/admin/audiences: every recipient group with how many it e-mails and why not the others. */
export const getAudiences = (signal?: AbortSignal) => apiJson<AudienceSummary[]>('GET', AUDIENCES_URL, undefined, { signal });

export const useAudiences = () =>
  useQuery(queryOptions({ queryKey: [AUDIENCES_URL] as const, queryFn: ({ signal }) => getAudiences(signal) }));

/** GET /api/admin/audiences/{audience}: every member, each with the reason they are not e-mailed, if so. */
export const getAudience = (key: RecipientGroup, signal?: AbortSignal) =>
  apiJson<AudienceDetail>('GET', `${AUDIENCES_URL}/${key}`, undefined, { signal });

export const useAudience = (key: RecipientGroup, enabled: boolean) =>
  useQuery(queryOptions({ queryKey: [AUDIENCES_URL, key] as const, queryFn: ({ signal }) => getAudience(key, signal), enabled }));

/** GET /api/admin/audiences/{audience}/csv: the list as a CSV file (the answer is the file, not JSON). */
export const getAudienceCsv = (key: RecipientGroup) => apiRequest('GET', `${AUDIENCES_URL}/${key}/csv`);
