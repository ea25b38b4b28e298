import { Button } from '../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../components/ui/card';
import { CenteredLayout } from '../components/centered-layout';

/** What RouteErrorBoundary shows when a page cannot be rendered. */
export function RouteErrorPage() {
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
