import { Link } from 'react-router';
import type { Talk } from '../../../shared/contract/talks';
import { LoadFailedNote } from '../../components/load-failed-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useTalkTakeaways } from './api/get-event-takeaways';

const attendees = (n: number) => (n === 1 ? '1 attendee' : `${n} attendees`);

/**
 * "What your audience will do differently": the talk's takeaways grouped by the word they share
 * (the server groups them), each group with the quotes behind it, in the attendees' words and
 * without their names.
 */
export function EventTakeaways({ event, editPath }: { event: Talk; editPath: string }) {
  const query = useTalkTakeaways(event.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>What your audience will do differently</CardTitle>
        <CardDescription>
          Their answers to “What is the one thing you will do differently after this talk?”, grouped by the words they share.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <LoadFailedNote message="We could not load the takeaways for this event." onRetry={() => void query.refetch()} />
        ) : query.data.total === 0 ? (
          <p className="text-sm text-slate-600">
            {event.askTakeaway ? (
              'No takeaways yet. Attendees answer the question after the required ones on the feedback form.'
            ) : (
              <>
                This talk does not ask the question.{' '}
                <Link to={editPath} className="font-medium text-indigo-700 underline underline-offset-4">
                  Switch it on in Edit Event
                </Link>
                .
              </>
            )}
          </p>
        ) : (
          <div className="space-y-6">
            {query.data.groups.length === 0 ? (
              <p className="text-sm text-slate-600">
                {attendees(query.data.total)} answered; no word is shared by two of them yet. Their answers are in All Responses below.
              </p>
            ) : (
              <ol className="space-y-5">
                {query.data.groups.map((group) => (
                  <li key={group.word} className="space-y-2">
                    <h3 className="font-semibold text-slate-900">
                      “{group.word}” <span className="font-normal text-slate-600">· {attendees(group.count)}</span>
                    </h3>
                    {group.alsoShared.length > 0 && <p className="text-sm text-slate-600">Often with: {group.alsoShared.join(', ')}</p>}
                    <ul className="space-y-2">
                      {group.quotes.map((quote) => (
                        <li key={quote.id}>
                          <blockquote className="border-l-4 border-indigo-200 pl-3 text-sm text-slate-800">“{quote.text}”</blockquote>
                        </li>
                      ))}
                    </ul>
                    {group.count > group.quotes.length && (
                      <p className="text-sm text-slate-600">{group.count - group.quotes.length} more in All Responses below.</p>
                    )}
                  </li>
                ))}
              </ol>
            )}
            {query.data.groups.length > 0 && query.data.ungrouped > 0 && (
              <p className="text-sm text-slate-600">
                {query.data.ungrouped === 1 ? '1 more takeaway shares' : `${query.data.ungrouped} more takeaways share`} no word with the
                others; read {query.data.ungrouped === 1 ? 'it' : 'them'} in All Responses below.
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
