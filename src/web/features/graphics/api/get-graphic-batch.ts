import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GraphicBatch } from '../../../../shared/contract/graphics';
import { apiJson } from '../../../lib/api-request';

const POLL_MS = 500;
const isFinished = (batch: GraphicBatch | undefined) => batch?.status === 'done' || batch?.status === 'failed';

const batchUrl = (batchId: number) => `/api/speaker-admin/graphic-batches/${encodeURIComponent(String(batchId))}`;

/** GET /api/speaker-admin/graphic-batches/{id}: a "Generate All" batch's progress. */
export const getGraphicBatch = (batchId: number, signal?: AbortSignal) =>
  apiJson<GraphicBatch>('GET', batchUrl(batchId), undefined, { signal });

export function graphicBatchQueryOptions(batchId: number) {
  return queryOptions({
    queryKey: [batchUrl(batchId)] as const,
    queryFn: ({ signal }) => getGraphicBatch(batchId, signal),
    // Followed until the batch is done or failed.
    refetchInterval: (query) => (isFinished(query.state.data) ? false : POLL_MS),
    staleTime: 0,
  });
}

export const useGraphicBatch = (batchId: number) => useQuery(graphicBatchQueryOptions(batchId));
