import { ANALYTICS_EVENTS_PATH } from '../../shared/contract/public-paths';
import { apiRequest } from './api-request';

// Clicks, QR scans and answers sent; page views are counted by the server from the page requests (decision 080).
export type AnalyticsEventType = 'page_view' | 'button_click' | 'card_click' | 'qr_scan' | 'feedback_submit';

export interface AnalyticsEvent {
  eventType: AnalyticsEventType;
  /** Must start with '/'. */
  pagePath: string;
  elementId?: string;
  elementLabel?: string;
}

/** Fire-and-forget: analytics must never break or slow down what the user is doing. */
export function trackEvent(event: AnalyticsEvent): void {
  // The trackAnalyticsEvent operation, by its path alone: every page counts its views, so this is
  // in the app's first download, which the operation's module (zod) would make larger.
  apiRequest('POST', ANALYTICS_EVENTS_PATH, event)
    // Nobody reads the answer; release it, or the browser keeps the request open (API answers are no-store, never cached).
    .then((res) => res.body?.cancel())
    .catch((err: unknown) => {
      console.warn('Analytics event was not recorded', err);
    });
}
