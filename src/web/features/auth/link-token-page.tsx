import type { ReactNode, RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { CenteredLayout } from '../../components/centered-layout';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { parseApiError } from '../../lib/api-request';
import { AuthPageHeader } from './auth-page-header';
import type { ChoosePasswordForm } from './new-password-fields';

/** The page's heading, focusable so a screen reader starts on each new state of a link page. */
export function LinkPageHeading({ headingRef, children }: { headingRef: RefObject<HTMLHeadingElement | null>; children: ReactNode }) {
  return (
    <CardTitle as="h1" ref={headingRef} tabIndex={-1} className="focus:outline-none">
      {children}
    </CardTitle>
  );
}

/** What a link page shows when its token is missing, spent or expired: why, and where to get a new one. */
export function InvalidLinkCard({
  headingRef,
  message,
  hint,
  action,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  message: string;
  hint?: string;
  action: { to: string; label: string };
}) {
  return (
    <CenteredLayout>
      <AuthPageHeader />
      <Card>
        <CardHeader>
          <LinkPageHeading headingRef={headingRef}>This link did not work</LinkPageHeading>
        </CardHeader>
        <CardContent className="space-y-3">
          <p role="alert" className="text-sm font-medium text-red-800">
            {message}
          </p>
          {hint && <p className="text-sm text-slate-700">{hint}</p>}
        </CardContent>
        <CardFooter>
          <Link to={action.to} className={buttonClasses({ className: 'w-full' })}>
            {action.label}
          </Link>
        </CardFooter>
      </Card>
    </CenteredLayout>
  );
}

/**
 * The server also refuses common passwords; its answer names the field, and is shown under it like
 * the length rule. Returns whether the error was about the password.
 */
export function showPasswordProblem(form: UseFormReturn<ChoosePasswordForm>, err: unknown): boolean {
  const problem = parseApiError(err)?.fields.password;
  if (problem) form.setError('password', { message: problem }, { shouldFocus: true });
  return Boolean(problem);
}
