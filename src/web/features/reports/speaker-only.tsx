import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AuthUser } from '../../../shared/contract/auth';
import { CenteredLayout } from '../../app/centered-layout';
import { paths } from '../../app/paths';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { FullPageSpinner } from '../../components/ui/spinner';
import { LoginRequiredCard } from '../auth/login-required-card';
import { useCurrentUser } from '../auth/use-current-user';
import { LoadFailedCard } from '../dashboard/load-failed-card';

/**
 * Reports belong to an e-mail address, not to a finished profile, so these pages only need a
 * signed-in speaker (unlike the dashboard's onboarding and experience gates). The API decides too.
 */
export function SpeakerOnly({ children }: { children: (user: AuthUser) => ReactNode }) {
  const user = useCurrentUser();
  if (user.isPending) return <FullPageSpinner />;
  if (user.isError) return <LoadFailedCard onRetry={() => void user.refetch()} />;
  if (!user.data) return <LoginRequiredCard description="Please log in to your speaker account to see your assessment reports." />;
  if (user.data.role !== 'speaker') {
    return (
      <CenteredLayout>
        <Card>
          <CardHeader>
            <CardTitle as="h1">Speaker account required</CardTitle>
            <CardDescription>Assessment reports are shown to the speaker they belong to. Sign in with a speaker account.</CardDescription>
          </CardHeader>
          <CardFooter>
            <Link to={paths.speakerLogin} className={buttonClasses({ className: 'w-full' })}>
              Go to speaker login
            </Link>
          </CardFooter>
        </Card>
      </CenteredLayout>
    );
  }
  return <>{children(user.data)}</>;
}
