import { useParams } from 'react-router';
import { parseFeedbackTarget } from '../../lib/feedback-target';
import { PresentationFeedbackPage } from './presentation-feedback-page';
import { ServerFreePage } from './server-free-page';

/** /feedback/:presentationIdOrSlug: a purely numeric value is a presentation id, anything else a speaker slug (the server's page). */
export function FeedbackRoutePage() {
  const { presentationIdOrSlug } = useParams();
  const target = parseFeedbackTarget(presentationIdOrSlug);
  if (target.kind === 'speaker') return <ServerFreePage />;
  // A new id is a new form: the key drops the previous presentation's state and draft.
  return <PresentationFeedbackPage key={target.presentationId ?? 'none'} presentationId={target.presentationId} />;
}
