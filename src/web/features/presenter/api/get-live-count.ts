import type { LiveCount } from '../../../../shared/contract/presenter';
import { apiJson } from '../../../lib/api-request';
import { eventUrl } from '../../../lib/api/speaker-events';

const liveCountUrl = (eventId: number) => `${eventUrl(eventId)}/live-count`;

/** A request that hangs (a stalled proxy) counts as failed after this, before the next poll is due. */
const LIVE_COUNT_TIMEOUT_MS = 5_000;

/**
 * GET /api/speaker-admin/events/{id}/live-count: the talk's answer count, read when the live stream
 * cannot get through. Polled by the live counter on a timer of its own, not through TanStack Query.
 */
export async function getLiveCount(eventId: number, signal?: AbortSignal): Promise<number> {
  const body = await apiJson<LiveCount>('GET', liveCountUrl(eventId), undefined, { signal, timeoutMs: LIVE_COUNT_TIMEOUT_MS });
  return body.responseCount;
}
