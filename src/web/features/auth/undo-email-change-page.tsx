import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { CenteredLayout } from '../../components/centered-layout';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessageFromApiError } from '../../lib/api-request';
import { AuthPageHeader } from './auth-page-header';
import { FormStatus } from '../../components/form-notices';
import { useUndoEmailChange } from './api/undo-email-change';
import { useFocusOnChange } from './use-focus-on-change';
import { useLinkToken } from './use-link-token';

const INVALID_LINK = 'This link is not valid. It may have been used already, or it has expired.';

/**
 * /undo-email-change?token=…: the link sent to the address an account gave up. Nothing happens
 * until the button is pressed (mail scanners open links too).
 */
export function UndoEmailChangePage() {
  const token = useLinkToken();
  const undo = useUndoEmailChange();
  const state = token === null ? 'invalid' : undo.isSuccess ? 'done' : undo.isError ? 'failed' : 'ask';
  const headingRef = useFocusOnChange<HTMLHeadingElement>(state);

  let title = 'Put your old e-mail address back';
  let body;
  let footer = null;
  if (state === 'done') {
    title = 'Your address is back';
    body = <FormStatus>{undo.data!.message}</FormStatus>;
    footer = (
      <Link to={paths.forgotPassword} className={buttonClasses({ className: 'w-full' })}>
        Choose a new password
      </Link>
    );
  } else if (state === 'ask') {
    body = (
      <p className="text-sm text-slate-700">
        If you did not change your account's e-mail address, put this address back: every device signed in to the account is signed out.
      </p>
    );
    footer = (
      <Button type="button" className="w-full" disabled={undo.isPending} onClick={() => undo.mutate(token!)}>
        {undo.isPending ? 'Putting it back...' : 'Put this address back'}
      </Button>
    );
  } else {
    body = (
      <p role="alert" className="text-sm font-medium text-red-800">
        {state === 'invalid' ? INVALID_LINK : errorMessageFromApiError(undo.error, INVALID_LINK)}
      </p>
    );
  }

  return (
    <CenteredLayout>
      <AuthPageHeader />
      <Card aria-busy={undo.isPending}>
        <CardHeader>
          <CardTitle as="h1" ref={headingRef} tabIndex={-1} className="focus:outline-none">
            {title}
          </CardTitle>
          <CardDescription>The link works once, for 7 days after the change.</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
        {footer && <CardFooter>{footer}</CardFooter>}
      </Card>
    </CenteredLayout>
  );
}
