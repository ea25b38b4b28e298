import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { AppError, badRequest } from '../errors';
import { fileTooLarge } from '../storage/upload-checks';

export interface ReceivedFile {
  bytes: Buffer;
  /** The name the client declared; only ever used after safeFileName(). */
  clientName: string;
}

const errorCode = (err: unknown) => (err && typeof err === 'object' && 'code' in err ? String((err as { code: unknown }).code) : '');

/**
 * Reads the one file of a multipart upload into memory, enforcing `maxBytes` while it streams
 * (busboy stops buffering past the limit, so an oversized upload never sits in memory whole).
 * Any problem is a 4xx with a message for the user; nothing has been stored at that point.
 */
export async function readSingleFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<ReceivedFile> {
  const missing = () =>
    badRequest(`Invalid body: ${field} is required (send multipart/form-data with a file in the field "${field}")`, {
      fields: [{ field, message: 'is required' }],
    });
  const unreadable = () => badRequest('Invalid body: the multipart form data could not be read');
  const fromStreamError = (err: unknown) => {
    if (errorCode(err) === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge(tooLargeMessage);
    if (err instanceof AppError) return err;
    const status = (err as { statusCode?: number } | null)?.statusCode;
    // The plugin's own limit errors (too many files or parts) are client errors; keep their 4xx.
    if (status && status >= 400 && status < 500) return new AppError(status, 'BAD_REQUEST', `Invalid body: ${(err as Error).message}`);
    return unreadable();
  };

  if (!request.isMultipart()) throw missing();
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes } });
  } catch (err) {
    throw fromStreamError(err);
  }
  if (!part) throw missing();
  if (part.fieldname !== field) {
    part.file.resume();
    throw missing();
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    throw fromStreamError(err);
  }
  if (part.file.truncated) throw fileTooLarge(tooLargeMessage);
  return { bytes, clientName: part.filename };
}
