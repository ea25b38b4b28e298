import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { AttendeeLayout } from './attendee-layout';

// The free page's code loads only for a speaker slug, so /feedback/{id} downloads none of it.
const SpeakerPageView = lazy(() => import('./speaker-page-view').then((m) => ({ default: m.SpeakerPageView })));

/**
 * /feedback/:speakerSlug — a free-tier speaker's public page (GET /api/speaker-data/{slug}); the
 * attendee's answer goes to POST /api/free-tier-feedback and the gift comes back with it.
 */
export function SpeakerFeedbackPage({ slug }: { slug: string }) {
  return (
    <Suspense
      fallback={
        <AttendeeLayout>
          <Spinner className="mt-16" />
        </AttendeeLayout>
      }
    >
      <SpeakerPageView key={slug} slug={slug} />
    </Suspense>
  );
}
