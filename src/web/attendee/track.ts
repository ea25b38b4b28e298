import type { AnalyticsEvent } from '../lib/analytics';

// apiPaths.analyticsTrack; not imported, because the web app's table of paths would be one more
// download (its own chunk) before this page's script can run.
const ANALYTICS_TRACK_URL = '/api/public/analytics/track';

function send(event: AnalyticsEvent) {
  // keepalive: the submit's event is sent just before the page goes to the thank-you page.
  fetch(ANALYTICS_TRACK_URL, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(event),
  })
    // Nobody reads the answer; release it, as the web app's trackEvent does.
    .then((res) => res.body?.cancel())
    .catch(() => undefined);
}

/**
 * Fire-and-forget, as the web app's trackEvent: counting must never slow or break the form, so
 * what is counted while the page is still loading waits until it has loaded.
 */
export function track(event: AnalyticsEvent): void {
  if (document.readyState === 'complete') send(event);
  else window.addEventListener('load', () => send(event), { once: true });
}
