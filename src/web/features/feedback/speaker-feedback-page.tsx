import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { AttendeeLayout } from './attendee-layout';

/**
 * /feedback/:speakerSlug — the free-tier speaker's page (spec document 1, 'Speaker data for the
 * feedback page': GET /api/speaker-data/{slug}, POST /api/free-tier-feedback).
 * TODO: built by the free-tier issue; this placeholder only fixes the numeric-id/slug split.
 */
export function SpeakerFeedbackPage({ slug }: { slug: string }) {
  return (
    <AttendeeLayout>
      <Card className="mt-8" data-speaker-slug={slug}>
        <CardHeader>
          <CardTitle as="h1">Speaker feedback page</CardTitle>
          <CardDescription>This speaker's feedback page is coming soon.</CardDescription>
        </CardHeader>
      </Card>
    </AttendeeLayout>
  );
}
