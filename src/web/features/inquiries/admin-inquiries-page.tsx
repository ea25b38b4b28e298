import { useQuery } from '@tanstack/react-query';
import { AdminGate } from '../admin/admin-gate';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { Inquiry } from '../../../shared/contract/inquiries';
import { paths } from '../../app/paths';
import { BrandLogo } from '../../components/brand-logo';
import { OptOutsTable } from '../privacy/opt-outs-table';
import { AdminTable, dateTimeFormat } from '../public-pages/admin-table';
import { LinkedinProfilesTable } from '../public-pages/linkedin-profiles-table';
import { textLinkClasses } from '../public-pages/public-page';
import { pageTitle, usePageMeta } from '../public-pages/use-page-meta';
import { EVENT_INQUIRIES_URL } from './use-create-inquiry';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

function InquiriesTable() {
  const { data, isPending, isError } = useQuery<Inquiry[]>({ queryKey: [EVENT_INQUIRIES_URL] });
  return (
    <AdminTable
      id="inquiries-heading"
      title="Event inquiries"
      columns={['Received', 'Name', 'Company', 'Event type', 'Event date', 'Audience', 'About the event']}
      isPending={isPending}
      isError={isError}
      empty="No event inquiries yet."
      rows={data?.map((i) => ({
        key: i.id,
        cells: [
          dateTimeFormat.format(new Date(i.createdAt)),
          i.name,
          i.company ?? '—',
          i.eventType,
          i.eventDate ? dateFormat.format(new Date(`${i.eventDate}T00:00:00Z`)) : '—',
          i.audienceSize ?? '—',
          i.description ?? '—',
        ],
      }))}
    />
  );
}

/** /admin/inquiries: what visitors sent from the public site. The server decides who may see it. */
export function AdminInquiriesPage() {
  usePageMeta(pageTitle('Inquiries and opt-outs'));
  return (
    <AdminGate>
      <InquiriesAdmin />
    </AdminGate>
  );
}

function InquiriesAdmin() {
  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <BrandLogo className="text-xl" />
          <Link to={paths.admin} className={`${textLinkClasses} inline-flex items-center gap-1 text-sm`}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Admin Dashboard
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Inquiries and opt-outs</h1>
        <InquiriesTable />
        <OptOutsTable />
        <LinkedinProfilesTable />
      </main>
    </div>
  );
}
