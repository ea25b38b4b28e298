import { Link } from 'react-router';
import { CenteredLayout } from './centered-layout';
import { buttonClasses } from './ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from './ui/card';

export function EventNotFound({ dashboardPath }: { dashboardPath: string }) {
  return (
    <CenteredLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Event not found</CardTitle>
          <CardDescription>This event does not exist or belongs to another speaker.</CardDescription>
        </CardHeader>
        <CardFooter>
          <Link to={dashboardPath} className={buttonClasses()}>
            Back to Dashboard
          </Link>
        </CardFooter>
      </Card>
    </CenteredLayout>
  );
}
