import { uploadGiftFile as uploadGiftFileOperation } from '../../../../shared/contract/free-tier';
import { callOperation } from '../../../lib/api/call-operation';

/** A gift file for the page being made (multipart: type=gift, file). */
export function uploadGiftFile(file: File) {
  const form = new FormData();
  form.append('type', 'gift');
  form.append('file', file);
  return callOperation(uploadGiftFileOperation, { body: form });
}
