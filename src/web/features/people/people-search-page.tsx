import { Link, useSearchParams } from 'react-router';
import { AdminPageShell } from '../../components/admin-page-shell';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessageFromApiError } from '../../lib/api-request';
import { personPath } from '../../lib/person-path';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { usePeopleSearch } from './api/search-people';

/** /admin/people?q=: everyone whose name or address holds the text, each linking to their page. */
export function PeopleSearchPage() {
  usePageMeta(pageTitle('People'));
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const found = usePeopleSearch(q);
  return (
    <AdminPageShell title="People" description="One record per person: search by any part of a name or an e-mail address.">
      {q.trim() === '' ? (
        <p className="text-slate-700">Type a name or an address in the search box above.</p>
      ) : found.isPending ? (
        <Spinner />
      ) : found.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessageFromApiError(found.error, 'The search failed. Please try again.')}
        </p>
      ) : found.data.people.length === 0 ? (
        <p className="text-slate-700">{`No one on record matches "${q.trim()}".`}</p>
      ) : (
        <ul className="space-y-2" aria-label="People found">
          {found.data.people.map((p) => (
            <li key={p.id}>
              <Card className="p-3">
                <Link to={personPath(p.emails[0]!)} className="font-semibold text-indigo-800 underline">
                  {p.name}
                </Link>
                <span className="text-sm text-slate-700 [overflow-wrap:anywhere]"> · {p.emails.join(', ')}</span>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </AdminPageShell>
  );
}
