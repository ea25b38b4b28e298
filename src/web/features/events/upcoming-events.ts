import type { Event } from '../../../shared/contract/events';

/** Events still ahead, soonest first: the dashboard's recent list only holds past ones. */
export function upcomingEvents(events: Event[], now: Date = new Date()): Event[] {
  return events
    .filter((e) => new Date(e.eventDate).getTime() > now.getTime())
    .sort((a, b) => new Date(a.eventDate).getTime() - new Date(b.eventDate).getTime());
}
