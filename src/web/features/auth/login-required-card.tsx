import { CenteredLayout } from '../../components/centered-layout';
import { BrandLogo } from '../../components/brand-logo';
import { Button } from '../../components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { openSignInPageOperation } from '../../../shared/contract/auth';
import { callUrl } from '../../lib/api/call-operation';

/** What every speaker-only page shows to someone who is not signed in. */
export function LoginRequiredCard({ description = 'Please log in to your speaker account to continue.' }: { description?: string }) {
  return (
    <CenteredLayout>
      <BrandLogo className="self-center" />
      <Card>
        <CardHeader>
          <CardTitle as="h1">Speaker Login Required</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button
            className="w-full"
            onClick={() => {
              // A full navigation: the server decides where its login lives, and sends the speaker
              // back to this page once signed in.
              const here = `${window.location.pathname}${window.location.search}`;
              window.location.href = callUrl(openSignInPageOperation, { query: { returnTo: here } });
            }}
          >
            Log In
          </Button>
        </CardFooter>
      </Card>
    </CenteredLayout>
  );
}
