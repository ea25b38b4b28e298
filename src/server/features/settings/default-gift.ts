import { eq } from 'drizzle-orm';
import { defaultGiftSchema, type DefaultGift } from '../../../shared/contract/default-gift';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { getSetting, saveSetting } from './service';

export const DEFAULT_GIFT_SETTING = 'default_gift';

/** The owner's default gift, or null when none is set (or the stored value cannot be read). */
export async function readDefaultGift(db: Db): Promise<DefaultGift | null> {
  const row = await getSetting(db, DEFAULT_GIFT_SETTING);
  if (!row) return null;
  try {
    const parsed = defaultGiftSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function saveDefaultGift(db: Db, gift: DefaultGift): Promise<DefaultGift> {
  await saveSetting(db, DEFAULT_GIFT_SETTING, JSON.stringify(gift));
  return gift;
}

export async function clearDefaultGift(db: Db): Promise<void> {
  await db.delete(settings).where(eq(settings.key, DEFAULT_GIFT_SETTING));
}
