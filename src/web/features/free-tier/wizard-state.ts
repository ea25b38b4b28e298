import type { WizardSignup } from '../../../shared/contract/free-tier';
import { isUploadedFilePath } from '../../../shared/contract/profile';
import {
  CONTENT_TYPES,
  DEFAULT_GIFT,
  MAX_SPEAKER_FRIENDS,
  defaultContentTitle,
  normalizeGiftUrl,
  type ContentType,
} from '../../../shared/domain/free-tier';
import type { KeyValueStorage } from '../../lib/browser-storage';
import { freeTierPaths } from './free-tier-paths';

/** Everything the wizard collects, kept in sessionStorage so a reload keeps the progress. */
export interface WizardState {
  contentType: ContentType | null;
  personal: { name: string; email: string; phone: string } | null;
  /** null until step 4 is decided; false means the provider's free book. */
  ownGift: boolean | null;
  gift: GiftDetails | null;
  /**
   * What is typed on the gift step before Continue (an uploaded file by its address only), so a
   * reload there keeps it; `gift` is set only once the step is complete.
   */
  giftDraft: GiftDetails | null;
  hasShared: boolean;
  speakerFriends: string[];
  whatsappInterest: { interested: boolean; phoneNumber: string | null; timestamp: string | null; agreedToTerms: boolean } | null;
  agentIntroInterest: { interested: boolean; timestamp: string | null } | null;
  /** Ticked on step 3: SpeakerPro may e-mail them news and offers (decision 052). */
  marketingConsent: boolean;
}

export interface GiftDetails {
  title: string;
  mode: 'url' | 'file';
  url: string;
  fileUrl: string | null;
  fileName: string | null;
  accessCode: string;
  contentTitle: string;
}

export const EMPTY_WIZARD: WizardState = {
  contentType: null,
  personal: null,
  ownGift: null,
  gift: null,
  giftDraft: null,
  hasShared: false,
  speakerFriends: [],
  whatsappInterest: null,
  marketingConsent: false,
  agentIntroInterest: null,
};

export const WIZARD_STORAGE_KEY = 'speakerpro.freeQrWizard';

export const EMPTY_GIFT: GiftDetails = { title: '', mode: 'url', url: '', fileUrl: null, fileName: null, accessCode: '', contentTitle: '' };

export function defaultGiftDetails(contentTitle = ''): GiftDetails {
  return { ...EMPTY_GIFT, title: DEFAULT_GIFT.title, url: DEFAULT_GIFT.url, accessCode: DEFAULT_GIFT.accessCode, contentTitle };
}

const str = (v: unknown, max = 500) => (typeof v === 'string' ? v.slice(0, max) : '');
const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

function readGift(gift: Record<string, unknown> | null): GiftDetails | null {
  return gift
    ? {
        title: str(gift.title, 200),
        mode: gift.mode === 'file' ? 'file' : 'url',
        url: str(gift.url),
        // Only an upload's own address: storage is not trusted to name any other link as the file.
        fileUrl: typeof gift.fileUrl === 'string' && isUploadedFilePath(gift.fileUrl) ? gift.fileUrl : null,
        fileName: typeof gift.fileName === 'string' ? gift.fileName : null,
        accessCode: str(gift.accessCode, 100),
        contentTitle: str(gift.contentTitle, 200),
      }
    : null;
}

/** A WizardState from storage, or an empty one; anything unreadable is dropped, never trusted. */
export function readWizardState(value: unknown): WizardState {
  const v = obj(value);
  if (!v) return { ...EMPTY_WIZARD };
  const personal = obj(v.personal);
  const gift = obj(v.gift);
  const whatsapp = obj(v.whatsappInterest);
  const agent = obj(v.agentIntroInterest);
  return {
    contentType: CONTENT_TYPES.find((t) => t === v.contentType) ?? null,
    personal: personal ? { name: str(personal.name, 100), email: str(personal.email, 254), phone: str(personal.phone, 40) } : null,
    ownGift: typeof v.ownGift === 'boolean' ? v.ownGift : null,
    gift: readGift(gift),
    giftDraft: readGift(obj(v.giftDraft)),
    hasShared: v.hasShared === true,
    speakerFriends: Array.isArray(v.speakerFriends)
      ? v.speakerFriends.filter((f): f is string => typeof f === 'string').slice(0, MAX_SPEAKER_FRIENDS)
      : [],
    whatsappInterest: whatsapp
      ? {
          interested: whatsapp.interested === true,
          phoneNumber: typeof whatsapp.phoneNumber === 'string' ? whatsapp.phoneNumber : null,
          timestamp: typeof whatsapp.timestamp === 'string' ? whatsapp.timestamp : null,
          agreedToTerms: whatsapp.agreedToTerms === true,
        }
      : null,
    agentIntroInterest: agent
      ? { interested: agent.interested === true, timestamp: typeof agent.timestamp === 'string' ? agent.timestamp : null }
      : null,
    marketingConsent: v.marketingConsent === true,
  };
}

export function loadWizardState(storage: KeyValueStorage | null): WizardState {
  try {
    const raw = storage?.getItem(WIZARD_STORAGE_KEY);
    return raw ? readWizardState(JSON.parse(raw)) : { ...EMPTY_WIZARD };
  } catch {
    return { ...EMPTY_WIZARD };
  }
}

export function saveWizardState(storage: KeyValueStorage | null, state: WizardState): void {
  try {
    storage?.setItem(WIZARD_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the wizard still works, a reload would start over.
  }
}

export function clearWizardState(storage: KeyValueStorage | null): void {
  try {
    storage?.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // Best effort.
  }
}

/** The gift as the server will take it: a title and a link (a typed URL, an upload, or the free book). */
export function isGiftComplete(gift: GiftDetails | null): boolean {
  if (!gift || gift.title.trim() === '') return false;
  if (gift.mode === 'file') return Boolean(gift.fileUrl);
  return gift.url === DEFAULT_GIFT.url || Boolean(normalizeGiftUrl(gift.url));
}

/**
 * Where to send someone who opens step `step` (1-10) without what the earlier steps collect, or
 * null when they may stay. The gift steps need the personal details (spec: step 4 goes back to 3).
 */
export function missingStepFor(state: WizardState, step: number): string | null {
  if (step >= 3 && !state.contentType) return freeTierPaths.details;
  if (step >= 4 && !state.personal) return freeTierPaths.personal;
  if (step >= 5 && state.ownGift === null) return freeTierPaths.giftSelection;
  if (step >= 6 && !isGiftComplete(state.gift)) return freeTierPaths.gift;
  return null;
}

/** The final body of the wizard signup (createFreePageWizardSignup); skipped steps count as 'no'. */
export function toWizardPayload(state: WizardState): WizardSignup {
  if (!state.personal || !state.contentType || !state.gift) throw new Error('The wizard is not complete');
  const { personal, gift } = state;
  return {
    name: personal.name,
    email: personal.email,
    phone: personal.phone,
    contentType: state.contentType,
    contentTitle: gift.contentTitle.trim() || defaultContentTitle(personal.name),
    giftTitle: gift.title,
    giftUrl: gift.mode === 'file' ? (gift.fileUrl ?? '') : gift.url,
    accessCode: gift.accessCode.trim() || null,
    hasShared: state.hasShared,
    speakerFriends: state.speakerFriends.filter((e) => e.trim() !== '').map((email) => ({ email })),
    whatsappInterest: state.whatsappInterest ?? { interested: false, phoneNumber: null, timestamp: null, agreedToTerms: false },
    agentIntroInterest: state.agentIntroInterest ?? { interested: false, timestamp: null },
    tier: 'free',
    marketingConsent: state.marketingConsent,
  };
}
