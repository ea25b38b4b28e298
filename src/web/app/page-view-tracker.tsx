import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { dismissComplaintsFromOtherPages } from '../components/ui/use-toast';
import { trackEvent } from '../lib/analytics';

/** Records one page_view per navigation, and closes the complaints the page left behind raised. */
export function PageViewTracker() {
  const location = useLocation();
  // StrictMode runs effects twice in development; the key identifies one navigation.
  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    dismissComplaintsFromOtherPages(location.pathname);
    trackEvent({ eventType: 'page_view', pagePath: location.pathname });
  }, [location.key, location.pathname]);

  return null;
}
