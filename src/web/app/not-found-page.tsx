import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../components/ui/card';
import { CenteredLayout } from '../components/centered-layout';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  return (
    <CenteredLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1">Page Not Found</CardTitle>
          <CardDescription>
            The page you are looking for does not exist or has moved. Check the address, or start again from the home page.
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <Link to={paths.home} className={buttonClasses()}>
            Go to home page
          </Link>
        </CardFooter>
      </Card>
    </CenteredLayout>
  );
}
