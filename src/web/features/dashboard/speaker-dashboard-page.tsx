import { LogOut } from 'lucide-react';
import { CenteredLayout } from '../../app/centered-layout';
import { paths } from '../../app/paths';
import { BrandLogo } from '../../components/brand-logo';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { FullPageSpinner } from '../../components/ui/spinner';
import { apiPaths } from '../../lib/api-paths';
import { useCurrentUser } from '../auth/use-current-user';
import { useLogout } from '../auth/use-logout';

function LoginRequired() {
  return (
    <CenteredLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Speaker Login Required</CardTitle>
          <CardDescription>You need to sign in to your speaker account to see your dashboard.</CardDescription>
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

export function SpeakerDashboardPage() {
  const { data: user, isPending } = useCurrentUser();
  const { logout, isPending: isLoggingOut } = useLogout(paths.speakerLogin);

  if (isPending) return <FullPageSpinner />;
  if (!user) return <LoginRequired />;

  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
          <BrandLogo className="text-xl" />
          <Button variant="outline" size="sm" onClick={() => void logout()} disabled={isLoggingOut}>
            <LogOut className="size-4" aria-hidden="true" />
            Log out
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome, {user.firstName}!</h1>
        <Card>
          <CardHeader>
            <CardTitle>Your dashboard is getting ready</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-slate-700">
              Events, feedback and analytics will appear here soon. You are signed in as{' '}
              <span className="font-medium">{user.email}</span>.
            </p>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
