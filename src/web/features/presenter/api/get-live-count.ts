import { getTalkLiveCount } from '../../../../shared/contract/presenter';
import { callOperation } from '../../../lib/api/call-operation';

/** A request that hangs (a stalled proxy) counts as failed after this, before the next poll is due. */
const LIVE_COUNT_TIMEOUT_MS = 5_000;

/**
 * The talk's answer count, read when the live stream cannot get through. Polled by the live
 * counter on a timer of its own, not through TanStack Query.
 */
export async function getLiveCount(eventId: number, signal?: AbortSignal): Promise<number> {
  const body = await callOperation(getTalkLiveCount, { params: { id: eventId } }, { signal, timeoutMs: LIVE_COUNT_TIMEOUT_MS });
  return body.responseCount;
}
