import { ANALYTICS_EVENTS_PATH } from '../../shared/contract/public-paths';
import type { AnalyticsEvent } from '../lib/analytics';

function send(event: AnalyticsEvent) {
  // keepalive: the submit's event is sent just before the page goes to the thank-you page.
  fetch(ANALYTICS_EVENTS_PATH, {
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
