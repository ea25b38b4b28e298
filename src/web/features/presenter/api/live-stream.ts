import { eventUrl } from '../../../lib/api/speaker-events';

/**
 * GET /api/speaker-admin/events/{id}/live: the talk's answer count as server-sent events (`count`
 * with a LiveCount, `gone`, `signed-out`; see shared/contract/presenter.ts). Same origin, so the
 * browser sends the session cookie with it.
 */
export function openLiveStream(eventId: number): EventSource {
  return new EventSource(`${eventUrl(eventId)}/live`);
}
