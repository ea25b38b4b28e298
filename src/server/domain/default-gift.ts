import { eq } from 'drizzle-orm';
import { defaultGiftSchema, type DefaultGift } from '../../shared/contract/default-gift';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

/** The settings key the owner's default gift is stored under: the settings feature writes it, free pages read it. */
export const DEFAULT_GIFT_SETTING = 'default_gift';

/** The owner's default gift, or null when none is set (or the stored value cannot be read). */
export async function readDefaultGift(db: Db): Promise<DefaultGift | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, DEFAULT_GIFT_SETTING)).limit(1);
  if (!row) return null;
  try {
    const parsed = defaultGiftSchema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
