import { PartyPopper } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { WAITLIST_COUNTDOWN_SECONDS } from '../../../shared/domain/waitlist';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { PublicPage } from '../../components/public-page';
import { useCountdown } from '../../lib/use-countdown';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { LinkedInShareButtons } from './linkedin-share-buttons';
import { SenderReminder } from './sender-reminder';
import { waitlistPaths, withVisitor } from './waitlist-paths';

/** /waitlist-complete: 'You're on the list!', then on to the product walkthrough after 5 seconds. */
export function WaitlistCompletePage() {
  usePageMeta(pageTitle("You're on the list!"));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const name = params.get('name') ?? '';
  const email = params.get('email') ?? '';
  const position = /^[1-9]\d{0,8}$/.test(params.get('position') ?? '') ? params.get('position') : null;
  const next = withVisitor(waitlistPaths.discover, { name, email });
  const seconds = useCountdown(WAITLIST_COUNTDOWN_SECONDS, () => {
    navigate(next);
  });
  const firstName = name.trim().split(/\s+/)[0] ?? '';

  return (
    <PublicPage>
      <Card>
        <CardHeader className="items-center text-center">
          <PartyPopper className="size-10 text-indigo-700" aria-hidden="true" />
          <CardTitle as="h1" className="text-2xl">
            You're on the list!
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-center text-slate-700">
          <p>
            {firstName ? `Thanks, ${firstName}! ` : 'Thanks! '}
            {email ? (
              <>
                We'll write to <span className="font-medium break-all text-slate-900">{email}</span> when your place opens.
              </>
            ) : (
              "We'll write to you when your place opens."
            )}
          </p>
          {position && <p className="font-medium text-slate-900">You are number {position} on the list.</p>}
          <SenderReminder />
          <p>Meanwhile, see what your attendees will experience.</p>
          <p role="timer" aria-live="polite" className="font-medium text-slate-900">
            Starting in {seconds} {seconds === 1 ? 'second' : 'seconds'}...
          </p>
        </CardContent>
        <CardFooter>
          <Button size="lg" className="w-full" onClick={() => navigate(next)}>
            Start Now →
          </Button>
          <Link to="/" className={buttonClasses({ variant: 'ghost', className: 'w-full' })}>
            Maybe Later
          </Link>
        </CardFooter>
      </Card>
      <LinkedInShareButtons />
    </PublicPage>
  );
}
