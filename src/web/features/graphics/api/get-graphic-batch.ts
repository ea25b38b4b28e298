import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGraphicBatch as getGraphicBatchOperation, type GraphicBatch } from '../../../../shared/contract/graphics';
import { callOperation, callUrl } from '../../../lib/api/call-operation';

const POLL_MS = 500;
const isFinished = (batch: GraphicBatch | undefined) => batch?.status === 'done' || batch?.status === 'failed';

const batchUrl = (batchId: number) => callUrl(getGraphicBatchOperation, { params: { batchId } });

/** A "Generate All" batch's progress. */
export const getGraphicBatch = (batchId: number, signal?: AbortSignal) =>
  callOperation(getGraphicBatchOperation, { params: { batchId } }, { signal });

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
