import { Link } from 'react-router';
import { CenteredLayout } from './centered-layout';
import { buttonClasses } from './ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from './ui/card';

/** A page-sized "not found" with a way back. */
export function NotFoundCard({
  title,
  description,
  backTo,
  backLabel,
}: {
  title: string;
  description: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <CenteredLayout>
      <Card>
        <CardHeader>
          <CardTitle as="h1">{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardFooter>
          <Link to={backTo} className={buttonClasses()}>
            {backLabel}
          </Link>
        </CardFooter>
      </Card>
    </CenteredLayout>
  );
}
