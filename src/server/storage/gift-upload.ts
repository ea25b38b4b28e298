import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../shared/domain/constants';
import { fileUrl, type Storage } from './storage';
import { readSingleFile } from '../http/multipart';
import { checkGift, GIFT_TOO_LARGE_MESSAGE } from './upload-checks';

/** A gift file from a multipart request (PDF, Word or EPUB by its bytes), stored as the signed-in user's. */
export async function storeGiftUpload(
  request: FastifyRequest,
  storage: Storage,
  field: string,
): Promise<{ fileUrl: string; fileName: string }> {
  const upload = await readSingleFile(request, field, UPLOAD_MAX_BYTES, GIFT_TOO_LARGE_MESSAGE);
  const checked = await checkGift(upload.bytes, upload.clientName);
  const file = await storage.save({
    ownerUserId: request.user!.id,
    kind: 'gift',
    originalName: checked.fileName,
    mimeType: checked.mimeType,
    bytes: upload.bytes,
  });
  return { fileUrl: fileUrl(file), fileName: file.originalName };
}
