import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { trackEvent } from '../../lib/analytics';
import { parsePresentationId } from '../../lib/feedback-target';
import { PresentationFeedbackPage } from './presentation-feedback-page';

/**
 * /qr/:speakerSlug/:eventId, the address inside the QR code. The slug is only decoration: it changes
 * when the speaker's name does, and old printed codes must keep working, so the event id decides.
 */
export function QrFeedbackPage() {
  const { eventId } = useParams();
  const { pathname } = useLocation();
  const presentationId = parsePresentationId(eventId);
  // StrictMode runs effects twice in development; count one scan per address.
  const tracked = useRef<string | null>(null);

  useEffect(() => {
    if (tracked.current === pathname) return;
    tracked.current = pathname;
    trackEvent({
      eventType: 'qr_scan',
      pagePath: pathname,
      ...(presentationId ? { elementId: `presentation-${presentationId}` } : {}),
    });
  }, [pathname, presentationId]);

  return <PresentationFeedbackPage key={presentationId ?? 'none'} presentationId={presentationId} />;
}
