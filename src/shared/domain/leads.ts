import { HOT_LEAD_MIN_RATING } from './constants';

/**
 * A hot lead is an attendee who rated the talk 4 or 5 stars, whether or not they may be contacted:
 * the counts include everyone; who they are is shown only under the consent rule below.
 */
export function isHotLead(rating: number): boolean {
  return rating >= HOT_LEAD_MIN_RATING;
}

/** Average ratings show one decimal out of 5 ("4.3"); no responses show as an em dash. */
export function formatAverageRating(average: number | null | undefined): string {
  return average === null || average === undefined ? '—' : average.toFixed(1);
}

/** Percentages are rounded to whole numbers. */
export function percentage(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/**
 * The words for the attendees a list or file may not name (decisions 019 and 025), used by the
 * pages, the toasts and the e-mailed CSVs alike: "3 more 4-5 star attendees are not named: they did
 * not ask to be contacted or asked not to share their details." Empty when there are none.
 */
export function notContactableNote(count: number, kind: 'hot-leads' | 'all-leads'): string {
  if (count <= 0) return '';
  const who = kind === 'hot-leads' ? '4-5 star attendee' : 'attendee';
  return `${count} more ${who}${count === 1 ? ' is' : 's are'} not named: ${NOT_NAMED_BECAUSE}.`;
}

/** Why an attendee is not named: no contact consent, or a data-sharing opt-out on /privacy. */
export const NOT_NAMED_BECAUSE = 'they did not ask to be contacted or asked not to share their details';
