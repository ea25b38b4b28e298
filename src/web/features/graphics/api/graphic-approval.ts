import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getGraphic, type GraphicApproval } from '../../../../shared/contract/graphics';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

export const graphicApprovalKey = (graphicId: number) => [callUrl(getGraphic, { params: { graphicId } })] as const;

/** A testimonial, its quote and its graphic if made. */
export const getGraphicApproval = (graphicId: number, signal?: AbortSignal) =>
  callOperation(getGraphic, { params: { graphicId } }, { signal });

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
  // Each graphic's page is keyed by its own URL: every key starting where the id would.
  const base = getGraphic.path.slice(0, getGraphic.path.indexOf('{'));
  return queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(base) });
}
