import { HOT_LEAD_MIN_RATING } from './constants';

/** A hot lead is an attendee who rated the talk 4 or 5 stars. */
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
