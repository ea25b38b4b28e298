import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SubmitAnswerResult } from '../../../shared/contract/feedback';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { AttendeeLayout } from './attendee-layout';
import { trackEvent } from '../../lib/analytics';
import { FeedbackForm } from './feedback-form';
import { PresentationHeader } from './presentation-header';
import { keepSavedAnswer } from './saved-answer';
import { usePresentation } from './use-presentation';

const LOAD_PROBLEM_MESSAGES = {
  network: "No connection — we'll keep trying.",
  server: "This page could not be loaded just now — we'll keep trying.",
  busy: "Lots of people are opening this page at once — we'll keep trying.",
} as const;

export function PresentationNotFound() {
  return (
    <AttendeeLayout>
      <Card className="mt-8">
        <CardHeader>
          <CardTitle as="h1">Presentation not found</CardTitle>
          <CardDescription>
            This feedback link does not match any talk. Check the link, or scan the QR code on the speaker's slide again.
          </CardDescription>
        </CardHeader>
      </Card>
    </AttendeeLayout>
  );
}

/** The attendee's feedback form for one presentation (event), reached from /feedback/:id and /qr/:slug/:id. */
export function PresentationFeedbackPage({ presentationId }: { presentationId: number | null }) {
  const { state, retry } = usePresentation(presentationId);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const speakerName = state.status === 'ready' ? state.presentation.speakerName : '';
  const brandColor = state.status === 'ready' ? state.presentation.brandColorPrimary : null;

  const handleSaved = useCallback(
    (response: SubmitAnswerResult) => {
      if (presentationId === null) return;
      const { record, path } = keepSavedAnswer({ presentationId, speakerName, brandColor }, response);
      trackEvent({ eventType: 'feedback_submit', pagePath: pathname, elementId: `presentation-${presentationId}` });
      navigate(path, { state: record });
    },
    [navigate, pathname, presentationId, speakerName, brandColor],
  );

  if (state.status === 'not-found') return <PresentationNotFound />;
  if (state.status === 'loading') {
    return (
      <AttendeeLayout>
        <Spinner className="mt-16" />
      </AttendeeLayout>
    );
  }
  if (state.status === 'unavailable') {
    return (
      <AttendeeLayout>
        <Card role="alert" className="mt-8">
          <CardHeader>
            <CardTitle as="h1">Feedback</CardTitle>
            <CardDescription>{LOAD_PROBLEM_MESSAGES[state.problem]}</CardDescription>
          </CardHeader>
          <CardFooter>
            <Button variant="outline" onClick={retry}>
              Try again
            </Button>
          </CardFooter>
        </Card>
      </AttendeeLayout>
    );
  }

  const { presentation } = state;
  return (
    <AttendeeLayout>
      <PresentationHeader presentation={presentation} />
      <section aria-labelledby="feedback-intro" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="feedback-intro" className="mb-1 text-lg font-semibold text-slate-900">
          How was the talk?
        </h2>
        <p className="mb-5 text-sm text-slate-700">
          Your feedback goes straight to {presentation.speakerName}.
          {presentation.giftTitle && (
            <>
              {' '}
              As a thank-you you'll get <span className="font-medium">{presentation.giftTitle}</span>.
            </>
          )}
        </p>
        <FeedbackForm presentation={presentation} onSaved={handleSaved} />
      </section>
    </AttendeeLayout>
  );
}
