import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { NotFoundCard } from '../../components/not-found-card';

/** Whether this document was itself loaded at `href` (its first request, not a link inside the app). */
function loadedAt(href: string): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  return navigation !== undefined && new URL(navigation.name).href.split('#')[0] === href;
}

/**
 * An attendee page that exists only on the server (src/server/features/attendee-pages: the answer
 * form, the thank-you page, the closing page, the page of the link confirming a changed answer).
 * Reached by a link inside the app, it is loaded as a whole page in place of the app's history
 * entry, so the attendee gets the server's page: their language, no app bundle, a reload that
 * shows the same. A document that was loaded at this very address and still holds the app came
 * from a server that does not make these pages (a dev server without its proxy): loading it again
 * would loop, so it says where the page is instead.
 */
export function ServerPage() {
  const { pathname, search } = useLocation();
  const href = new URL(pathname + search, window.location.origin).href;
  const here = loadedAt(href);
  useEffect(() => {
    if (!here) window.location.replace(href);
  }, [here, href]);
  if (!here) return null;
  return (
    <NotFoundCard
      title="This page comes from the server"
      description="The attendee pages are made by the API server, which did not answer this address. In development, open it through the dev server's proxy (npm run dev) or the API's own port."
      backTo="/"
      backLabel="Go to home page"
    />
  );
}
