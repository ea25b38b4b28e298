import { sql } from 'drizzle-orm';
import { ANONYMOUS_UPLOAD_BYTES_PER_DAY, FREE_TIER_MESSAGES as M, GIFT_FILE_MAX_BYTES } from '../../../shared/domain/free-tier';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { fileTooLarge, fileTypeFromBuffer, safeFileName, type CheckedUpload } from '../../storage/upload-checks';

interface GiftType {
  mime: string;
  extensions: string[];
}

const PDF: GiftType = { mime: 'application/pdf', extensions: ['.pdf'] };
const DOC: GiftType = { mime: 'application/msword', extensions: ['.doc'] };
const PPT: GiftType = { mime: 'application/vnd.ms-powerpoint', extensions: ['.ppt'] };

// Keyed by file-type's `ext`: the type is decided by the bytes, never by the client's name or header.
const FREE_GIFT_TYPES: Record<string, GiftType> = {
  pdf: PDF,
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['.docx'] },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extensions: ['.pptx'] },
  jpg: { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  png: { mime: 'image/png', extensions: ['.png'] },
  gif: { mime: 'image/gif', extensions: ['.gif'] },
};

export const invalidGiftFileType = () => new AppError(400, 'INVALID_FILE_TYPE', M.invalidFileType);

/**
 * The free wizard's gift rules on the bytes: PDF, Word (.doc, .docx), PowerPoint (.ppt, .pptx),
 * JPEG, PNG or GIF, at most 10 MB.
 */
export async function checkFreeTierGift(bytes: Buffer, clientName: string | undefined): Promise<CheckedUpload> {
  if (bytes.length > GIFT_FILE_MAX_BYTES) throw fileTooLarge(M.fileTooLarge);
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  let type: GiftType | undefined = detected ? FREE_GIFT_TYPES[detected.ext] : undefined;
  if (detected?.ext === 'cfb') {
    // Legacy Word and PowerPoint files are both OLE compound files; the name tells them apart.
    type = /\.ppt$/i.test(clientName ?? '') ? PPT : DOC;
  }
  if (!type) throw invalidGiftFileType();
  return { mimeType: type.mime, fileName: safeFileName(clientName, type, 'digital-gift') };
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Counts an anonymous upload's bytes against its address's daily allowance and refuses (429) the
 * one that would go over it. Files wait a day to be claimed, so this bounds the unclaimed bytes one
 * address can keep on disk. Kept in rate_limit_hits (cleared by the hourly purge) like the request
 * counters, so it holds across processes; the counter adds bytes instead of requests.
 */
export async function chargeAnonymousUpload(db: Db, clientAddress: string, bytes: number): Promise<void> {
  const result = (await db.execute(sql`
    insert into rate_limit_hits (key, count, reset_at)
    values (${`upload-file-bytes:${clientAddress}`}, ${bytes}, now() + make_interval(secs => ${DAY_SECONDS}))
    on conflict (key) do update set
      count = case when rate_limit_hits.reset_at <= now() then excluded.count else rate_limit_hits.count + excluded.count end,
      reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end
    returning count`)) as unknown as { rows: { count: number }[] };
  if (Number(result.rows[0]!.count) > ANONYMOUS_UPLOAD_BYTES_PER_DAY) {
    throw new AppError(429, 'RATE_LIMITED', M.uploadQuotaReached);
  }
}
