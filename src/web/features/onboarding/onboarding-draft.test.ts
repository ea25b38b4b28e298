import { describe, expect, it } from 'vitest';
import { saveProfileSchema, type SpeakerProfile } from '../../../shared/contract/profile';
import {
  EMPTY_DRAFT,
  ONBOARDING_DRAFT_KEY,
  buildProfilePayload,
  canEnterStep,
  clearDraft,
  draftLogoUrl,
  prefillStep1,
  prefillStep2,
  prefillStep3,
  readDraft,
  splitFullName,
  writeDraft,
  type OnboardingDraft,
} from './onboarding-draft';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const fullDraft: OnboardingDraft = {
  step1: { firstName: 'Ada', lastName: 'Lovelace', workEmail: 'ada@example.com', bio: 'Ada writes about engines.' },
  step2: { phoneNumber: '+44 20 1234', websiteUrl: 'ada.dev', linkedinUrl: '' },
  step3: { brandColorPrimary: '#112233', brandColorSecondary: '', emailProvider: 'outlook' },
  logoUrl: '/files/logo.png',
  currentStep: 4,
};

const profile: SpeakerProfile = {
  id: 1,
  userId: 2,
  slug: 'grace-hopper',
  firstName: 'Grace',
  lastName: 'Hopper',
  workEmail: 'grace@navy.example',
  phoneNumber: '555',
  websiteUrl: 'https://grace.example/',
  linkedinUrl: null,
  company: null,
  brandColorPrimary: '#000000',
  brandColorSecondary: '#ffffff',
  emailProvider: 'other',
  additionalComments: null,
  logoUrl: '/files/grace.png',
  bio: 'Grace speaks about compilers.',
  speakingTopics: [],
  socialHandles: null,
  isOnboardingComplete: true,
  hasExperiencedSpeakerPro: false,
  digitalGiftTitle: null,
  digitalGiftDescription: null,
  digitalGiftUrl: null,
  digitalGiftAccessCode: null,
  digitalGiftType: 'external_link',
  timeZone: 'UTC',
};

describe('draft storage', () => {
  it('round-trips a draft under the spec key', () => {
    const storage = memoryStorage();
    writeDraft(storage, fullDraft);
    expect(JSON.parse(storage.map.get(ONBOARDING_DRAFT_KEY)!)).toEqual(fullDraft);
    expect(readDraft(storage)).toEqual(fullDraft);
  });

  it('starts empty when nothing, corrupt JSON or a foreign shape is stored', () => {
    expect(readDraft(memoryStorage())).toEqual(EMPTY_DRAFT);
    expect(readDraft(memoryStorage({ [ONBOARDING_DRAFT_KEY]: '{not json' }))).toEqual(EMPTY_DRAFT);
    expect(readDraft(memoryStorage({ [ONBOARDING_DRAFT_KEY]: '"a string"' }))).toEqual(EMPTY_DRAFT);
    expect(readDraft(undefined)).toEqual(EMPTY_DRAFT);
  });

  it('drops a malformed step but keeps the rest', () => {
    const stored = { ...fullDraft, step3: 'not a step' };
    const draft = readDraft(memoryStorage({ [ONBOARDING_DRAFT_KEY]: JSON.stringify(stored) }));
    expect(draft.step3).toBeUndefined();
    expect(draft.step1).toEqual(fullDraft.step1);
  });

  it('keeps the colours typed on step 3 when the provider is unknown or not chosen yet (Back before Continue)', () => {
    const stored = { ...fullDraft, step3: { brandColorPrimary: '#abcdef', brandColorSecondary: '', emailProvider: 'aol' } };
    const draft = readDraft(memoryStorage({ [ONBOARDING_DRAFT_KEY]: JSON.stringify(stored) }));
    expect(draft.step3).toEqual({ brandColorPrimary: '#abcdef', brandColorSecondary: '' });
    // Without a provider, step 4 stays closed.
    expect(canEnterStep(draft, 4)).toBe(false);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readDraft(broken)).toEqual(EMPTY_DRAFT);
    expect(() => writeDraft(broken, fullDraft)).not.toThrow();
    expect(() => clearDraft(broken)).not.toThrow();
  });

  it('clears the draft', () => {
    const storage = memoryStorage();
    writeDraft(storage, fullDraft);
    clearDraft(storage);
    expect(storage.map.has(ONBOARDING_DRAFT_KEY)).toBe(false);
  });
});

describe('canEnterStep', () => {
  it('always lets the speaker start at step 1', () => {
    expect(canEnterStep(EMPTY_DRAFT, 1)).toBe(true);
  });

  it('requires every earlier step', () => {
    expect(canEnterStep(EMPTY_DRAFT, 2)).toBe(false);
    expect(canEnterStep({ currentStep: 2, step1: fullDraft.step1 }, 2)).toBe(true);
    expect(canEnterStep({ currentStep: 3, step1: fullDraft.step1 }, 3)).toBe(false);
    expect(canEnterStep({ currentStep: 3, step2: fullDraft.step2 }, 3)).toBe(false);
    expect(canEnterStep({ currentStep: 3, step1: fullDraft.step1, step2: fullDraft.step2 }, 4)).toBe(false);
    expect(canEnterStep(fullDraft, 4)).toBe(true);
  });
});

describe('prefill', () => {
  const user = { firstName: 'Sam', lastName: 'Speaker', email: 'sam@example.com' };

  it('splits a waitlist name', () => {
    expect(splitFullName('  Ada  Lovelace King ')).toEqual({ firstName: 'Ada', lastName: 'Lovelace King' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitFullName('')).toEqual({ firstName: '', lastName: '' });
  });

  it('takes step 1 from the signed-in user', () => {
    expect(prefillStep1({ draft: EMPTY_DRAFT, profile: null, user, waitlist: [] })).toEqual({
      firstName: 'Sam',
      lastName: 'Speaker',
      workEmail: 'sam@example.com',
      bio: '',
    });
  });

  it('fills blanks from the waitlist entry with the same e-mail only', () => {
    const blankUser = { firstName: '', lastName: ' ', email: 'Sam@Example.com' };
    const waitlist = [
      { email: 'other@example.com', name: 'Not Me' },
      { email: 'sam@example.com', name: 'Samantha Q Speaker' },
    ];
    expect(prefillStep1({ draft: EMPTY_DRAFT, profile: null, user: blankUser, waitlist })).toEqual({
      firstName: 'Samantha',
      lastName: 'Q Speaker',
      workEmail: 'Sam@Example.com',
      bio: '',
    });
    expect(prefillStep1({ draft: EMPTY_DRAFT, profile: null, user: blankUser, waitlist: [waitlist[0]!] })).toEqual({
      firstName: '',
      lastName: '',
      workEmail: 'Sam@Example.com',
      bio: '',
    });
  });

  it('prefers what was typed in this tab, then the saved profile', () => {
    expect(prefillStep1({ draft: fullDraft, profile, user, waitlist: null })).toEqual(fullDraft.step1);
    expect(prefillStep1({ draft: EMPTY_DRAFT, profile, user, waitlist: null })).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      workEmail: 'grace@navy.example',
      bio: 'Grace speaks about compilers.',
    });
    expect(prefillStep2(EMPTY_DRAFT, profile)).toEqual({
      phoneNumber: '555',
      websiteUrl: 'https://grace.example/',
      linkedinUrl: '',
      timeZone: 'UTC',
    });
    // Without a profile, the zone this browser is in.
    expect(prefillStep2(EMPTY_DRAFT, null)).toEqual({
      phoneNumber: '',
      websiteUrl: '',
      linkedinUrl: '',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    // A zone chosen in this tab wins over the profile's.
    expect(
      prefillStep2({ ...EMPTY_DRAFT, step2: { phoneNumber: '', websiteUrl: '', linkedinUrl: '', timeZone: 'Asia/Tokyo' } }, profile)
        .timeZone,
    ).toBe('Asia/Tokyo');
    expect(prefillStep3(EMPTY_DRAFT, profile)).toEqual({
      brandColorPrimary: '#000000',
      brandColorSecondary: '#ffffff',
      emailProvider: 'other',
    });
    expect(prefillStep3(fullDraft, profile)).toEqual(fullDraft.step3);
    expect(prefillStep3(EMPTY_DRAFT, { ...profile, emailProvider: 'aol' }).emailProvider).toBeUndefined();
  });

  it('shows a logo removed in this tab as removed, not as the saved one', () => {
    expect(draftLogoUrl(EMPTY_DRAFT, profile)).toBe('/files/grace.png');
    expect(draftLogoUrl({ ...EMPTY_DRAFT, logoUrl: null }, profile)).toBeNull();
    expect(draftLogoUrl(fullDraft, profile)).toBe('/files/logo.png');
    expect(draftLogoUrl(EMPTY_DRAFT, null)).toBeNull();
  });
});

describe('buildProfilePayload', () => {
  it('sends the draft with normalised URLs and the colour default for a blank colour', () => {
    const payload = buildProfilePayload(fullDraft, '  Happy to be here  ');
    expect(payload).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      workEmail: 'ada@example.com',
      bio: 'Ada writes about engines.',
      phoneNumber: '+44 20 1234',
      websiteUrl: 'https://ada.dev/',
      linkedinUrl: null,
      brandColorPrimary: '#112233',
      brandColorSecondary: '#1e40af',
      emailProvider: 'outlook',
      additionalComments: 'Happy to be here',
      logoUrl: '/files/logo.png',
      speakingTopics: [],
      socialHandles: null,
      isOnboardingComplete: true,
      // The browser's own zone: the lead files and reports read times on the speaker's clock.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(saveProfileSchema.safeParse(payload).success).toBe(true);
  });

  it('applies the spec defaults when values are missing', () => {
    const payload = buildProfilePayload(
      {
        currentStep: 4,
        step1: { firstName: ' ', lastName: '', workEmail: 'x@example.com', bio: '' },
      },
      '',
    );
    expect(payload).toMatchObject({
      firstName: 'Unknown',
      lastName: 'User',
      emailProvider: 'gmail',
      brandColorPrimary: '#2563eb',
      brandColorSecondary: '#1e40af',
      additionalComments: null,
      bio: null,
      logoUrl: null,
      phoneNumber: null,
      websiteUrl: null,
    });
  });
});
