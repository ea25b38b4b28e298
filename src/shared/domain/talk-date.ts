/*
 * A talk's date is a calendar day: the form sends 'YYYY-MM-DD' and the server keeps UTC midnight.
 * Reading it back in UTC keeps the day the speaker typed, whatever the reader's time zone.
 */
const FORMATS = {
  long: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  short: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
};

/** '14 May 2026' (long) or '3 Sept 2026' (short, for tables and the wall); an unreadable value comes back as it was. */
export function formatTalkDate(iso: string, style: keyof typeof FORMATS = 'long'): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : FORMATS[style].format(d);
}
