import type { z } from 'zod';
import type { uploadFileResponseSchema } from '../../../../shared/contract/free-tier';
import { apiJson } from '../../../lib/api-request';

/** POST /api/upload-file (multipart: type=gift, file). */
export function uploadGiftFile(file: File) {
  const form = new FormData();
  form.append('type', 'gift');
  form.append('file', file);
  return apiJson<z.infer<typeof uploadFileResponseSchema>>('POST', '/api/public/upload-file', form);
}
