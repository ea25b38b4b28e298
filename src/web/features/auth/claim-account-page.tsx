import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { CenteredLayout } from '../../components/centered-layout';
import { paths } from '../../lib/paths';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, parseApiError } from '../../lib/api-request';
import { AuthPageHeader } from './auth-page-header';
import { FormAlert } from '../../components/form-notices';
import { INVALID_TOKEN } from './invalid-token';
import { useClaimAccount } from './api/claim-account';
import { InvalidLinkCard, LinkPageHeading, showPasswordProblem } from './link-token-page';
import { choosePasswordFormSchema, NewPasswordFields, type ChoosePasswordForm } from './new-password-fields';
import { useFocusOnChange } from './use-focus-on-change';
import { useLinkToken } from './use-link-token';
import { useAppForm } from '../../lib/use-app-form';

const INVALID_LINK = 'This link is not valid. It may have been used already, or it has expired.';

/**
 * /claim-account?token=…: the owner of a free QR page opens a full account on it by choosing a
 * password. The link went to the page's own address, which is what proves ownership.
 */
export function ClaimAccountPage() {
  const navigate = useNavigate();
  const token = useLinkToken();
  const claim = useClaimAccount();
  const form = useAppForm<ChoosePasswordForm>({
    resolver: zodResolver(choosePasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const error = claim.isError ? parseApiError(claim.error) : null;
  const linkInvalid = token === null || error?.code === INVALID_TOKEN;
  const headingRef = useFocusOnChange<HTMLHeadingElement>(linkInvalid);

  function submit(values: ChoosePasswordForm) {
    claim.mutate(
      { token: token!, password: values.password },
      {
        onSuccess: ({ message }) => {
          toast({ title: 'Account opened', description: message });
          // As after a sign-in: the dashboard's gate decides whether onboarding comes first.
          navigate(paths.speakerDashboard, { replace: true });
        },
        onError: (err) => showPasswordProblem(form, err),
      },
    );
  }

  const heading = (text: string) => <LinkPageHeading headingRef={headingRef}>{text}</LinkPageHeading>;

  if (linkInvalid) {
    return (
      <InvalidLinkCard
        headingRef={headingRef}
        message={error?.message ?? INVALID_LINK}
        hint="Sign up again with the same e-mail address and we will send a new link to it."
        action={{ to: paths.speakerSignup, label: 'Get a new link' }}
      />
    );
  }

  const otherProblem = claim.isError && !error?.fields.password;
  return (
    <CenteredLayout>
      <AuthPageHeader />
      <Card>
        <CardHeader>
          {heading('Open your SpeakerPro account')}
          <CardDescription>
            Choose a password for the account of your free QR feedback page. Your page, its QR code and every answer on it stay as they are.
          </CardDescription>
        </CardHeader>
        <form onSubmit={form.handleSubmit(submit)} aria-busy={claim.isPending || claim.isSuccess}>
          <CardContent className="space-y-4">
            {otherProblem && (
              <FormAlert>{errorMessageFromApiError(claim.error, 'Your account could not be opened. Please try again.')}</FormAlert>
            )}
            <NewPasswordFields form={form} names={{ password: 'password', confirm: 'confirmPassword' }} label="Password" />
          </CardContent>
          <CardFooter>
            <Button type="submit" className="w-full" disabled={claim.isPending || claim.isSuccess}>
              {claim.isPending ? 'Opening your account...' : 'Open my account'}
            </Button>
          </CardFooter>
        </form>
      </Card>
    </CenteredLayout>
  );
}
