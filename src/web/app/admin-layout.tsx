import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { CenteredLayout } from '../components/centered-layout';
import { paths } from '../lib/paths';
import { buttonClasses } from '../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../components/ui/card';
import { FullPageSpinner } from '../components/ui/spinner';
import { useCurrentUser } from '../lib/use-current-user';

/**
 * Every admin page asks the server who is signed in: nobody goes to sign in, a speaker is told
 * the page is for administrators. The API refuses them as well; this only spares a broken page.
 */
export default function AdminLayout() {
  const { data: user, isPending } = useCurrentUser();
  const here = useLocation();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to={`${paths.adminSignin}?returnTo=${encodeURIComponent(here.pathname + here.search)}`} replace />;
  if (user.role !== 'admin') {
    return (
      <CenteredLayout>
        <Card>
          <CardHeader>
            <CardTitle as="h1">Admin access required</CardTitle>
            <CardDescription>Your account cannot open this page. Sign in with an administrator account.</CardDescription>
          </CardHeader>
          <CardFooter>
            <Link to={paths.adminSignin} className={buttonClasses({ className: 'w-full' })}>
              Go to admin sign in
            </Link>
          </CardFooter>
        </Card>
      </CenteredLayout>
    );
  }
  return <Outlet />;
}
