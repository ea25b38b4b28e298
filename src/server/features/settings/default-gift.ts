import { and, eq } from 'drizzle-orm';
import type { DefaultGift } from '../../../shared/contract/default-gift';
import type { Db } from '../../db/client';
import { uploadedFileIdOf } from '../../../shared/contract/profile';
import { files, settings, users } from '../../db/schema';
import { invalidField } from '../../errors';
import { DEFAULT_GIFT_SETTING } from '../../domain/default-gift';
import { saveSetting } from './service';

/** The id in a gift that is an uploaded file's path, or null for a web address. */
const giftFileId = (url: string): string | null => uploadedFileIdOf(url);

/**
 * A file offered as the free gift is one the owner uploaded for it: a speaker's own gift file (served at the
 * same address) is theirs, not the owner's to hand out to every free page.
 */
export async function saveDefaultGift(db: Db, gift: DefaultGift): Promise<DefaultGift> {
  const fileId = giftFileId(gift.url);
  if (fileId !== null) {
    const [file] = await db
      .select({ id: files.id })
      .from(files)
      .innerJoin(users, eq(users.id, files.ownerUserId))
      .where(and(eq(files.id, fileId), eq(files.kind, 'gift'), eq(users.role, 'admin')));
    if (!file) throw invalidField('url', 'must be a file uploaded for the free gift');
  }
  await saveSetting(db, DEFAULT_GIFT_SETTING, JSON.stringify(gift));
  return gift;
}

export async function clearDefaultGift(db: Db): Promise<void> {
  await db.delete(settings).where(eq(settings.key, DEFAULT_GIFT_SETTING));
}
