import type { RatingDistribution, TalkInsight } from '../../../shared/contract/insights';
import { RATING_MAX, RATING_MIN } from '../../../shared/domain/constants';
import { formatAverageRating, percentage } from '../../../shared/domain/leads';
import { REPORT_AVERAGE_MIN_ANSWERS } from '../../../shared/domain/organizer-report';

/** The id of the analytics page's insights section, which the PRO teaser links to. */
export const INSIGHTS_ANCHOR = 'insights';

/** A comparison shows at least two chosen talks and at most four side by side: more bars than that stop being readable. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/**
 * The chosen talks after a talk's box is ticked or unticked: a fifth is not added (the page says
 * why), and the order stays the order of choosing.
 */
export function toggleCompared(chosen: readonly number[], id: number): number[] {
  if (chosen.includes(id)) return chosen.filter((x) => x !== id);
  if (chosen.length >= COMPARE_MAX) return [...chosen];
  return [...chosen, id];
}

const titleKey = (title: string) => title.trim().toLowerCase();

/** Titles given more than once, in the order of their first delivery: each can be compared across its deliveries. */
export function repeatedTitles(talks: readonly Pick<TalkInsight, 'title'>[]): string[] {
  const seen = new Map<string, { title: string; count: number }>();
  for (const talk of talks) {
    const key = titleKey(talk.title);
    const entry = seen.get(key);
    if (entry) entry.count += 1;
    else seen.set(key, { title: talk.title, count: 1 });
  }
  return [...seen.values()].filter((e) => e.count > 1).map((e) => e.title);
}

/** Every delivery of a title (letter case and spaces aside), oldest first as the talks come. */
export const deliveriesOf = <T extends Pick<TalkInsight, 'title'>>(talks: readonly T[], title: string): T[] =>
  talks.filter((talk) => titleKey(talk.title) === titleKey(title));

/** The talks compared: the chosen ids in the order of the talks (oldest first). */
export const chosenTalks = <T extends { id: number }>(talks: readonly T[], chosen: readonly number[]): T[] =>
  talks.filter((talk) => chosen.includes(talk.id));

/** '4.3', or the reason there is none: fewer than 10 answers ('3 answers: shown from 10'). */
export function averageText(responses: number, average: number | null): string {
  if (average !== null) return formatAverageRating(average);
  if (responses === 0) return 'No answers yet';
  return `Shown from ${REPORT_AVERAGE_MIN_ANSWERS} answers`;
}

export const percentText = (value: number | null, none: string) => (value === null ? none : `${value}%`);

/** Stars from 5 down to 1, as a rating's bars are read. */
export const STARS_DOWN = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);

/** How many answers gave `stars`. */
export const answersWith = (distribution: RatingDistribution, stars: number) => distribution[stars - RATING_MIN] ?? 0;

/** Each rating's share of the talk's answers, rounded as every percentage here is (0 without answers). */
export function ratingShares(distribution: RatingDistribution): Record<number, number> {
  const total = distribution.reduce((a, b) => a + b, 0);
  return Object.fromEntries(STARS_DOWN.map((stars) => [stars, percentage(answersWith(distribution, stars), total)]));
}

export const starsLabel = (stars: number) => `${stars} star${stars === 1 ? '' : 's'}`;
