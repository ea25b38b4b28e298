import { CenteredLayout } from './centered-layout';
import { Button } from './ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from './ui/card';

/** What a speaker page shows when its data could not be read (server down, network gone). */
export function LoadFailedCard({ onRetry }: { onRetry: () => void }) {
  return (
    <CenteredLayout>
      <Card role="alert">
        <CardHeader>
          <CardTitle as="h1">Something went wrong</CardTitle>
          <CardDescription>We could not load this page. Check your connection and try again.</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button onClick={onRetry}>Try Again</Button>
        </CardFooter>
      </Card>
    </CenteredLayout>
  );
}

/** The same inside a section of a page: what could not be read, and a way to try again. */
export function LoadFailedNote({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-3">
      <p className="text-sm text-slate-800">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
