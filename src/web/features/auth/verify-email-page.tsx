import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { CenteredLayout } from '../../components/centered-layout';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessageFromApiError, parseApiError } from '../../lib/api-request';
import { AuthPageHeader } from './auth-page-header';
import { FormStatus } from '../../components/form-notices';
import { INVALID_TOKEN } from './invalid-token';
import { useVerifyEmail } from './api/verify-email';
import { ResendVerificationButton } from '../../components/resend-verification';
import { useCurrentUser } from '../../lib/use-current-user';
import { useFocusOnChange } from './use-focus-on-change';
import { useLinkToken } from './use-link-token';

const INVALID_LINK = 'This confirmation link is not valid. It may have been used already, or it has expired.';

/** What someone whose link failed can do next: ask for a new one when signed in, else sign in first. */
function NewLinkOptions() {
  const { data: user } = useCurrentUser();
  if (user?.emailVerified) {
    return (
      <Link to={paths.speakerDashboard} className={buttonClasses({ className: 'w-full' })}>
        Go to your dashboard
      </Link>
    );
  }
  if (user) return <ResendVerificationButton label="Send me a new link" variant="primary" />;
  return (
    <>
      <p className="text-sm text-slate-700">Sign in and we will offer to send you a new confirmation link.</p>
      <Link to={paths.speakerLogin} className={buttonClasses({ className: 'w-full' })}>
        Sign in
      </Link>
    </>
  );
}

/** /verify-email?token=…: the link from the confirmation e-mail (also sent to confirm a new address). */
export function VerifyEmailPage() {
  const token = useLinkToken();
  const verify = useVerifyEmail(token);
  const { data: user } = useCurrentUser();
  const state = token === null ? 'invalid' : verify.isPending ? 'pending' : verify.isError ? 'failed' : 'done';
  const headingRef = useFocusOnChange<HTMLHeadingElement>(state);

  let title: string;
  let body;
  let footer = null;
  if (state === 'pending') {
    title = 'Confirming your e-mail address';
    body = <Spinner label="Confirming..." className="justify-start" />;
  } else if (state === 'done') {
    title = 'E-mail address confirmed';
    body = (
      // The server's message names the confirmed address (the new one, after a change of e-mail).
      <FormStatus>{verify.data!.message}</FormStatus>
    );
    footer = (
      <Link to={user ? paths.speakerDashboard : paths.speakerLogin} className={buttonClasses({ className: 'w-full' })}>
        {user ? 'Go to your dashboard' : 'Sign in'}
      </Link>
    );
  } else {
    const error = state === 'failed' ? parseApiError(verify.error) : null;
    title = 'This link did not work';
    const text =
      state === 'invalid' || error?.code === INVALID_TOKEN
        ? (error?.message ?? INVALID_LINK)
        : errorMessageFromApiError(verify.error, 'We could not confirm your address right now. Please reload the page to try again.');
    body = (
      <p role="alert" className="text-sm font-medium text-red-800">
        {text}
      </p>
    );
    footer = <NewLinkOptions />;
  }

  return (
    <CenteredLayout>
      <AuthPageHeader />
      <Card aria-busy={state === 'pending'}>
        <CardHeader>
          <CardTitle as="h1" ref={headingRef} tabIndex={-1} className="focus:outline-none">
            {title}
          </CardTitle>
          <CardDescription>Confirming the address tells us the account's e-mail really is yours.</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
        {footer && <CardFooter>{footer}</CardFooter>}
      </Card>
    </CenteredLayout>
  );
}
