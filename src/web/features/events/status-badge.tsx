import { clsx } from 'clsx';
import { formatStatus } from './event-format';

/** 'completed' gets its own green badge; every other status is shown as it is. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        status === 'completed'
          ? 'border-green-700 bg-green-100 text-green-800'
          : 'border-slate-300 bg-slate-100 text-slate-800',
      )}
    >
      {formatStatus(status)}
    </span>
  );
}
