import { DEFAULT_BRAND_COLOR, readableBrandColor, readableTextColor, safeHexColor, WCAG_AA_NON_TEXT_CONTRAST } from './brand-colors';
import { percentage } from './leads';

/** The secondary colour a speaker has until they choose their own, and dark text for a pale one. */
const DEFAULT_SECONDARY = '#1e40af';
const DARK_TEXT = '#0f172a';

/**
 * The presenter page in the speaker's colours, like their closing slide: the primary colour behind
 * everything, text black or white (whichever reads on it), the short link in the secondary colour on
 * a white panel when it reads there (else dark), and the progress bar in the secondary colour when
 * it stands out from the background by 3:1 (else in the text colour).
 */
export function presenterColors(speaker: { brandColorPrimary: string; brandColorSecondary: string }) {
  const background = safeHexColor(speaker.brandColorPrimary, DEFAULT_BRAND_COLOR);
  const secondary = safeHexColor(speaker.brandColorSecondary, DEFAULT_SECONDARY);
  const text = readableTextColor(background);
  return {
    background,
    text,
    link: readableBrandColor(secondary, '#ffffff', DARK_TEXT),
    bar: readableBrandColor(secondary, background, text, WCAG_AA_NON_TEXT_CONTRAST),
  };
}

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
