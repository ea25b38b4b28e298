import type { Gift } from '../../shared/contract/feedback';
import type { KeyValueStorage } from './browser-storage';

// The server renders the attendee's thank-you page too, with the same two rules.
export { safeGiftUrl } from '../../shared/domain/thank-you-links';

/** What the thank-you and closing screens show; travels in router state and in sessionStorage for reloads. */
export interface ThankYouRecord {
  presentationId: number;
  speakerName: string;
  gift: Gift | null;
  /** For a 4-5 star answer with consent to publish: what fetches the attendee's own testimonial graphic. */
  graphic?: { responseId: number; token: string } | null;
  /** Said above the gift when the answer waits for the attendee's e-mailed confirmation. */
  notice?: string | null;
  /** The speaker's brand colour for the gift button. */
  brandColor?: string | null;
}

export const THANK_YOU_STORAGE_KEY = 'speakerpro.feedbackThankYou';

const GIFT_TYPES = ['external_link', 'uploaded_file', 'email_course'] as const;

function nullableText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A ThankYouRecord from router state or storage, or null when the value is not one. */
export function readThankYouRecord(value: unknown): ThankYouRecord | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.presentationId !== 'number' || typeof v.speakerName !== 'string') return null;
  let gift: Gift | null = null;
  if (v.gift && typeof v.gift === 'object') {
    const g = v.gift as Record<string, unknown>;
    if (typeof g.title === 'string') {
      gift = {
        title: g.title,
        description: nullableText(g.description),
        url: nullableText(g.url),
        accessCode: nullableText(g.accessCode),
        type: GIFT_TYPES.find((t) => t === g.type) ?? 'external_link',
      };
    }
  }
  const g = v.graphic as Record<string, unknown> | null | undefined;
  const graphic =
    g && typeof g === 'object' && typeof g.responseId === 'number' && typeof g.token === 'string'
      ? { responseId: g.responseId, token: g.token }
      : null;
  const notice = typeof v.notice === 'string' ? v.notice : null;
  const brandColor = typeof v.brandColor === 'string' ? v.brandColor : null;
  return {
    presentationId: v.presentationId,
    speakerName: v.speakerName,
    gift,
    ...(graphic ? { graphic } : {}),
    ...(notice ? { notice } : {}),
    ...(brandColor ? { brandColor } : {}),
  };
}

export function saveThankYouRecord(storage: KeyValueStorage | null, record: ThankYouRecord): void {
  try {
    storage?.setItem(THANK_YOU_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Router state still carries it; only a reload would lose the gift.
  }
}

export function loadThankYouRecord(storage: KeyValueStorage | null): ThankYouRecord | null {
  try {
    const raw = storage?.getItem(THANK_YOU_STORAGE_KEY);
    return raw ? readThankYouRecord(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}
