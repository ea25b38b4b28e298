/**
 * The organizer's impact report (decision 036): its limits, and when an expiry day ends. Shared by
 * the server, which enforces them, and the speaker's page, which shows them.
 */

/** The speaker's note to the organizer, in characters. */
export const REPORT_NOTE_MAX_LENGTH = 600;
/** Testimonials a report shows at most (the best ones unless the speaker chose). */
export const REPORT_TESTIMONIALS_MAX = 6;
/** The average rating is shown only from this many answers: fewer say more about who answered than about the talk. */
export const REPORT_AVERAGE_MIN_ANSWERS = 10;
/**
 * The average a report or chart shows: one decimal from REPORT_AVERAGE_MIN_ANSWERS answers, null
 * below (the organizer's report, the speaker's trend across talks and a talk's rating bars alike).
 */
export const shownAverage = (responses: number, average: number | null): number | null =>
  responses >= REPORT_AVERAGE_MIN_ANSWERS && average !== null ? Number(average) : null;
/** A company is named only when this many answers came from it: fewer could point at one person. */
export const REPORT_COMPANY_MIN_ANSWERS = 3;
/** How far ahead an expiry day may be. */
export const REPORT_EXPIRY_MAX_DAYS = 730;

const DAY_MS = 86_400_000;
/** The last time zone on Earth (UTC−12) ends a day 36 hours after the day began in UTC. */
const DAY_END_EVERYWHERE_MS = 36 * 60 * 60 * 1000;

/**
 * The moment a link that "works until the end of `day`" stops: when that day has ended everywhere
 * on Earth (the end of the day at UTC−12), so the organizer has the whole day wherever they are.
 */
export function reportExpiryMoment(day: string): Date {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY_END_EVERYWHERE_MS);
}

/** The day (YYYY-MM-DD) whose end is `moment`: the inverse of reportExpiryMoment. */
export function reportExpiryDay(moment: Date): string {
  return new Date(moment.getTime() - DAY_END_EVERYWHERE_MS).toISOString().slice(0, 10);
}

/** Why `day` (YYYY-MM-DD) cannot be a report's expiry day, or null when it can. */
export function reportExpiryProblem(day: string, now = new Date()): string | null {
  const start = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day) {
    return 'must be a date (e.g. 2026-12-31)';
  }
  if (reportExpiryMoment(day).getTime() <= now.getTime()) return 'must be today or later';
  if (start.getTime() > now.getTime() + REPORT_EXPIRY_MAX_DAYS * DAY_MS) return `must be within ${REPORT_EXPIRY_MAX_DAYS} days`;
  return null;
}
