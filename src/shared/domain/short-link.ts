/**
 * A talk's short link, `{PUBLIC_URL}/t/{code}`: what a speaker reads out or shows under the QR
 * code for those who cannot scan it. The code is drawn by the database (new_event_short_code(),
 * migration 0014) from this alphabet: no 0/O and no 1/I/L, so a code read off a projector and typed
 * on a phone has no pair of characters to confuse.
 */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SHORT_CODE_LENGTH = 6;

const CODE = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`);

/** The path prefix of short links; the server answers it and the web app leaves it alone. */
export const SHORT_LINK_PREFIX = '/t/';

/**
 * The stored form of a typed code (upper case), or null when it cannot be one. Letter case is
 * forgiven (phones capitalise, people type lower case); look-alikes are not folded, because the
 * alphabet leaves out both characters of every pair (0/O, 1/I/L), so there is nothing to fold into.
 */
export function normalizeShortCode(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return CODE.test(code) ? code : null;
}

/** The short link for a talk's code. */
export function shortUrl(publicUrl: string, code: string): string {
  return `${publicUrl}${SHORT_LINK_PREFIX}${code}`;
}

/** The short link as people type it: without `https://`, which browsers add themselves. */
export function shortLinkText(url: string): string {
  return url.replace(/^https:\/\//i, '');
}
