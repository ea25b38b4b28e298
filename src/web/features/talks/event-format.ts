import { formatAverageRating } from '../../../shared/domain/leads';
import { RATING_MAX } from '../../../shared/domain/constants';

export { formatStatus } from '../../components/event-status';
export { formatTalkDate } from '../../../shared/domain/talk-date';

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** When an attendee answered, in the reader's own time zone: '14 May 2026'. */
export function formatSubmittedDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTimeFormat.format(d);
}

/** '4.3 / 5', or '—' when nobody has rated the talk yet. */
export function formatRatingOutOfFive(average: number | null | undefined): string {
  const value = formatAverageRating(average);
  return value === '—' ? value : `${value} / ${RATING_MAX}`;
}

/** The value a date input shows for a stored event date ('2026-05-14'), or '' when unreadable. */
export function toDateInputValue(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}

/** Today in the speaker's own calendar, as a date input expects it. */
export function todayDateInputValue(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
