import { createHash, randomBytes } from 'node:crypto';

/**
 * A bearer token for a link or a cookie: 256 random bits, URL-safe. Only its hash is stored, so a
 * copy of the database opens nothing.
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token (SHA-256, hex). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
