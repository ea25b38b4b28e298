import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { dismissComplaintsFromOtherPages } from '../components/ui/use-toast';

/**
 * Closes the complaints a page left behind when another page opens. Page views are not reported
 * from here: the server counts them from the page requests themselves (decision 080).
 */
export function ComplaintsOnNavigation() {
  const location = useLocation();
  // StrictMode runs effects twice in development; the key identifies one navigation.
  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    dismissComplaintsFromOtherPages(location.pathname);
  }, [location.key, location.pathname]);

  return null;
}
