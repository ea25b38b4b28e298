import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../../shared/domain/url';
import { loginSchema, type Login } from '../../../shared/contract/auth';
import { CenteredLayout } from '../../components/centered-layout';
import { paths } from '../../lib/paths';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { errorMessageFromApiError, isNetworkError, errorCodeOf } from '../../lib/api-request';
import { authLinkClasses } from './auth-link';
import { AuthPageHeader } from './auth-page-header';
import { CredentialFields } from './credential-fields';
import { useSignIn } from './api/sign-in';
import { ADMIN_FLAG_KEY } from '../../lib/use-logout';
import { useAppForm } from '../../lib/use-app-form';

const GENERIC_FAILURE = 'Sign in failed. Please try again.';

function signinErrorText(err: unknown): string {
  if (isNetworkError(err)) return GENERIC_FAILURE;
  if (errorCodeOf(err) === 'UNAUTHORIZED') return 'Invalid credentials';
  return errorMessageFromApiError(err, GENERIC_FAILURE);
}

export function AdminSigninPage() {
  const navigate = useNavigate();
  // Back to the admin page that asked for the sign-in (this site's paths only).
  const returnTo = safeReturnPath(useSearchParams()[0].get('returnTo'));
  const form = useAppForm<Login>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const signin = useSignIn('admin', {
    onSuccess: () => {
      // Only a hint for the UI; /admin asks the server who is signed in.
      localStorage.setItem(ADMIN_FLAG_KEY, 'true');
      navigate(returnTo ?? paths.admin);
    },
  });

  return (
    <CenteredLayout>
      <AuthPageHeader />
      <Card>
        <CardHeader>
          <CardTitle as="h1">Admin Access</CardTitle>
          <CardDescription>Sign in with your administrator account.</CardDescription>
        </CardHeader>
        <form onSubmit={form.handleSubmit((values) => signin.mutate(values))} aria-busy={signin.isPending}>
          <CardContent className="space-y-4">
            {signin.isError && (
              <div
                role="alert"
                className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
              >
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{signinErrorText(signin.error)}</span>
              </div>
            )}
            <CredentialFields form={form} />
            <p className="text-sm">
              <Link to={paths.forgotPassword} className={authLinkClasses}>
                Forgot password?
              </Link>
            </p>
          </CardContent>
          <CardFooter>
            <Button type="submit" className="w-full" disabled={signin.isPending}>
              {signin.isPending ? 'Signing in...' : 'Sign In'}
            </Button>
          </CardFooter>
        </form>
      </Card>
    </CenteredLayout>
  );
}
