import { z } from 'zod';
import { DIGITAL_GIFT_TYPES, digitalGiftSchema, isUploadedFilePath } from '../../../../shared/contract/profile';
import { UPLOAD_MAX_BYTES } from '../../../../shared/domain/constants';

export type DigitalGiftType = (typeof DIGITAL_GIFT_TYPES)[number];

export const GIFT_TYPE_OPTIONS: readonly { value: DigitalGiftType; label: string; description: string }[] = [
  { value: 'external_link', label: 'Link to a resource', description: 'A page, video or download you host' },
  { value: 'uploaded_file', label: 'Upload a file', description: 'PDF, DOC, DOCX or EPUB, up to 10MB' },
  { value: 'email_course', label: 'Email course', description: 'A sign-up link for your e-mail series' },
];

export const GIFT_FILE_EXTENSIONS = ['.pdf', '.doc', '.docx', '.epub'] as const;

/**
 * The gift form: the contract's rules, plus the server's pairing of type and URL (a file gift is
 * an uploaded file's path; a link or course is a website address).
 */
export const giftFormSchema = digitalGiftSchema.superRefine((gift, ctx) => {
  const isUploadedPath = gift.digitalGiftUrl ? isUploadedFilePath(gift.digitalGiftUrl) : false;
  if (gift.digitalGiftType === 'uploaded_file' && !isUploadedPath) {
    ctx.addIssue({ code: 'custom', path: ['digitalGiftUrl'], message: 'Please upload your gift file' });
  } else if (gift.digitalGiftType !== 'uploaded_file' && isUploadedPath) {
    ctx.addIssue({
      code: 'custom',
      path: ['digitalGiftUrl'],
      message: 'Please enter a valid website address (e.g., example.com)',
    });
  }
});
export type GiftFormInput = z.input<typeof giftFormSchema>;
export type GiftFormOutput = z.output<typeof giftFormSchema>;

/** Why a chosen file cannot be uploaded, or null when it can be; the server checks again. */
export function giftFileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!GIFT_FILE_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'Please choose a PDF, DOC, DOCX or EPUB file.';
  if (file.size > UPLOAD_MAX_BYTES) return 'The file is larger than 10MB. Please choose a smaller file.';
  return null;
}

/** "Speaking-Checklist.v2.pdf" → "Speaking-Checklist.v2": a starting title for an uploaded gift. */
export function titleFromFileName(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '').trim();
}

/** The last path segment of a stored gift URL, to name the file already uploaded. */
export function fileNameFromUrl(url: string): string {
  try {
    const segment = new URL(url, 'https://placeholder.invalid').pathname.split('/').filter(Boolean).pop();
    return segment ? decodeURIComponent(segment) : url;
  } catch {
    return url;
  }
}
