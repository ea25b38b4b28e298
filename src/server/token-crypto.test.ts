import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveTokenKey, openToken, sealToken } from './token-crypto';

describe('mail-account token sealing', () => {
  const appKey = randomBytes(32);
  const key = deriveTokenKey(appKey);

  it('round-trips, hides the token and never repeats a ciphertext', () => {
    const token = 'ya29.a0AfH6SMB-secret-access-token';
    const a = sealToken(key, token, 'user:1:gmail:access');
    const b = sealToken(key, token, 'user:1:gmail:access');
    expect(a).not.toBe(b);
    expect(a).not.toContain(token);
    expect(Buffer.from(a, 'base64').toString('utf8')).not.toContain(token);
    expect(openToken(key, a, 'user:1:gmail:access')).toBe(token);
  });

  it('derives a key of its own from the app secret', () => {
    expect(key).toHaveLength(32);
    expect(key.equals(appKey)).toBe(false);
    expect(deriveTokenKey(appKey).equals(key)).toBe(true);
  });

  it('refuses a token moved to another account or column, altered, or sealed with another key', () => {
    const sealed = sealToken(key, 'refresh-1', 'user:1:gmail:refresh');
    expect(() => openToken(key, sealed, 'user:2:gmail:refresh')).toThrow();
    expect(() => openToken(key, sealed, 'user:1:gmail:access')).toThrow();
    const raw = Buffer.from(sealed, 'base64');
    raw[raw.length - 1] = raw[raw.length - 1]! ^ 1;
    expect(() => openToken(key, raw.toString('base64'), 'user:1:gmail:refresh')).toThrow();
    expect(() => openToken(deriveTokenKey(randomBytes(32)), sealed, 'user:1:gmail:refresh')).toThrow();
    expect(() => openToken(key, 'c2hvcnQ=', 'user:1:gmail:refresh')).toThrow();
  });
});
