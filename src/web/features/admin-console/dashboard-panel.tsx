import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';

/** A dashboard panel: heading, then a spinner, a failure note or the content. */
export function Panel({
  id,
  title,
  isPending,
  isError,
  errorText,
  children,
}: {
  id: string;
  title: string;
  isPending: boolean;
  isError: boolean;
  errorText: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {isPending ? (
        <Card className="p-4">
          <Spinner className="py-4" />
        </Card>
      ) : isError ? (
        <Card className="p-4">
          <p role="alert" className="text-red-700">
            {errorText}
          </p>
        </Card>
      ) : (
        children
      )}
    </section>
  );
}
