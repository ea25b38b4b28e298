import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../components/ui/card';
import { CenteredLayout } from './centered-layout';
import { NotFoundPage } from './not-found-page';

/**
 * Shown when rendering a route throws. The usual cause is a lazy page chunk that no longer exists
 * after a new deployment, which a reload fixes.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <CenteredLayout>
      <Card role="alert">
        <CardHeader>
          <CardTitle as="h1">Something went wrong</CardTitle>
          <CardDescription>This page could not be shown. Reloading usually fixes it.</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button onClick={() => window.location.reload()}>Reload page</Button>
        </CardFooter>
      </Card>
    </CenteredLayout>
  );
}
