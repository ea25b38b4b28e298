import { useLinkedinProfiles } from '../lib/api/get-linkedin-profiles';
import { AdminTable, dateTimeFormat } from './admin-table';

/** Admin: what /share-excitement collected. */
export function LinkedinProfilesTable() {
  const { data, isPending, isError } = useLinkedinProfiles();
  return (
    <AdminTable
      id="linkedin-profiles-heading"
      title="LinkedIn profiles"
      columns={['Submitted', 'Profile', 'Excitement']}
      isPending={isPending}
      isError={isError}
      empty="No LinkedIn profiles yet."
      rows={data?.map((p) => ({
        key: p.id,
        cells: [
          dateTimeFormat.format(new Date(p.submittedAt)),
          <a key="link" href={p.linkedinProfile} target="_blank" rel="noopener noreferrer" className="text-indigo-700 underline">
            {p.linkedinProfile}
          </a>,
          p.excitement ?? '—',
        ],
      }))}
    />
  );
}
