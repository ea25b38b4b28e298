import { formatTalkDate } from '../../shared/domain/talk-date';
import { Badge } from './ui/badge';

/** 'Completed' for 'completed': statuses are stored lower-case and shown as words. */
export function formatStatus(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** 'completed' gets its own green badge; every other status is shown as it is. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={status === 'completed' ? 'green' : 'slate'}>{formatStatus(status)}</Badge>;
}

/**
 * Which talk a page is about: one event can hold several talks (a keynote and a workshop), so the
 * talk's title, status and date stand beside the event's name wherever the talk is shown.
 */
export function TalkSummary({
  eventName,
  talkTitle,
  status,
  eventDate,
}: {
  eventName: string;
  talkTitle: string | null;
  status: string;
  eventDate: string;
}) {
  return (
    <div className="space-y-1">
      <p className="text-slate-700">
        <span className="font-medium text-slate-900">{eventName}</span>
        {talkTitle && <span>{` · ${talkTitle}`}</span>}
      </p>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <StatusBadge status={status} />
        <span>{formatTalkDate(eventDate)}</span>
      </p>
    </div>
  );
}
