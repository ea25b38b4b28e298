import { useQuery } from '@tanstack/react-query';
import type { LinkedinProfile } from '../../shared/contract/public-misc';
import { AdminTable, dateTimeFormat } from './admin-table';

/** The owner's list; people add themselves with a POST to the public path. */
export const LINKEDIN_PROFILES_URL = '/api/admin/linkedin-profiles';
export const ADD_LINKEDIN_PROFILE_URL = '/api/linkedin-profiles';

/** Admin: what /share-excitement collected. */
export function LinkedinProfilesTable() {
  const { data, isPending, isError } = useQuery<LinkedinProfile[]>({ queryKey: [LINKEDIN_PROFILES_URL] });
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
