import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { GraphicApproval } from '../../../../shared/contract/graphics';
import { apiJson } from '../../../lib/api-request';

const APPROVAL_BASE = '/api/speaker-admin/graphics-approval/';

export const graphicApprovalUrl = (graphicId: number) => `${APPROVAL_BASE}${encodeURIComponent(String(graphicId))}`;
export const graphicApprovalKey = (graphicId: number) => [graphicApprovalUrl(graphicId)] as const;

/** GET /api/speaker-admin/graphics-approval/{id}: a testimonial, its quote and its graphic if made. */
export const getGraphicApproval = (graphicId: number, signal?: AbortSignal) =>
  apiJson<GraphicApproval>('GET', graphicApprovalUrl(graphicId), undefined, { signal });

export function graphicApprovalQueryOptions(graphicId: number) {
  return queryOptions({ queryKey: graphicApprovalKey(graphicId), queryFn: ({ signal }) => getGraphicApproval(graphicId, signal) });
}

export const useGraphicApproval = (graphicId: number) => useQuery(graphicApprovalQueryOptions(graphicId));

/** Changes part of a graphic's page in place, with what the server answered. */
export function patchGraphicApproval(queryClient: QueryClient, graphicId: number, patch: Partial<GraphicApproval>) {
  queryClient.setQueryData(graphicApprovalKey(graphicId), (old) => (old ? { ...old, ...patch } : old));
}

/** Every graphic page read again, e.g. after a batch drew them all or one testimonial went. */
export function invalidateGraphicApprovals(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(APPROVAL_BASE) });
}
