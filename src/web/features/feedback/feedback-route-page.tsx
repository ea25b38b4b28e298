import { useParams } from 'react-router';
import { parseFeedbackTarget } from '../../lib/feedback-target';
import { ServerPage } from './server-page';
import { SpeakerFeedbackPage } from './speaker-feedback-page';

/** /feedback/:presentationIdOrSlug: a speaker slug is the free page; a talk's id is the server's answer page. */
export function FeedbackRoutePage() {
  const { presentationIdOrSlug } = useParams();
  const target = parseFeedbackTarget(presentationIdOrSlug);
  return target.kind === 'speaker' ? <SpeakerFeedbackPage slug={target.slug} /> : <ServerPage />;
}
