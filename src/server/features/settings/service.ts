import { eq } from 'drizzle-orm';
import { LOGO_MAX_BYTES, SETTING_LOGO_KEY } from '../../../shared/domain/constants';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { badRequest, invalidField } from '../../errors';
import {
  MAX_PAYMENT_GRACE_DAYS,
  MAX_TRIAL_DAYS,
  SETTING_PAYMENT_GRACE_DAYS_KEY,
  SETTING_TRIAL_DAYS_KEY,
} from '../../../shared/domain/plans';

export async function getSetting(db: Db, key: string) {
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  return row;
}

const IMAGE_SIGNATURES: { type: string; bytes: number[] }[] = [
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'webp', bytes: [0x52, 0x49, 0x46, 0x46] },
];

/** The logo is stored as base64 image data without a data: prefix; check it really is one. */
export function validateLogoValue(value: string): string {
  const base64 = value.replace(/^data:image\/[a-z+]+;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw badRequest('Invalid body: value must be base64-encoded image data');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw badRequest('File too large: please select an image smaller than 5MB');
  const isImage = IMAGE_SIGNATURES.some((s) => s.bytes.every((b, i) => bytes[i] === b));
  if (!isImage) throw badRequest('Invalid file type: please select a PNG, JPG, or other image file');
  return base64;
}

/** Days of trial or of grace after a failed payment: a whole number the plans can use as it is (0: none). */
function validateDays(value: string, max: number): string {
  const days = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || days > max) throw invalidField('value', `must be a whole number of days from 0 to ${max}`);
  return String(days);
}

const DAY_SETTINGS: Record<string, number> = {
  [SETTING_TRIAL_DAYS_KEY]: MAX_TRIAL_DAYS,
  [SETTING_PAYMENT_GRACE_DAYS_KEY]: MAX_PAYMENT_GRACE_DAYS,
};

export async function saveSetting(db: Db, key: string, value: string) {
  const maxDays = DAY_SETTINGS[key];
  const stored = key === SETTING_LOGO_KEY ? validateLogoValue(value) : maxDays !== undefined ? validateDays(value, maxDays) : value;
  const [row] = await db
    .insert(settings)
    .values({ key, value: stored })
    .onConflictDoUpdate({ target: settings.key, set: { value: stored, updatedAt: new Date() } })
    .returning();
  return row!;
}
