import path from 'node:path';
import { imageSize } from 'image-size';
import { LOGO_MAX_BYTES, UPLOAD_MAX_BYTES } from '../../shared/domain/constants';
import { AppError, badRequest } from '../errors';
import { lazy } from '../lazy';

// file-type and its tokenizers load with the first upload checked.
const fileType = lazy(() => import('file-type'));

/** What file-type reads in these bytes (undefined when it knows no such type). */
export const fileTypeFromBuffer = async (bytes: Uint8Array) => (await fileType()).fileTypeFromBuffer(bytes);

export const LOGO_MIN_SIDE_PX = 400;
/**
 * A 5 MB PNG can declare 100000x100000 pixels, which would exhaust memory when
 * the logo is decoded to compose a graphic. Real logos are far below this.
 */
export const LOGO_MAX_SIDE_PX = 10_000;

export const LOGO_TYPE_MESSAGE = 'Invalid file type: please upload a PNG, JPG, GIF or WebP image';
export const LOGO_TOO_LARGE_MESSAGE = 'File too large: the logo must be 5MB or smaller';
export const GIFT_TYPE_MESSAGE = 'Invalid file type: please upload a PDF, Word (.doc, .docx) or EPUB file';
export const GIFT_TOO_LARGE_MESSAGE = 'File too large: please upload a file smaller than 10MB';

export const fileTooLarge = (message: string) => new AppError(413, 'FILE_TOO_LARGE', message);
const invalidFileType = (message: string) => new AppError(400, 'INVALID_FILE_TYPE', message);

interface AcceptedType {
  mime: string;
  /** Extensions the stored name may keep; the first is added when the name has none of them. */
  extensions: string[];
}

// Keyed by file-type's `ext`; the mime type stored and served is ours, never the client's.
const LOGO_TYPES: Record<string, AcceptedType> = {
  png: { mime: 'image/png', extensions: ['.png'] },
  jpg: { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  gif: { mime: 'image/gif', extensions: ['.gif'] },
  webp: { mime: 'image/webp', extensions: ['.webp'] },
};

const GIFT_TYPES: Record<string, AcceptedType> = {
  pdf: { mime: 'application/pdf', extensions: ['.pdf'] },
  // Legacy Word files are OLE compound files, which file-type reports as 'cfb'.
  cfb: { mime: 'application/msword', extensions: ['.doc'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['.docx'] },
  epub: { mime: 'application/epub+zip', extensions: ['.epub'] },
};

export interface CheckedUpload {
  mimeType: string;
  /** Safe display name whose extension matches the detected content. */
  fileName: string;
}

/**
 * The client's file name, made safe to show in a URL and a Content-Disposition header: no path,
 * no control characters, bounded length, and an extension that matches what the bytes are (so a
 * PDF can never be saved by the browser as "guide.html").
 */
export function safeFileName(clientName: string | undefined, type: AcceptedType, fallbackStem: string): string {
  const base = path.basename((clientName ?? '').replace(/\\/g, '/'));
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?/\\]/g, '').trim();
  const ext = path.extname(cleaned);
  const stem = (ext ? cleaned.slice(0, -ext.length) : cleaned).replace(/^\.+/, '').trim().slice(0, 120) || fallbackStem;
  const keptExt = type.extensions.includes(ext.toLowerCase()) ? ext.toLowerCase() : type.extensions[0]!;
  return `${stem}${keptExt}`;
}

async function detect(bytes: Buffer, accepted: Record<string, AcceptedType>): Promise<AcceptedType | undefined> {
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  return detected ? accepted[detected.ext] : undefined;
}

/** Logo rules, on the bytes: an image of an accepted type, at most 5 MB, at least 400x400. */
export async function checkLogo(bytes: Buffer, clientName: string | undefined): Promise<CheckedUpload & { width: number; height: number }> {
  if (bytes.length > LOGO_MAX_BYTES) throw fileTooLarge(LOGO_TOO_LARGE_MESSAGE);
  const type = await detect(bytes, LOGO_TYPES);
  if (!type) throw invalidFileType(LOGO_TYPE_MESSAGE);
  let width: number;
  let height: number;
  try {
    ({ width, height } = imageSize(bytes));
  } catch {
    // The signature said image but the header cannot be read: treat it as not an image.
    throw invalidFileType(LOGO_TYPE_MESSAGE);
  }
  if (width < LOGO_MIN_SIDE_PX || height < LOGO_MIN_SIDE_PX) {
    throw badRequest(
      `Image too small: the logo must be at least ${LOGO_MIN_SIDE_PX}x${LOGO_MIN_SIDE_PX} pixels (this one is ${width}x${height})`,
    );
  }
  if (width > LOGO_MAX_SIDE_PX || height > LOGO_MAX_SIDE_PX) {
    throw badRequest(
      `Image too large: the logo must be at most ${LOGO_MAX_SIDE_PX}x${LOGO_MAX_SIDE_PX} pixels (this one is ${width}x${height})`,
    );
  }
  return { mimeType: type.mime, fileName: safeFileName(clientName, type, 'logo'), width, height };
}

/** Gift rules, on the bytes: PDF, Word (.doc or .docx) or EPUB, at most 10 MB. */
export async function checkGift(bytes: Buffer, clientName: string | undefined): Promise<CheckedUpload> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw fileTooLarge(GIFT_TOO_LARGE_MESSAGE);
  const type = await detect(bytes, GIFT_TYPES);
  if (!type) throw invalidFileType(GIFT_TYPE_MESSAGE);
  return { mimeType: type.mime, fileName: safeFileName(clientName, type, 'digital-gift') };
}
