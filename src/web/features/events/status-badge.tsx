import { Badge } from '../../components/ui/badge';
import { formatStatus } from './event-format';

/** 'completed' gets its own green badge; every other status is shown as it is. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={status === 'completed' ? 'green' : 'slate'}>{formatStatus(status)}</Badge>;
}
