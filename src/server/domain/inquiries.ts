import type { Inquiry } from '../../shared/contract/inquiries';

/* How an event inquiry is summed up in one line: the organiser's copy and the owner's audience lists show it. */

/** One line about the event: 'Keynote for Acme, 2027-03-14, 300 people'. */
export function inquirySummary(i: Pick<Inquiry, 'eventType' | 'company' | 'eventDate' | 'audienceSize'>): string {
  return `${i.eventType}${i.company ? ` for ${i.company}` : ''}${i.eventDate ? `, ${i.eventDate}` : ''}${i.audienceSize ? `, ${i.audienceSize} people` : ''}`;
}
