import { percentage } from './leads';

/**
 * What the closing slide and the presenter page ask of the audience. The gift is named only when
 * the speaker set one: it is what the attendee's page then promises and the thank-you page gives.
 */
export function callToAction(giftTitle: string | null | undefined): string {
  const gift = giftTitle?.trim();
  return gift ? `Scan to rate this talk and get ${gift}` : 'Scan to rate this talk';
}

/** "42 answers" (or "1 answer"): the presenter's counter without an expected audience size. */
export function answerCountText(count: number): string {
  return `${count} ${count === 1 ? 'answer' : 'answers'}`;
}

/**
 * "42 of 120 — 35%": answers against the expected audience, the percentage rounded as the event
 * page's response rate is (it may pass 100% when more people came than expected).
 */
export function goalText(count: number, expected: number): string {
  return `${count} of ${expected} — ${percentage(count, expected)}%`;
}
