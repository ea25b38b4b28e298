import { Link } from 'react-router';
import { CenteredLayout } from '../../components/centered-layout';
import { paths } from '../../lib/paths';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../components/ui/card';
import { FullPageSpinner } from '../../components/ui/spinner';
import { errorMessageFromApiError, parseApiError } from '../../lib/api-request';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { AuthPageHeader } from './auth-page-header';
import { FormAlert, FormStatus } from '../../components/form-notices';
import { INVALID_TOKEN } from './invalid-token';
import { useAccountDeletionPreview } from './api/get-account-deletion-preview';
import { useConfirmAccountDeletion } from './api/confirm-account-deletion';
import { InvalidLinkCard, LinkPageHeading } from './link-token-page';
import { useFocusOnChange } from './use-focus-on-change';
import { useLinkToken } from './use-link-token';

const INVALID_LINK = 'This deletion link is not valid. It may have been used already, or it has expired (it works for 1 hour).';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /speaker/delete-account?token=…: what deleting the account erases, and the last confirmation. */
export function DeleteAccountPage() {
  usePageMeta(pageTitle('Delete your account'));
  const token = useLinkToken();
  const preview = useAccountDeletionPreview(token);
  const confirm = useConfirmAccountDeletion();
  const previewError = preview.isError ? parseApiError(preview.error) : null;
  const confirmError = confirm.isError ? parseApiError(confirm.error) : null;
  const linkInvalid = token === null || previewError?.code === INVALID_TOKEN || confirmError?.code === INVALID_TOKEN;
  const state = confirm.isSuccess ? 'done' : linkInvalid ? 'invalid' : preview.isSuccess ? 'confirm' : 'loading';
  const headingRef = useFocusOnChange<HTMLHeadingElement>(state);

  if (state === 'invalid') {
    return (
      <InvalidLinkCard
        headingRef={headingRef}
        message={INVALID_LINK}
        hint="Sign in and ask for a new link in your account settings."
        action={{ to: paths.speakerAccount, label: 'Account settings' }}
      />
    );
  }
  if (confirm.isSuccess) {
    const done = confirm.data;
    return (
      <CenteredLayout>
        <AuthPageHeader />
        <Card>
          <CardHeader>
            <LinkPageHeading headingRef={headingRef}>Your account is deleted</LinkPageHeading>
          </CardHeader>
          <CardContent>
            <FormStatus>
              <p>{`The account ${done.email} and everything in it are gone: ${plural(done.events, 'talk', 'talks')}, ${plural(done.answers, 'answer', 'answers')}, ${plural(done.graphics, 'graphic', 'graphics')} and ${plural(done.files, 'file', 'files')}.`}</p>
            </FormStatus>
          </CardContent>
          <CardFooter>
            <Link to={paths.home} className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
              Back to the home page
            </Link>
          </CardFooter>
        </Card>
      </CenteredLayout>
    );
  }
  if (!preview.isSuccess) {
    if (preview.isError) {
      return (
        <CenteredLayout>
          <AuthPageHeader />
          <Card>
            <CardContent className="pt-6">
              <FormAlert>{errorMessageFromApiError(preview.error, 'This page could not be loaded. Please try again.')}</FormAlert>
            </CardContent>
          </Card>
        </CenteredLayout>
      );
    }
    return <FullPageSpinner />;
  }
  const what = preview.data;
  return (
    <CenteredLayout>
      <AuthPageHeader />
      <Card>
        <CardHeader>
          <LinkPageHeading headingRef={headingRef}>Delete your account?</LinkPageHeading>
          <CardDescription>{`This erases the account ${what.email} for good. It cannot be undone.`}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3 text-sm text-slate-800">
          <p>What goes with it:</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>your profile, branding and gift</li>
            <li>{plural(what.events, 'talk', 'talks')} and their QR pages</li>
            <li>{plural(what.answers, 'answer', 'answers')} your attendees gave, with their testimonials and contact details</li>
            <li>{plural(what.graphics, 'testimonial graphic', 'testimonial graphics')}</li>
            <li>{plural(what.files, 'stored file', 'stored files')} (logo, gift, graphics, files attached to your e-mails)</li>
            <li>the contents of the e-mails sent to you or on your behalf</li>
          </ul>
          <p>
            Anything else held about your address (the waitlist, the readiness assessment) can be downloaded or erased from the{' '}
            <Link to="/privacy" className="font-medium text-indigo-700 underline">
              privacy page
            </Link>
            .
          </p>
          {confirm.isError && (
            <FormAlert>{errorMessageFromApiError(confirm.error, 'The account could not be deleted. Please try again.')}</FormAlert>
          )}
        </CardContent>
        <CardFooter className="flex flex-col gap-2">
          <Button
            variant="destructive"
            className="w-full"
            disabled={confirm.isPending}
            aria-busy={confirm.isPending}
            onClick={() => confirm.mutate(token!)}
          >
            {confirm.isPending ? 'Deleting...' : 'Delete my account for good'}
          </Button>
          <Link to={paths.speakerDashboard} className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
            Keep my account
          </Link>
        </CardFooter>
      </Card>
    </CenteredLayout>
  );
}
