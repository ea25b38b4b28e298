import { and, eq, sql } from 'drizzle-orm';
import { isUploadedFilePath, uploadedFileIdOf, type DIGITAL_GIFT_TYPES } from '../../shared/contract/profile';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { invalidField } from '../errors';
import { fileUrl, type FileKind } from '../storage/storage';

/*
 * A gift is a link, a course or a file the speaker uploaded: the speaker's profile holds the one
 * every talk gives, and a talk may hold its own instead (decision 075).
 */

/** The file an uploaded file's path points at, if it is the user's own file of that kind. */
export async function findOwnUploadedFile(db: Db, userId: number, url: string, kind: FileKind) {
  const id = uploadedFileIdOf(url);
  if (id === null || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.ownerUserId, userId), eq(files.kind, kind)))
    .limit(1);
  return row;
}

/**
 * The address to store for a gift: an uploaded gift must be a file the speaker uploaded (or the one
 * already stored, which a free page may have taken from the owner's gift); any other kind needs a
 * website address, never an app path. `field` names the input in the 400.
 */
export async function giftUrlToStore(
  db: Db,
  userId: number,
  gift: { type: (typeof DIGITAL_GIFT_TYPES)[number]; url: string | null },
  field: string,
  storedUrl?: string | null,
): Promise<string | null> {
  const { type, url } = gift;
  const keepsCurrentFile = url !== null && url === storedUrl;
  if (type === 'uploaded_file' && !keepsCurrentFile) {
    const file = url === null ? undefined : await findOwnUploadedFile(db, userId, url, 'gift');
    if (!file) throw invalidField(field, 'must be a file you uploaded');
    return fileUrl(file);
  }
  if (type !== 'uploaded_file' && url !== null && isUploadedFilePath(url)) {
    throw invalidField(field, 'Please enter a valid website address (e.g., example.com)');
  }
  return url;
}

/**
 * The gift a talk gives, under the profile's column names: the talk's own when it has one (a
 * title), else the speaker's profile gift, whole, so the two are never mixed. Reads `e` (events)
 * and `p` (speaker_profiles) of the statement it is put in.
 */
export const talkGiftColumns = sql`
  case when e.gift_title is not null then e.gift_title else p.digital_gift_title end as digital_gift_title,
  case when e.gift_title is not null then e.gift_description else p.digital_gift_description end as digital_gift_description,
  case when e.gift_title is not null then e.gift_url else p.digital_gift_url end as digital_gift_url,
  case when e.gift_title is not null then e.gift_access_code else p.digital_gift_access_code end as digital_gift_access_code,
  case when e.gift_title is not null then e.gift_type else p.digital_gift_type end as digital_gift_type`;
