import type { ReactNode } from 'react';
import type { AuthUser } from '../../../shared/contract/auth';
import { CenteredLayout } from '../../app/centered-layout';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { FullPageSpinner } from '../../components/ui/spinner';
import { apiPaths } from '../../lib/api-paths';
import { useCurrentUser } from '../auth/use-current-user';

export function LoginRequiredCard() {
  return (
    <CenteredLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Speaker Login Required</CardTitle>
          <CardDescription>Please log in to your speaker account to continue.</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button
            className="w-full"
            onClick={() => {
              // A full navigation: the server decides where its login lives.
              window.location.href = apiPaths.loginRedirect;
            }}
          >
            Log In
          </Button>
        </CardFooter>
      </Card>
    </CenteredLayout>
  );
}

/** Renders its children for a signed-in user, and the login card for anyone else. */
export function RequireSpeaker({ children }: { children: (user: AuthUser) => ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <LoginRequiredCard />;
  return <>{children(user)}</>;
}
