import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { CenteredLayout } from '../../components/centered-layout';
import { paths } from '../../lib/paths';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../components/ui/card';
import { errorMessageFromApiError, parseApiError } from '../../lib/api-request';
import { authLinkClasses } from './auth-link';
import { AuthPageHeader } from './auth-page-header';
import { FormAlert, FormStatus } from '../../components/form-notices';
import { INVALID_TOKEN } from './invalid-token';
import { useConfirmPasswordReset } from './api/confirm-password-reset';
import { InvalidLinkCard, LinkPageHeading, showPasswordProblem } from './link-token-page';
import { choosePasswordFormSchema, NewPasswordFields, type ChoosePasswordForm } from './new-password-fields';
import { useFocusOnChange } from './use-focus-on-change';
import { useLinkToken } from './use-link-token';
import { useAppForm } from '../../lib/use-app-form';

const INVALID_LINK = 'This reset link is not valid. It may have been used already, or it has expired.';

/** /reset-password?token=…: the link from the password-reset e-mail. */
export function ResetPasswordPage() {
  const token = useLinkToken();
  const reset = useConfirmPasswordReset();
  const form = useAppForm<ChoosePasswordForm>({
    resolver: zodResolver(choosePasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const error = reset.isError ? parseApiError(reset.error) : null;
  const linkInvalid = token === null || error?.code === INVALID_TOKEN;
  const headingRef = useFocusOnChange<HTMLHeadingElement>(reset.isSuccess ? 'done' : linkInvalid ? 'invalid' : 'form');

  function submit(values: ChoosePasswordForm) {
    reset.mutate(
      { token: token!, password: values.password },
      {
        onError: (err) => showPasswordProblem(form, err),
      },
    );
  }

  const heading = (text: string) => <LinkPageHeading headingRef={headingRef}>{text}</LinkPageHeading>;

  if (reset.isSuccess) {
    return (
      <CenteredLayout>
        <AuthPageHeader />
        <Card>
          <CardHeader>{heading('Password changed')}</CardHeader>
          <CardContent>
            <FormStatus>
              <p>{reset.data.message}</p>
              <p className="font-normal">For your safety, every device signed in to this account has been signed out.</p>
            </FormStatus>
          </CardContent>
          <CardFooter>
            <Link to={paths.speakerLogin} className={buttonClasses({ className: 'w-full' })}>
              Sign in with your new password
            </Link>
          </CardFooter>
        </Card>
      </CenteredLayout>
    );
  }

  if (linkInvalid) {
    return (
      <InvalidLinkCard
        headingRef={headingRef}
        message={error?.message ?? INVALID_LINK}
        action={{ to: paths.forgotPassword, label: 'Send me a new link' }}
      />
    );
  }

  const otherProblem = error && !error.fields.password;
  return (
    <CenteredLayout>
      <AuthPageHeader />
      <Card>
        <CardHeader>
          {heading('Choose a new password')}
          <CardDescription>After this, every device signed in to your account is signed out.</CardDescription>
        </CardHeader>
        <form onSubmit={form.handleSubmit(submit)} aria-busy={reset.isPending}>
          <CardContent className="space-y-4">
            {(otherProblem || (reset.isError && !error)) && (
              <FormAlert>{errorMessageFromApiError(reset.error, 'Your password could not be changed. Please try again.')}</FormAlert>
            )}
            <NewPasswordFields form={form} names={{ password: 'password', confirm: 'confirmPassword' }} />
          </CardContent>
          <CardFooter>
            <Button type="submit" className="w-full" disabled={reset.isPending}>
              {reset.isPending ? 'Saving...' : 'Save new password'}
            </Button>
            <p className="text-center text-sm text-slate-700">
              <Link to={paths.speakerLogin} className={authLinkClasses}>
                Back to sign in
              </Link>
            </p>
          </CardFooter>
        </form>
      </Card>
    </CenteredLayout>
  );
}
