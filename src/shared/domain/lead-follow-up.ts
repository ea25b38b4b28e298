/*
 * Following up a lead (a hot or a booking lead): where the speaker is with the person, a note, and
 * a day to be reminded. The wire values are fixed; the words are what the pages show.
 */

export const LEAD_STATUSES = ['new', 'contacted', 'meeting', 'booked', 'not_interested'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  meeting: 'Meeting',
  booked: 'Booked',
  not_interested: 'Not interested',
};

/** A note is a few lines for the speaker's own memory, not a document. */
export const LEAD_NOTE_MAX_LENGTH = 2000;

/** The hour of the speaker's day from which a reminder for that day is e-mailed. */
export const LEAD_REMINDER_HOUR = 8;
