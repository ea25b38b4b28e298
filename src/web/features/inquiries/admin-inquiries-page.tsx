import { AdminPageShell } from '../../components/admin-page-shell';
import { OptOutsTable } from './opt-outs-table';
import { AdminTable, dateTimeFormat } from '../../components/admin-table';
import { LinkedinProfilesTable } from '../../components/linkedin-profiles-table';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { useInquiries } from './api/get-inquiries';
import { PersonLink } from '../../components/person-link';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

function InquiriesTable() {
  const { data, isPending, isError } = useInquiries();
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
          i.email ? <PersonLink email={i.email}>{i.name}</PersonLink> : i.name,
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
  return <InquiriesAdmin />;
}

function InquiriesAdmin() {
  return (
    <AdminPageShell title="Inquiries and opt-outs">
      <InquiriesTable />
      <OptOutsTable />
      <LinkedinProfilesTable />
    </AdminPageShell>
  );
}
