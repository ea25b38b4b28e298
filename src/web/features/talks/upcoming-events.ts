import type { Talk } from '../../../shared/contract/talks';

/** Events still ahead, soonest first: the dashboard's recent list only holds past ones. */
export function upcomingTalks(events: Talk[], now: Date = new Date()): Talk[] {
  return events
    .filter((e) => new Date(e.eventDate).getTime() > now.getTime())
    .sort((a, b) => new Date(a.eventDate).getTime() - new Date(b.eventDate).getTime());
}
