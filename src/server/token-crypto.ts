import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_INFO = 'mail-account-tokens';

/** A key used only for mail-account tokens, so the app secret's other uses never share it. */
export function deriveTokenKey(appKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', appKey, Buffer.alloc(0), KEY_INFO, 32));
}

/**
 * AES-256-GCM with a random IV, stored as base64(iv | tag | ciphertext). `context` (e.g. the
 * account's user, provider and token kind) is authenticated too, so a ciphertext copied to another
 * row or column does not decrypt.
 */
export function sealToken(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The plaintext, or throws when the value was altered, moved or sealed with another key. */
export function openToken(key: Buffer, sealed: string, context: string): string {
  const raw = Buffer.from(sealed, 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('sealed token is too short');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
