import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { z } from 'zod';
import { passwordResetRequestSchema } from '../../../shared/contract/auth';
import { CenteredLayout } from '../../components/centered-layout';
import { paths } from '../../lib/paths';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { errorMessageFromApiError } from '../../lib/api-request';
import { AuthPageHeader } from './auth-page-header';
import { FormAlert, FormStatus } from '../../components/form-notices';
import { useRequestPasswordReset } from './api/request-password-reset';
import { authLinkClasses } from './auth-link';
import { useAppForm } from '../../lib/use-app-form';

type ResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** /forgot-password: asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const form = useAppForm<ResetRequest>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });
  const request = useRequestPasswordReset();

  return (
    <CenteredLayout>
      <AuthPageHeader />
      <Card>
        <CardHeader>
          <CardTitle as="h1">Forgot your password?</CardTitle>
          <CardDescription>Enter your account's e-mail address and we will send you a link to choose a new password.</CardDescription>
        </CardHeader>
        <form onSubmit={form.handleSubmit((values) => request.mutate(values))} aria-busy={request.isPending}>
          <CardContent className="space-y-4">
            <FormStatus>{request.data?.message}</FormStatus>
            {request.isError && (
              <FormAlert>{errorMessageFromApiError(request.error, 'The link could not be sent. Please try again.')}</FormAlert>
            )}
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
          </CardContent>
          <CardFooter>
            <Button type="submit" className="w-full" disabled={request.isPending}>
              {request.isPending ? 'Sending...' : 'Send reset link'}
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
