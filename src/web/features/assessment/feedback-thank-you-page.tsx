import { Heart } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { PublicPage } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';

function nameFromState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('name' in state)) return '';
  const { name } = state as { name: unknown };
  return typeof name === 'string' ? (name.trim().split(/\s+/)[0] ?? '') : '';
}

/** /feedback-thank-you: after the product's own feedback form. */
export function FeedbackThankYouPage() {
  usePageMeta(pageTitle('Thank You'));
  const firstName = nameFromState(useLocation().state);
  return (
    <PublicPage>
      <Card>
        <CardHeader className="items-center text-center">
          <Heart className="mx-auto size-12 text-rose-600" aria-hidden="true" />
          <CardTitle as="h1" className="text-center text-2xl">
            {firstName ? `Thank you, ${firstName}!` : 'Thank you for your feedback!'}
          </CardTitle>
          <CardDescription className="text-center text-base">
            Your feedback has been received. It goes straight to the SpeakerPro team and shapes what we build next.
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <Link to={paths.home} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            Return to Home
          </Link>
        </CardFooter>
      </Card>
    </PublicPage>
  );
}
