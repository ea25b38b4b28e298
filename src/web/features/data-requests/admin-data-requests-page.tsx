import type { DataRequestStatus } from '../../../shared/contract/data-requests';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { AdminPageShell } from '../../components/admin-page-shell';
import { AdminTable, dateTimeFormat } from '../../components/admin-table';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { useAdminDataRequests } from './api/get-admin-data-requests';
import { heldKinds } from './person-data-labels';
import { PersonLink } from '../../components/person-link';

const STATUS: Record<DataRequestStatus, { label: string; tone: BadgeTone }> = {
  requested: { label: 'Link sent', tone: 'amber' },
  downloaded: { label: 'Downloaded', tone: 'sky' },
  erased: { label: 'Erased', tone: 'green' },
  expired: { label: 'Expired', tone: 'slate' },
};

const when = (iso: string | null) => (iso ? dateTimeFormat.format(new Date(iso)) : '—');

/** /admin/data-requests: every self-service request, with its status and times (admin only). */
export function AdminDataRequestsPage() {
  usePageMeta(pageTitle('Data requests'));
  return <Requests />;
}

function Requests() {
  const list = useAdminDataRequests();
  return (
    <AdminPageShell
      title="Data requests"
      description="People who asked, through the link e-mailed to them, to download or erase what SpeakerPro holds about their address. Erasure happens at once; backups roll over within 30 days."
    >
      <AdminTable
        id="data-requests"
        title="Requests"
        columns={['Address', 'Status', 'Asked', 'Link valid until', 'Downloaded', 'Erased', 'What was erased']}
        isPending={list.isPending}
        isError={list.isError}
        empty="Nobody has asked for their data yet."
        rows={list.data?.map((r) => ({
          key: r.id,
          cells: [
            <PersonLink email={r.email} className="break-all text-indigo-800 underline" />,
            <Badge tone={STATUS[r.status].tone}>{STATUS[r.status].label}</Badge>,
            when(r.createdAt),
            when(r.expiresAt),
            when(r.downloadedAt),
            when(r.erasedAt),
            r.erased
              ? heldKinds(r.erased)
                  .map(([name, n]) => `${name}: ${n}`)
                  .join(', ') || 'Nothing was held'
              : '—',
          ],
        }))}
      />
    </AdminPageShell>
  );
}
