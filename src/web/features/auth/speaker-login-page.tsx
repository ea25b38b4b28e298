import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginSchema, type Login } from '../../../shared/contract/auth';
import { safeReturnPath } from '../../../shared/domain/url';
import { CenteredLayout } from '../../components/centered-layout';
import { paths } from '../../lib/paths';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, isNetworkError } from '../../lib/api-request';
import { authLinkClasses } from './auth-link';
import { AuthPageHeader } from './auth-page-header';
import { CredentialFields } from './credential-fields';
import { FormStatus } from '../../components/form-notices';
import { useSignIn } from './api/sign-in';
import { useAppForm } from '../../lib/use-app-form';

/** A page that signs the speaker out (e.g. 'Sign out everywhere') may leave a line for this page to say. */
function noticeFromState(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('notice' in state)) return null;
  return typeof state.notice === 'string' ? state.notice : null;
}

export function SpeakerLoginPage() {
  const navigate = useNavigate();
  const notice = noticeFromState(useLocation().state);
  // A page that needed a login sent the speaker here; they go back there once signed in.
  const [search] = useSearchParams();
  const returnTo = safeReturnPath(search.get('returnTo'));
  const form = useAppForm<Login>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const login = useSignIn('speaker', {
    onSuccess: () => {
      navigate(returnTo ?? paths.speakerDashboard);
    },
    onError: (err) => {
      if (isNetworkError(err)) {
        toast({ title: 'Error', description: 'Login failed. Please try again.', variant: 'destructive' });
        return;
      }
      toast({
        title: 'Login Failed',
        description: errorMessageFromApiError(err, 'Invalid email or password'),
        variant: 'destructive',
      });
    },
  });

  return (
    <CenteredLayout>
      <AuthPageHeader />
      <Card>
        <CardHeader>
          <CardTitle as="h1">Speaker Sign In</CardTitle>
          <CardDescription>Sign in to manage your talks, feedback and leads.</CardDescription>
        </CardHeader>
        <form onSubmit={form.handleSubmit((values) => login.mutate(values))} aria-busy={login.isPending}>
          <CardContent className="space-y-4">
            <FormStatus>{notice}</FormStatus>
            <CredentialFields form={form} />
            <p className="text-sm">
              <Link to={paths.forgotPassword} className={authLinkClasses}>
                Forgot password?
              </Link>
            </p>
          </CardContent>
          <CardFooter>
            <Button type="submit" className="w-full" disabled={login.isPending}>
              {login.isPending ? 'Signing in...' : 'Sign In'}
            </Button>
            <p className="text-center text-sm text-slate-700">
              <Link to={paths.speakerSignup} className={authLinkClasses}>
                Don't have an account? Sign up
              </Link>
            </p>
          </CardFooter>
        </form>
      </Card>
    </CenteredLayout>
  );
}
