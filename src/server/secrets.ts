import { createHash, createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

const cache = new Map<string, Buffer>();

/**
 * The application's 32-byte key: derived from APP_SECRET when set, otherwise read from (or created
 * once in) DATA_DIR/app-secret with owner-only permissions, so links and encrypted tokens survive
 * restarts without any setup.
 */
export function appSecret(config: Pick<Config, 'appSecret' | 'dataDir'>): Buffer {
  const cacheKey = config.appSecret ? `env:${config.appSecret}` : `file:${config.dataDir}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  let key: Buffer;
  if (config.appSecret) {
    key = createHash('sha256').update(config.appSecret).digest();
  } else {
    const file = path.join(config.dataDir, 'app-secret');
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
  }
  cache.set(cacheKey, key);
  return key;
}

const purposeKeys = new WeakMap<Buffer, Map<string, KeyObject>>();

/**
 * The key of one purpose's links, derived from the app's key once (an answer signs two links), as a
 * KeyObject: an HMAC keyed by a Buffer imports the key anew each time, several times the cost of
 * the HMAC itself.
 */
function purposeKey(secret: Buffer, purpose: string): KeyObject {
  let keys = purposeKeys.get(secret);
  if (!keys) purposeKeys.set(secret, (keys = new Map()));
  let key = keys.get(purpose);
  if (!key) keys.set(purpose, (key = createSecretKey(createHmac('sha256', secret).update(`${purpose}-links`).digest())));
  return key;
}

/**
 * A capability for one record, signed with a key derived from the app's secret for `purpose`:
 * nothing is stored per record, every process checks it the same way, and a capability for one
 * purpose opens nothing of another.
 */
export function signedCapability(config: Pick<Config, 'appSecret' | 'dataDir'>, purpose: string, id: number | string): string {
  return createHmac('sha256', purposeKey(appSecret(config), purpose))
    .update(`${purpose}:${id}`)
    .digest('base64url');
}

/** Whether `given` is the capability for `id` (compared in constant time). */
export function isSignedCapability(
  config: Pick<Config, 'appSecret' | 'dataDir'>,
  purpose: string,
  id: number | string,
  given: string,
): boolean {
  const expected = Buffer.from(signedCapability(config, purpose, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
