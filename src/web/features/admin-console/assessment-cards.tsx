import type { FormattedAnswer } from '../../../shared/domain/admin-console';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';

/** Answers as label / value pairs. */
export function AnswerList({ answers }: { answers: FormattedAnswer[] }) {
  if (answers.length === 0) return <p className="text-sm text-slate-600">No answers recorded.</p>;
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
      {answers.map((a) => (
        <div key={a.key} className="rounded-md bg-slate-50 px-3 py-2">
          <dt className="font-medium text-slate-800">{a.label}</dt>
          <dd className="text-slate-700 [overflow-wrap:anywhere]">{a.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Loading, failure or empty state of an admin list; null when there is something to show. */
export function ListState({
  isPending,
  isError,
  isEmpty,
  emptyTitle,
  emptyText,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  emptyTitle: string;
  emptyText: string;
}) {
  if (isPending) return <Spinner className="py-10" />;
  if (isError) {
    return (
      <Card className="p-6">
        <p role="alert" className="text-center text-red-700">
          The assessments and the waitlist could not be loaded. Reload the page to try again.
        </p>
      </Card>
    );
  }
  if (!isEmpty) return null;
  return (
    <Card className="space-y-2 p-8 text-center">
      <h2 className="text-xl font-semibold">{emptyTitle}</h2>
      <p className="text-slate-700">{emptyText}</p>
    </Card>
  );
}
