import { fileTypeFromBuffer } from 'file-type';
import { FREE_TIER_MESSAGES as M, GIFT_FILE_MAX_BYTES } from '../../../shared/domain/free-tier';
import { AppError } from '../../errors';
import { fileTooLarge, safeFileName, type CheckedUpload } from '../profile/uploads';

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
