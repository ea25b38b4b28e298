import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { NotFoundCard } from '../../components/not-found-card';
import { Spinner } from '../../components/ui/spinner';
import { AttendeeLayout } from './attendee-layout';

/**
 * /feedback/{speaker slug}: a free speaker's page is made by the server in the attendee's language
 * (src/server/features/attendee-pages), never by the app. Reached by a link inside the app, the
 * browser loads it from the server. Loaded here directly (only `npm run dev`, whose dev server
 * answers every path with the app) there is no page of the app's own to show; loading the same
 * address again would only loop.
 */
export function ServerFreePage() {
  const { key, pathname, search } = useLocation();
  // React Router names the entry the app started on 'default'.
  const arrivedInApp = key !== 'default';
  useEffect(() => {
    if (arrivedInApp) window.location.assign(pathname + search);
  }, [arrivedInApp, pathname, search]);
  if (arrivedInApp) {
    return (
      <AttendeeLayout>
        <Spinner className="mt-16" />
      </AttendeeLayout>
    );
  }
  return (
    <NotFoundCard
      title="This page is made by the server"
      description="Free speaker pages come from the server. In development, open this address on the API server's port (PORT) instead of the dev server's."
      backTo="/"
      backLabel="Back to home"
    />
  );
}
