import { trackAnalyticsEvent } from '../../shared/contract/analytics';
import { callUrl } from './api/call-operation';
import { apiRequest } from './api-request';

// QR scans and feedback submissions are reported too; the server takes any snake_case type.
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
  apiRequest(trackAnalyticsEvent.method, callUrl(trackAnalyticsEvent, {}), event)
    // Nobody reads the answer; release it, or the browser keeps the request open (API answers are no-store, never cached).
    .then((res) => res.body?.cancel())
    .catch((err: unknown) => {
      console.warn('Analytics event was not recorded', err);
    });
}
