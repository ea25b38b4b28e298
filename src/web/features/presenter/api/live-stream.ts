import { streamTalkLiveCount } from '../../../../shared/contract/presenter';
import { callUrl } from '../../../lib/api/call-operation';

/**
 * The talk's answer count as server-sent events (`count` with a LiveCount, `gone`, `signed-out`;
 * see shared/contract/presenter.ts). Same origin, so the browser sends the session cookie with it.
 */
export function openLiveStream(eventId: number): EventSource {
  return new EventSource(callUrl(streamTalkLiveCount, { params: { id: eventId } }));
}
