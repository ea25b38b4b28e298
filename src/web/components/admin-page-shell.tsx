import { ArrowLeft, Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../lib/paths';
import { peopleSearchPath } from '../lib/person-path';
import { BrandLogo } from './brand-logo';
import { textLinkClasses } from './public-page';

const frameWidths = { '6xl': 'max-w-6xl', '4xl': 'max-w-4xl' } as const;

/** The frame of every admin page: the brand, a way back (to /admin unless told), and the content. */
export function AdminFrame({
  children,
  back = { to: paths.admin, label: 'Back to Admin' },
  width = '6xl',
}: {
  children: ReactNode;
  back?: { to: string; label: string };
  width?: keyof typeof frameWidths;
}) {
  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className={`mx-auto flex ${frameWidths[width]} items-center justify-between gap-4 px-4 py-3`}>
          <BrandLogo className="text-xl" />
          <PeopleSearchBox />
          <Link to={back.to} className={`${textLinkClasses} inline-flex items-center gap-1 text-sm`}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {back.label}
          </Link>
        </div>
      </header>
      <main className={`mx-auto ${frameWidths[width]} space-y-6 px-4 py-6 sm:py-10`}>{children}</main>
    </div>
  );
}

/** The console's search for a person, on every admin page; it opens /admin/people?q=. */
export function PeopleSearchBox() {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <form
      role="search"
      aria-label="People"
      className="flex min-w-0 flex-1 items-center justify-end gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        const q = new FormData(e.currentTarget).get('q');
        void navigate(peopleSearchPath(typeof q === 'string' ? q : ''));
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search people
      </label>
      <input
        id={id}
        name="q"
        type="search"
        // Keeps the text on the results page; elsewhere the box starts empty.
        key={params.get('q') ?? ''}
        defaultValue={params.get('q') ?? ''}
        placeholder="Search people"
        className="w-full max-w-56 min-w-0 rounded-md border border-slate-300 px-2 py-1 text-sm"
      />
      <button type="submit" className="rounded-md p-1 text-indigo-800 hover:bg-indigo-50" aria-label="Search">
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}

/** An admin page with its title (and optional description and actions) above the content. */
export function AdminPageShell({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AdminFrame>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {description && <div className="max-w-3xl text-slate-700">{description}</div>}
        </div>
        {actions}
      </div>
      {children}
    </AdminFrame>
  );
}

/** A figure on a stat card: a label and its value. */
export function StatCard({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl">{value}</p>
    </div>
  );
}

export const adminDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatAdminDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : adminDateFormat.format(d);
}
