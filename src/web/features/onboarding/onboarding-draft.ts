import { z } from 'zod';
import { isTimeZone } from '../../../shared/domain/time-zones';
import type { AuthUser } from '../../../shared/contract/auth';
import { EMAIL_PROVIDERS, type SaveProfile, type SpeakerProfile } from '../../../shared/contract/profile';
import { normalizeWebUrl } from '../../../shared/domain/url';
import type { OnboardingStep } from '../../lib/onboarding-paths';

/** sessionStorage key: the draft lives only as long as the tab, like the product it replaces. */
export const ONBOARDING_DRAFT_KEY = 'speakerOnboardingDraft';

// Spec §5 "Defaults on submit".
export const DEFAULT_FIRST_NAME = 'Unknown';
export const DEFAULT_LAST_NAME = 'User';
export const DEFAULT_EMAIL_PROVIDER = 'gmail';
export const DEFAULT_BRAND_COLOR_PRIMARY = '#2563eb';
export const DEFAULT_BRAND_COLOR_SECONDARY = '#1e40af';

const text = z.string().catch('');

const step1DraftSchema = z.object({ firstName: text, lastName: text, workEmail: text, bio: text });
const step2DraftSchema = z.object({
  phoneNumber: text,
  websiteUrl: text,
  linkedinUrl: text,
  // Older drafts in the tab have none: the profile's zone or this browser's fills it in.
  timeZone: z.string().optional().catch(undefined),
});
const step3DraftSchema = z.object({
  brandColorPrimary: text,
  brandColorSecondary: text,
  // Missing when the speaker went Back from step 3 before choosing one: what they typed is kept.
  emailProvider: z.enum(EMAIL_PROVIDERS).optional().catch(undefined),
});

// The stored value is read back defensively: anything else in the tab (or an older version) may have written it.
const draftSchema = z.object({
  step1: step1DraftSchema.optional().catch(undefined),
  step2: step2DraftSchema.optional().catch(undefined),
  step3: step3DraftSchema.optional().catch(undefined),
  logoUrl: z.string().nullable().optional().catch(null),
  currentStep: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).catch(1),
});

export type Step1Draft = z.infer<typeof step1DraftSchema>;
export type Step2Draft = z.infer<typeof step2DraftSchema>;
export type Step3Draft = z.infer<typeof step3DraftSchema>;
export type OnboardingDraft = z.infer<typeof draftSchema>;

export const EMPTY_DRAFT: OnboardingDraft = { currentStep: 1 };

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

export function readDraft(storage: ReadableStorage | undefined): OnboardingDraft {
  try {
    const raw = storage?.getItem(ONBOARDING_DRAFT_KEY);
    if (!raw) return EMPTY_DRAFT;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_DRAFT;
  } catch {
    // Storage disabled (some private modes) or corrupt JSON: start over.
    return EMPTY_DRAFT;
  }
}

export function writeDraft(storage: WritableStorage | undefined, draft: OnboardingDraft): void {
  try {
    storage?.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Quota or disabled storage: the in-memory draft still carries this visit.
  }
}

export function clearDraft(storage: WritableStorage | undefined): void {
  try {
    storage?.removeItem(ONBOARDING_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Whether the steps before `step` are in the draft; otherwise the speaker starts again at step 1. */
export function canEnterStep(draft: OnboardingDraft, step: OnboardingStep): boolean {
  if (step >= 2 && !draft.step1) return false;
  if (step >= 3 && !draft.step2) return false;
  if (step >= 4 && !draft.step3?.emailProvider) return false;
  return true;
}

/** "Ada Lovelace King" → Ada / Lovelace King; a single word is a first name only. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const [first = '', ...rest] = words;
  return { firstName: first, lastName: rest.join(' ') };
}

export interface WaitlistEntry {
  email: string;
  name: string;
}

/**
 * Step 1's starting values: what the speaker already typed in this tab, else their saved profile,
 * else the account, with the waitlist entry for their e-mail filling what the account lacks.
 */
export function prefillStep1(input: {
  draft: OnboardingDraft;
  profile: SpeakerProfile | null | undefined;
  user: Pick<AuthUser, 'firstName' | 'lastName' | 'email'> | null | undefined;
  waitlist: readonly WaitlistEntry[] | null | undefined;
}): Step1Draft {
  const { draft, profile, user, waitlist } = input;
  if (draft.step1) return draft.step1;
  if (profile) return { firstName: profile.firstName, lastName: profile.lastName, workEmail: profile.workEmail, bio: profile.bio ?? '' };
  const email = user?.email ?? '';
  const entry = waitlist?.find((w) => w.email.trim().toLowerCase() === email.trim().toLowerCase() && email !== '');
  const fromWaitlist = entry ? splitFullName(entry.name) : { firstName: '', lastName: '' };
  return {
    firstName: user?.firstName.trim() || fromWaitlist.firstName,
    lastName: user?.lastName.trim() || fromWaitlist.lastName,
    workEmail: email || entry?.email || '',
    bio: '',
  };
}

export function prefillStep2(draft: OnboardingDraft, profile: SpeakerProfile | null | undefined): Step2Draft & { timeZone: string } {
  // A saved profile's zone is the speaker's choice; a new speaker starts on this browser's clock.
  const timeZone = draft.step2?.timeZone ?? profile?.timeZone ?? browserTimeZone() ?? 'UTC';
  if (draft.step2) return { ...draft.step2, timeZone };
  return {
    phoneNumber: profile?.phoneNumber ?? '',
    websiteUrl: profile?.websiteUrl ?? '',
    linkedinUrl: profile?.linkedinUrl ?? '',
    timeZone,
  };
}

export function prefillStep3(
  draft: OnboardingDraft,
  profile: SpeakerProfile | null | undefined,
): { brandColorPrimary: string; brandColorSecondary: string; emailProvider?: Step3Draft['emailProvider'] } {
  if (draft.step3) return draft.step3;
  const provider = EMAIL_PROVIDERS.find((p) => p === profile?.emailProvider);
  return {
    brandColorPrimary: profile?.brandColorPrimary ?? '',
    brandColorSecondary: profile?.brandColorSecondary ?? '',
    emailProvider: provider,
  };
}

/** The logo to show on step 3: one uploaded in this tab wins over the saved profile's. */
export function draftLogoUrl(draft: OnboardingDraft, profile: SpeakerProfile | null | undefined): string | null {
  return draft.logoUrl !== undefined ? draft.logoUrl : (profile?.logoUrl ?? null);
}

/** The POST /api/speaker-admin/profile body at the end of onboarding, with defaults for what was skipped. */
export function buildProfilePayload(draft: OnboardingDraft, additionalComments: string | null | undefined): SaveProfile {
  const blankToNull = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);
  // Invalid URLs cannot reach here through the forms; if one does, the server's message names it.
  const url = (v: string | undefined) => {
    const normalized = normalizeWebUrl(v);
    return normalized === undefined ? (v ?? null) : normalized;
  };
  return {
    firstName: draft.step1?.firstName.trim() || DEFAULT_FIRST_NAME,
    lastName: draft.step1?.lastName.trim() || DEFAULT_LAST_NAME,
    workEmail: draft.step1?.workEmail.trim() ?? '',
    bio: blankToNull(draft.step1?.bio),
    phoneNumber: blankToNull(draft.step2?.phoneNumber),
    websiteUrl: url(draft.step2?.websiteUrl),
    linkedinUrl: url(draft.step2?.linkedinUrl),
    brandColorPrimary: blankToNull(draft.step3?.brandColorPrimary) ?? DEFAULT_BRAND_COLOR_PRIMARY,
    brandColorSecondary: blankToNull(draft.step3?.brandColorSecondary) ?? DEFAULT_BRAND_COLOR_SECONDARY,
    emailProvider: draft.step3?.emailProvider ?? DEFAULT_EMAIL_PROVIDER,
    additionalComments: blankToNull(additionalComments),
    logoUrl: draft.logoUrl ?? null,
    speakingTopics: [],
    socialHandles: null,
    isOnboardingComplete: true,
    // Lead files and reports read times on this clock: the one chosen on step 2, else this browser's.
    ...(chosenTimeZone(draft) ? { timeZone: chosenTimeZone(draft)! } : {}),
  };
}

function chosenTimeZone(draft: OnboardingDraft): string | null {
  const chosen = draft.step2?.timeZone;
  return chosen && isTimeZone(chosen) ? chosen : browserTimeZone();
}

/** This browser's IANA time zone, when it names one the server will know. */
function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : null;
}
