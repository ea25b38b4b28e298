import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { signupSchema, type Signup } from '../../../shared/contract/auth';
import { PASSWORD_MIN_LENGTH } from '../../../shared/domain/constants';
import { CenteredLayout } from '../../components/centered-layout';
import { paths } from '../../lib/paths';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorMessageFromApiError, isNetworkError, parseApiError } from '../../lib/api-request';
import { clearFormDraft, readFormDraft, useFormDraft } from '../../lib/form-draft';
import { useSignUp } from './api/sign-up';
import { authLinkClasses } from './auth-link';
import { AuthPageHeader } from './auth-page-header';
import { FormStatus } from '../../components/form-notices';
import { useAppForm } from '../../lib/use-app-form';

const SIGNUP_DRAFT_KEY = 'speakerpro.signupDraft';

export function SpeakerSignupPage() {
  const form = useAppForm<Signup>({
    resolver: zodResolver(signupSchema),
    // Names and address survive a reload; the password is never stored.
    defaultValues: { ...readFormDraft(SIGNUP_DRAFT_KEY, { firstName: '', lastName: '', email: '' }), password: '' },
  });
  useFormDraft(form, SIGNUP_DRAFT_KEY, ['firstName', 'lastName', 'email']);
  const { errors } = form.formState;

  const signup = useSignUp({
    onSuccess: () => {
      // The server's sentence says what happened (a message is on its way); the page claims no more.
      form.resetField('password');
      clearFormDraft(SIGNUP_DRAFT_KEY);
    },
    onError: (err) => {
      if (isNetworkError(err)) {
        toast({ title: 'Error', description: 'Signup failed. Please try again.', variant: 'destructive' });
        return;
      }
      const problem = parseApiError(err)?.fields.password;
      if (problem) {
        // A password too easy to guess: say why under the field, where the rule about length is.
        form.setError('password', { message: problem }, { shouldFocus: true });
        return;
      }
      toast({
        title: 'Signup Failed',
        description: errorMessageFromApiError(err, 'Failed to create account'),
        variant: 'destructive',
      });
    },
  });
  const sent = signup.data?.message ?? null;

  return (
    <CenteredLayout>
      <AuthPageHeader />
      <Card>
        <CardHeader>
          <CardTitle as="h1">Create Speaker Account</CardTitle>
          <CardDescription>Collect feedback and leads from every talk you give.</CardDescription>
        </CardHeader>
        <form onSubmit={form.handleSubmit((values) => signup.mutate(values))} aria-busy={signup.isPending}>
          <CardContent className="space-y-4">
            <FormStatus>
              {sent && (
                <>
                  <p>Check your inbox</p>
                  <p className="font-normal">{sent}</p>
                  <p className="font-normal">
                    <Link to={paths.speakerLogin} className={authLinkClasses}>
                      Sign in
                    </Link>
                  </p>
                </>
              )}
            </FormStatus>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="First name"
                autoComplete="given-name"
                required
                error={errors.firstName?.message}
                {...form.register('firstName')}
              />
              <TextField
                label="Last name"
                autoComplete="family-name"
                required
                error={errors.lastName?.message}
                {...form.register('lastName')}
              />
            </div>
            <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              error={errors.password?.message}
              {...form.register('password')}
            />
          </CardContent>
          <CardFooter>
            <Button type="submit" className="w-full" disabled={signup.isPending}>
              {signup.isPending ? 'Creating account...' : 'Create Account'}
            </Button>
            <p className="text-center text-sm text-slate-700">
              <Link to={paths.speakerLogin} className={authLinkClasses}>
                Already have an account? Sign in
              </Link>
            </p>
          </CardFooter>
        </form>
      </Card>
    </CenteredLayout>
  );
}
