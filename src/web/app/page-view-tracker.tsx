import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackEvent } from '../lib/analytics';

/** Records one page_view per navigation. */
export function PageViewTracker() {
  const location = useLocation();
  // StrictMode runs effects twice in development; the key identifies one navigation.
  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    trackEvent({ eventType: 'page_view', pagePath: location.pathname });
  }, [location.key, location.pathname]);

  return null;
}
