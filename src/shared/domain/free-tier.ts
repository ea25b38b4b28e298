/** Free tier rules shared by the QR wizard, the single-page signup and the server. */
import { UPLOAD_MAX_BYTES } from './constants';
import { normalizeWebUrl } from './url';

/** Where the speaker uses the QR code (wizard step 2 picks one, the single page one or more). */
export const CONTENT_TYPES = ['webinar', 'video-podcast', 'youtube', 'podcast'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  webinar: 'Webinar',
  'video-podcast': 'Video podcast',
  youtube: 'YouTube',
  podcast: 'Podcast',
};

export const FREE_WIZARD_STEP_COUNT = 10;
export const MAX_SPEAKER_FRIENDS = 3;
export const LITE_HOURS_SAVED_PER_EVENT = '25+';
export const LITE_ASSESSMENT_REPORTS = 3;
/** Pause after the QR e-mail went out before the success page opens. */
export const FINAL_SEND_REDIRECT_MS = 2000;

export const LITE_FEATURES = [
  'Automated lead and feedback collection',
  'Custom logo branding',
  'Testimonial graphics generator (1080x1080 images)',
  'Hot lead detection with CSV export',
  'Thank-you email generation',
] as const;

/** The free book the provider offers as the default gift: its page on this site and its 100%-off code. */
export const FREE_BOOK_CODE = 'TRAININGTHANKYOU';
export const FREE_BOOK_PATH = '/free-book';
export const DEFAULT_GIFT = {
  title: "The Speaker's Playbook (free e-book)",
  url: FREE_BOOK_PATH,
  accessCode: FREE_BOOK_CODE,
} as const;

/** Agent introduction promise (wizard step 9). */
export const AGENT_INTRO_HOURS = 48;
export const AGENT_FEE_RANGE = '£5k-£25k+';

/** 'Maya Okafor' -> "Maya Okafor's Insights": the content title when the speaker leaves it empty. */
export function defaultContentTitle(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  return `${trimmed}'s Insights`;
}

/** The gift link as typed, with https:// added when missing; null when blank, undefined when not a link. */
export function normalizeGiftUrl(input: string | null | undefined): string | null | undefined {
  return normalizeWebUrl(input);
}

/** A phone number as people type it: digits with spaces, dashes, dots, brackets and a leading +. */
export function isValidPhone(phone: string): boolean {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(trimmed) && digits >= 6 && digits <= 20;
}

// ---------------------------------------------------------------------------------------------
// Gift file upload (wizard step 5): PDF, Word, PowerPoint, JPEG, PNG, GIF, at most 10 MB.

export const GIFT_FILE_MAX_BYTES = UPLOAD_MAX_BYTES;
export const GIFT_FILE_EXTENSIONS = ['.pdf', '.doc', '.docx', '.ppt', '.pptx', '.jpg', '.jpeg', '.png', '.gif'] as const;
export const GIFT_FILE_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'image/jpeg',
  'image/png',
  'image/gif',
] as const;
/**
 * An anonymous wizard upload is kept this long for the signup to claim it, then deleted: anyone
 * can upload there, so an unclaimed file must not stay on the product's domain.
 */
export const PENDING_UPLOAD_TTL_HOURS = 24;
/** Anonymous uploads per client address per hour (a speaker picks a file, maybe a second one). */
export const ANONYMOUS_UPLOADS_PER_HOUR = 5;
/** Anonymous upload bytes per client address per day: three full-size files. */
export const ANONYMOUS_UPLOAD_BYTES_PER_DAY = 3 * GIFT_FILE_MAX_BYTES;

/** For the file picker's accept attribute. */
export const GIFT_FILE_ACCEPT = [...GIFT_FILE_EXTENSIONS, ...GIFT_FILE_MIME_TYPES].join(',');

/** What the browser can check before uploading (the server checks the bytes again). */
export function giftFileProblem(file: { name: string; type: string; size: number }): 'type' | 'size' | null {
  const lower = file.name.toLowerCase();
  const extensionOk = GIFT_FILE_EXTENSIONS.some((ext) => lower.endsWith(ext));
  const typeOk = file.type === '' || (GIFT_FILE_MIME_TYPES as readonly string[]).includes(file.type);
  if (!extensionOk || !typeOk) return 'type';
  if (file.size > GIFT_FILE_MAX_BYTES) return 'size';
  return null;
}

/** The wizard's texts; 'title - description' pairs are toasts. */
export const FREE_TIER_MESSAGES = {
  missingInformation: 'Missing Information',
  selectUsagePlace: "Please select where you'll use your QR code",
  selectAnOption: 'Please select an option',
  fillRequiredFields: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  giftTitleRequired: 'Please provide a title for your digital gift',
  giftUrlRequired: 'Please provide a URL for your digital gift',
  giftUrlInvalid: 'Please enter a valid URL for your digital gift (e.g. example.com/guide)',
  giftFileRequired: 'Please upload a file for your digital gift',
  invalidFileTypeTitle: 'Invalid File Type',
  invalidFileType: 'Please upload a PDF, Word document, PowerPoint, or image file',
  fileTooLargeTitle: 'File Too Large',
  fileTooLarge: 'Please upload a file smaller than 10MB',
  uploadFailedTitle: 'Upload Failed',
  uploadFailed: 'There was an error uploading your file. Please try again.',
  uploadQuotaReached: 'Too many files were uploaded from your connection. Please try again later, or give a link to your gift instead.',
  giftFileExpired:
    'Your uploaded gift file is no longer available (uploads are kept for 24 hours). Please go back to the gift step and upload it again.',
  defaultGiftUnavailable: 'The free SpeakerPro gift is not on offer right now. Please add your own gift: a link or a file.',
  emailErrorTitle: 'Email Error',
  emailError: 'There was a problem sending your QR code. Please try again.',
  qrMailedTitle: 'Check Your E-mail',
  copyFailedTitle: 'Copy failed',
  copyFailed: 'Please manually copy the message above.',
  whatsappConsent: 'Please agree to the terms and to receiving WhatsApp messages to join',
  giftSelectionRequiredTitle: 'Gift Selection Required',
  giftSelectionRequired: 'Please choose a gift for your attendees',
  missingGiftTitle: 'Missing Gift Information',
  missingGift: 'Please provide your gift title and link',
  signupFailedTitle: 'Signup Failed',
  signupFailed: 'Please try again',
  connectionErrorTitle: 'Connection Error',
  connectionError: 'Please check your internet connection and try again',
} as const;

/**
 * The one answer to a free-page sign-up, for every address (decision 088): true in every case, as
 * each queues an e-mail to it (the page's link and QR code, or that the address has an account).
 * `transport` 'outbox': no mail server is configured, so the message waits in the outbox.
 */
export function freePageMailedMessage(email: string, transport: 'smtp' | 'outbox'): string {
  return transport === 'outbox'
    ? `No mail server is configured, so the message to ${email} about your free feedback page and its QR code is kept in the outbox.`
    : `Check your e-mail: we are sending a message to ${email} about your free feedback page and its QR code. If it does not arrive within a few minutes, look in your spam folder.`;
}
