/** What `/feedback/:presentationIdOrSlug` points at. */
export type FeedbackTarget = { kind: 'presentation'; presentationId: number | null } | { kind: 'speaker'; slug: string };

/**
 * A purely numeric value is a presentation id, anything else a speaker's name slug (free pages).
 * A numeric value that cannot be an id (0, too large) keeps the presentation kind with a null id so
 * the page says 'Talk not found' instead of asking the server.
 */
export function parseFeedbackTarget(value: string | undefined): FeedbackTarget {
  const raw = (value ?? '').trim();
  if (/^\d+$/.test(raw)) return { kind: 'presentation', presentationId: parsePresentationId(raw) };
  return { kind: 'speaker', slug: raw };
}

/** A positive whole number that fits an id, or null. */
export function parsePresentationId(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
