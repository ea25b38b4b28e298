import type { AnalyticsEvent } from '../lib/analytics';
import { requestJson } from '../features/feedback/api/request-json';

// apiPaths.analyticsTrack; not imported, because the web app's table of paths would be one more
// download (its own chunk) before this page's script can run.
const ANALYTICS_TRACK_URL = '/api/public/analytics/track';

/** Fire-and-forget, as the web app's trackEvent: counting a scan must never slow or break the form. */
export function track(event: AnalyticsEvent): void {
  void requestJson('POST', ANALYTICS_TRACK_URL, { body: event });
}
