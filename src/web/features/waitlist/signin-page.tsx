import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { PublicPage, textLinkClasses } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { waitlistPaths } from './waitlist-paths';

/** /signin: accounts open from the waitlist; speakers who have one sign in at /speaker/login. */
export function SigninPage() {
  usePageMeta(pageTitle('Sign In Coming Soon'));
  return (
    <PublicPage>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Sign In Coming Soon</CardTitle>
          <CardDescription>
            We're opening SpeakerPro to speakers from the waitlist. Join it and we'll tell you when your place is ready.
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <Link to={waitlistPaths.waitlist} className={buttonClasses({ className: 'w-full' })}>
            Join Waitlist
          </Link>
          <Link to="/" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
            Back to Home
          </Link>
          <p className="text-center text-sm text-slate-700">
            Already a SpeakerPro speaker?{' '}
            <Link to={paths.speakerLogin} className={textLinkClasses}>
              Sign in to your account
            </Link>
          </p>
        </CardFooter>
      </Card>
    </PublicPage>
  );
}
