/**
 * How far from today a talk or a hire inquiry may be dated. A speaker collects feedback on talks
 * they gave recently or will give; an organiser asks about an event still to come. Anything
 * outside is almost always a typo in the year (2062 for 2026, 0026 for 2026).
 */
const DAY_MS = 86_400_000;
export const EVENT_DATE_MAX_YEARS_AHEAD = 10;
/** A talk may be logged up to a year after it was given. */
export const EVENT_DATE_MAX_DAYS_BACK = 366;

const yearsAhead = (now: Date) => {
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() + EVENT_DATE_MAX_YEARS_AHEAD);
  return limit;
};

export const TOO_FAR_BACK = 'must be within the last year';

/** Why a talk's date cannot be saved, or null when it can. */
export function talkDateProblem(date: Date, now = new Date()): string | null {
  if (date.getTime() < now.getTime() - EVENT_DATE_MAX_DAYS_BACK * DAY_MS) return TOO_FAR_BACK;
  if (date.getTime() > yearsAhead(now).getTime()) return `must be within the next ${EVENT_DATE_MAX_YEARS_AHEAD} years`;
  return null;
}

/**
 * Why an organiser's event day (YYYY-MM-DD) cannot be asked about, or null. "Today" is taken
 * generously (from yesterday in UTC), so an organiser west or east of UTC can still name their today.
 */
export function upcomingDayProblem(day: string, now = new Date()): string | null {
  const date = new Date(`${day}T00:00:00Z`);
  const yesterday = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
  if (day < yesterday) return 'must be today or later';
  if (date.getTime() > yearsAhead(now).getTime()) return `must be within the next ${EVENT_DATE_MAX_YEARS_AHEAD} years`;
  return null;
}
