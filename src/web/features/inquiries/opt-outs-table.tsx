import { OPT_OUT_CATEGORIES, OPT_OUT_CATEGORY_LABELS } from '../../../shared/contract/privacy';
import { AdminTable, dateTimeFormat } from '../../components/admin-table';
import { useOptOuts } from './api/get-opt-outs';
import { PersonLink } from '../../components/person-link';

/** Admin: who opted out of what, and when they last changed it. */
export function OptOutsTable() {
  const { data, isPending, isError } = useOptOuts();
  return (
    <AdminTable
      id="opt-outs-heading"
      title="Privacy opt-outs"
      columns={['Updated', 'Email', 'Opted out of']}
      isPending={isPending}
      isError={isError}
      empty="No opt-outs yet."
      rows={data?.map((o) => ({
        key: o.id,
        cells: [
          dateTimeFormat.format(new Date(o.updatedAt)),
          <PersonLink email={o.email} />,
          OPT_OUT_CATEGORIES.filter((c) => o.optOutCategories[c])
            .map((c) => OPT_OUT_CATEGORY_LABELS[c])
            .join(', ') || 'Nothing (opted back in)',
        ],
      }))}
    />
  );
}
