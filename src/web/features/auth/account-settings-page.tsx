import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Webhook } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { type UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import type { SpeakerProfile } from '../../../shared/contract/profile';
import { changeEmailSchema, changePasswordSchema, deleteAccountRequestSchema, type AuthUser } from '../../../shared/contract/auth';
import { paths } from '../../lib/paths';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { TimeZoneOptions } from '../../components/ui/time-zone-options';
import { useSpeakerProfile } from '../../lib/use-speaker-profile';
import { clearFormDraft, readFormDraft, useFormDraft } from '../../lib/form-draft';
import { errorMessageFromApiError, parseApiError } from '../../lib/api-request';
import { SpeakerHeader } from '../../components/speaker-header';
import { authLinkClasses } from './auth-link';
import { FormAlert, FormStatus } from '../../components/form-notices';
import { useChangeEmail } from './api/change-email';
import { useChangePassword } from './api/change-password';
import { useRequestAccountDeletion } from './api/request-account-deletion';
import { useSignOutEverywhere } from './api/sign-out-everywhere';
import { useUpdateTimeZone } from './api/update-time-zone';
import { NewPasswordFields, PASSWORDS_DIFFER } from './new-password-fields';
import { ResendVerificationButton } from '../../components/resend-verification';
import { useFocusOnChange } from './use-focus-on-change';
import { ApiKeysCard } from './api-keys-card';
import { useSpeaker } from '../../lib/speaker-context';
import { useAppForm } from '../../lib/use-app-form';
import { ManageBillingButton, PlanSummary } from '../../components/plan-notice';

export const SIGNED_OUT_EVERYWHERE_NOTICE = 'You have been signed out on every device.';

const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmNewPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmNewPassword, { path: ['confirmNewPassword'], message: PASSWORDS_DIFFER });
type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
type ChangeEmailForm = z.infer<typeof changeEmailSchema>;

const CHANGE_EMAIL_DRAFT_KEY = 'speakerpro.changeEmailDraft';

/** Puts the server's per-field problems (wrong current password, common new password) under their fields. */
function showFieldErrors<T extends string>(
  err: unknown,
  names: readonly T[],
  setError: (name: T, error: { message: string }, options: { shouldFocus: boolean }) => void,
): boolean {
  const fields = parseApiError(err)?.fields ?? {};
  let shown = false;
  for (const name of names) {
    const message = fields[name];
    if (!message) continue;
    // Focus only the first, so the keyboard lands where the reading starts.
    setError(name, { message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/** A named region per setting, so assistive technology can jump between them. */
function SettingsSection({ headingId, children }: { headingId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId}>
      <Card>{children}</Card>
    </section>
  );
}

function EmailStatusCard({ user }: { user: AuthUser }) {
  return (
    <SettingsSection headingId="account-email-heading">
      <CardHeader>
        <CardTitle id="account-email-heading">Your e-mail address</CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <span className="break-all font-medium text-slate-900">{user.email}</span>
          {user.emailVerified ? <Badge tone="green">Confirmed</Badge> : <Badge tone="amber">Not confirmed yet</Badge>}
        </div>
      </CardHeader>
      {!user.emailVerified && (
        <CardContent className="space-y-3">
          <p className="text-sm text-slate-700">
            We sent a confirmation link to this address. Until it is confirmed, your assessment reports stay hidden.
          </p>
          <ResendVerificationButton />
        </CardContent>
      )}
    </SettingsSection>
  );
}

function ChangePasswordCard() {
  const change = useChangePassword();
  const form = useAppForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors } = form.formState;

  function submit(values: ChangePasswordForm) {
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => form.reset(),
        onError: (err) => showFieldErrors(err, ['currentPassword', 'newPassword'] as const, form.setError),
      },
    );
  }

  const fieldProblem = change.isError && Object.keys(parseApiError(change.error)?.fields ?? {}).length > 0;
  return (
    <SettingsSection headingId="change-password-heading">
      <CardHeader>
        <CardTitle id="change-password-heading">Change password</CardTitle>
        <CardDescription>Other devices signed in to your account are signed out; this one stays signed in.</CardDescription>
      </CardHeader>
      <form onSubmit={form.handleSubmit(submit)} aria-busy={change.isPending}>
        <CardContent className="space-y-4">
          <FormStatus>{change.isSuccess ? change.data.message : null}</FormStatus>
          {change.isError && !fieldProblem && (
            <FormAlert>{errorMessageFromApiError(change.error, 'Your password could not be changed. Please try again.')}</FormAlert>
          )}
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <NewPasswordFields form={form} names={{ password: 'newPassword', confirm: 'confirmNewPassword' }} />
        </CardContent>
        <CardFooter>
          <Button type="submit" className="self-start" disabled={change.isPending}>
            {change.isPending ? 'Saving...' : 'Change password'}
          </Button>
        </CardFooter>
      </form>
    </SettingsSection>
  );
}

/**
 * A card's form for a change that asks for the current password: the server's answer above the
 * fields, the card's own fields (if any), the password, and the submit button ('Sending...' while
 * the request runs). A problem the server puts under a field shows there, not in the alert.
 */
function PasswordConfirmedForm({
  mutation,
  failure,
  onSubmit,
  password,
  submit,
  children,
}: {
  mutation: { isPending: boolean; isSuccess: boolean; isError: boolean; error: unknown; data?: { message: string } };
  failure: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  password: { label: string; error?: string; field: UseFormRegisterReturn };
  submit: { label: string; destructive?: boolean };
  children?: ReactNode;
}) {
  const fieldProblem = mutation.isError && Object.keys(parseApiError(mutation.error)?.fields ?? {}).length > 0;
  return (
    <form onSubmit={onSubmit} aria-busy={mutation.isPending}>
      <CardContent className="space-y-4">
        <FormStatus>{mutation.isSuccess ? mutation.data?.message : null}</FormStatus>
        {mutation.isError && !fieldProblem && <FormAlert>{errorMessageFromApiError(mutation.error, failure)}</FormAlert>}
        {children}
        <TextField
          label={password.label}
          hint="Your current password, to confirm it is you."
          type="password"
          autoComplete="current-password"
          required
          error={password.error}
          {...password.field}
        />
      </CardContent>
      <CardFooter>
        <Button type="submit" variant={submit.destructive ? 'destructive' : undefined} className="self-start" disabled={mutation.isPending}>
          {mutation.isPending ? 'Sending...' : submit.label}
        </Button>
      </CardFooter>
    </form>
  );
}

function ChangeEmailCard() {
  const change = useChangeEmail();
  const form = useAppForm<ChangeEmailForm>({
    resolver: zodResolver(changeEmailSchema),
    // The new address survives a reload; the password never goes to storage.
    defaultValues: { ...readFormDraft(CHANGE_EMAIL_DRAFT_KEY, { newEmail: '' }), currentPassword: '' },
  });
  useFormDraft(form, CHANGE_EMAIL_DRAFT_KEY, ['newEmail']);
  const { errors } = form.formState;

  function submit(values: ChangeEmailForm) {
    change.mutate(values, {
      onSuccess: () => {
        clearFormDraft(CHANGE_EMAIL_DRAFT_KEY);
        form.reset({ newEmail: '', currentPassword: '' });
      },
      onError: (err) => showFieldErrors(err, ['newEmail', 'currentPassword'] as const, form.setError),
    });
  }

  return (
    <SettingsSection headingId="change-email-heading">
      <CardHeader>
        <CardTitle id="change-email-heading">Change e-mail address</CardTitle>
        <CardDescription>We send a link to the new address; your account keeps the current one until that link is opened.</CardDescription>
      </CardHeader>
      <PasswordConfirmedForm
        mutation={change}
        failure="Your e-mail address could not be changed. Please try again."
        onSubmit={form.handleSubmit(submit)}
        password={{ label: 'Password', error: errors.currentPassword?.message, field: form.register('currentPassword') }}
        submit={{ label: 'Change e-mail address' }}
      >
        <TextField
          label="New e-mail address"
          type="email"
          autoComplete="email"
          required
          error={errors.newEmail?.message}
          {...form.register('newEmail')}
        />
      </PasswordConfirmedForm>
    </SettingsSection>
  );
}

/** Where the speaker connects other tools; the page of its own is /speaker/webhooks. */
function IntegrationsCard() {
  return (
    <SettingsSection headingId="integrations-heading">
      <CardHeader>
        <CardTitle id="integrations-heading">Webhooks</CardTitle>
        <CardDescription>
          Send new answers, hot leads, booking leads and testimonial graphics to Zapier, Make, n8n or your CRM as they arrive.
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Link to={paths.speakerWebhooks} className={buttonClasses({ variant: 'outline', className: 'self-start' })}>
          <Webhook className="size-4" aria-hidden="true" />
          Manage webhooks
        </Link>
      </CardFooter>
    </SettingsSection>
  );
}

function TimeZoneCard({ profile }: { profile: SpeakerProfile }) {
  const save = useUpdateTimeZone();
  const selectId = useId();
  const [zone, setZone] = useState(profile.timeZone);
  const saved = save.isSuccess && save.data.timeZone === zone;
  return (
    <SettingsSection headingId="time-zone-heading">
      <CardHeader>
        <CardTitle id="time-zone-heading">Time zone</CardTitle>
        <CardDescription>
          Lead files, organizer reports and the times of talks without a zone of their own are shown on this clock.
        </CardDescription>
      </CardHeader>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ timeZone: zone });
        }}
      >
        <CardContent className="space-y-1.5">
          <Label htmlFor={selectId}>Your time zone</Label>
          <select
            id={selectId}
            value={zone}
            onChange={(e) => {
              setZone(e.target.value);
              save.reset();
            }}
            className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
          >
            <TimeZoneOptions />
          </select>
        </CardContent>
        <CardFooter>
          {save.isError && (
            <FormAlert>{errorMessageFromApiError(save.error, 'The time zone could not be saved. Please try again.')}</FormAlert>
          )}
          <FormStatus>{saved ? `Saved: times are now shown on ${zone.replace(/_/g, ' ')} time.` : null}</FormStatus>
          <Button
            type="submit"
            className="self-start"
            disabled={save.isPending || zone === (save.data ?? profile).timeZone}
            aria-busy={save.isPending}
          >
            {save.isPending ? 'Saving...' : 'Save time zone'}
          </Button>
        </CardFooter>
      </form>
    </SettingsSection>
  );
}

function SignOutEverywhereCard() {
  const signOut = useSignOutEverywhere(paths.speakerLogin, SIGNED_OUT_EVERYWHERE_NOTICE);
  return (
    <SettingsSection headingId="sign-out-everywhere-heading">
      <CardHeader>
        <CardTitle id="sign-out-everywhere-heading">Sign out everywhere</CardTitle>
        <CardDescription>Ends every session of your account, on every phone and computer, including this one.</CardDescription>
      </CardHeader>
      <CardFooter>
        {signOut.isError && <FormAlert>{errorMessageFromApiError(signOut.error, 'Signing out failed. Please try again.')}</FormAlert>}
        <Button
          variant="destructive"
          className="self-start"
          disabled={signOut.isPending}
          aria-busy={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {signOut.isPending ? 'Signing out...' : 'Sign out everywhere'}
        </Button>
      </CardFooter>
    </SettingsSection>
  );
}

type DeleteAccountForm = z.infer<typeof deleteAccountRequestSchema>;

function DeleteAccountCard() {
  const request = useRequestAccountDeletion();
  const form = useAppForm<DeleteAccountForm>({ resolver: zodResolver(deleteAccountRequestSchema), defaultValues: { currentPassword: '' } });
  const { errors } = form.formState;
  function submit(values: DeleteAccountForm) {
    request.mutate(values, {
      onSuccess: () => form.reset({ currentPassword: '' }),
      onError: (err) => showFieldErrors(err, ['currentPassword'] as const, form.setError),
    });
  }
  return (
    <SettingsSection headingId="delete-account-heading">
      <CardHeader>
        <CardTitle id="delete-account-heading">Delete your account</CardTitle>
        <CardDescription>
          Erases your profile, your talks, every answer your attendees gave, your testimonial graphics and your files. We e-mail you a link
          first: nothing is deleted until you open it and confirm.
        </CardDescription>
      </CardHeader>
      <PasswordConfirmedForm
        mutation={request}
        failure="The link could not be sent. Please try again."
        onSubmit={form.handleSubmit(submit)}
        password={{
          label: 'Password to delete the account',
          error: errors.currentPassword?.message,
          field: form.register('currentPassword'),
        }}
        submit={{ label: 'E-mail me the deletion link', destructive: true }}
      />
    </SettingsSection>
  );
}

/** /speaker/account: the signed-in speaker's e-mail, password, sessions and the account itself. */
export function AccountSettingsPage() {
  const user = useSpeaker();
  // A speaker who has not finished onboarding has no profile yet: onboarding asks for the zone.
  const profile = useSpeakerProfile();
  // The layout renders this page only once the user is known, so the heading takes focus on arrival.
  const headingRef = useFocusOnChange<HTMLHeadingElement>(true);

  return (
    <div className="min-h-dvh">
      <SpeakerHeader>
        <Link to={paths.speakerDashboard} className={`${authLinkClasses} inline-flex items-center gap-1 text-sm`}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Dashboard
        </Link>
      </SpeakerHeader>
      <main className="mx-auto max-w-2xl space-y-6 px-4 py-6 sm:py-10">
        <div className="space-y-1">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl">
            Account settings
          </h1>
          <p className="text-slate-700">
            Signed in as {user.firstName} {user.lastName}.
          </p>
        </div>
        {user.role === 'speaker' && (
          <div className="space-y-3">
            <PlanSummary />
            <ManageBillingButton />
          </div>
        )}
        <EmailStatusCard user={user} />
        <ChangePasswordCard />
        <ChangeEmailCard />
        {profile.data && <TimeZoneCard profile={profile.data} />}
        <IntegrationsCard />
        <ApiKeysCard />
        <SignOutEverywhereCard />
        <DeleteAccountCard />
      </main>
    </div>
  );
}
