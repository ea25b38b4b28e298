import { ServerPage } from './server-page';

/** /feedback/:presentationIdOrSlug: a talk's form and a free speaker's page are both the server's pages. */
export function FeedbackRoutePage() {
  return <ServerPage />;
}
