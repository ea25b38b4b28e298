import { clsx } from 'clsx';
import { MailWarning } from 'lucide-react';
import { Button, type ButtonSize, type ButtonVariant } from './ui/button';
import { errorMessageFromApiError } from '../lib/api-request';
import { FormAlert, FormStatus } from './form-notices';
import { useResendVerification } from '../lib/api/resend-verification';
import { useCurrentUser } from '../lib/use-current-user';

/** 'Resend' with its outcome under it: the server's 202 message, or why it failed. */
export function ResendVerificationButton({
  label = 'Resend verification e-mail',
  variant = 'outline',
  size = 'md',
}: {
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const resend = useResendVerification();
  return (
    <div className="space-y-2">
      <Button variant={variant} size={size} onClick={() => resend.mutate()} disabled={resend.isPending} aria-busy={resend.isPending}>
        {resend.isPending ? 'Sending...' : label}
      </Button>
      <FormStatus>{resend.data?.message}</FormStatus>
      {resend.isError && <FormAlert>{errorMessageFromApiError(resend.error, 'The e-mail could not be sent. Please try again.')}</FormAlert>}
    </div>
  );
}

/**
 * Shown across the speaker area until the account's address is confirmed: a full-width bar under a
 * page header, or a box (`boxed`) inside a narrow column such as onboarding.
 */
export function EmailVerificationBanner({ boxed = false }: { boxed?: boolean }) {
  const { data: user } = useCurrentUser();
  if (!user || user.emailVerified) return null;
  return (
    <section
      aria-label="E-mail confirmation"
      className={clsx('border-amber-300 bg-amber-50 text-amber-950', boxed ? 'rounded-lg border' : 'border-b')}
    >
      <div className={clsx('flex flex-wrap items-start gap-3 py-3', boxed ? 'px-4' : 'mx-auto max-w-5xl px-4')}>
        <MailWarning className="mt-1 size-5 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1 basis-60 pt-0.5 font-medium">Please confirm your e-mail address — check your inbox</p>
        <ResendVerificationButton label="Resend e-mail" size="sm" />
      </div>
    </section>
  );
}
