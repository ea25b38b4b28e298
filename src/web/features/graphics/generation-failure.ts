import { ApiError } from '../../lib/api-error';

const GENERIC = 'Failed to generate testimonial graphic';

/**
 * What the speaker is told when a graphic was not made: for an answer with characters no font
 * draws (UNDRAWABLE_TEXT), the server's words, which name the characters and the answer; else the
 * usual sentence. Never a blank graphic.
 */
export function generationFailure(err: unknown): string {
  if (err instanceof ApiError && err.code === 'UNDRAWABLE_TEXT' && err.serverMessage) return err.serverMessage;
  return GENERIC;
}
