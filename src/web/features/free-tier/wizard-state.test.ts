import { describe, expect, it } from 'vitest';
import { wizardSignupSchema } from '../../../shared/contract/free-tier';
import {
  EMPTY_WIZARD,
  WIZARD_STORAGE_KEY,
  defaultGiftDetails,
  loadWizardState,
  missingStepFor,
  readWizardState,
  saveWizardState,
  toWizardPayload,
  type WizardState,
} from './wizard-state';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const complete: WizardState = {
  ...EMPTY_WIZARD,
  contentType: 'podcast',
  personal: { name: 'Maya Okafor', email: 'maya@example.com', phone: '+44 7700 900123' },
  ownGift: true,
  gift: { title: 'Checklist', mode: 'url', url: 'maya.example/c', fileUrl: null, fileName: null, accessCode: '', contentTitle: '' },
};

describe('wizard progress in sessionStorage', () => {
  it('survives a save and load', () => {
    const storage = memoryStorage();
    saveWizardState(storage, complete);
    expect(loadWizardState(storage)).toEqual(complete);
  });

  it('keeps the marketing yes ticked on step 3 and sends it; anything but true is no', () => {
    const storage = memoryStorage();
    saveWizardState(storage, { ...complete, marketingConsent: true });
    const loaded = loadWizardState(storage);
    expect(loaded.marketingConsent).toBe(true);
    expect(wizardSignupSchema.parse(toWizardPayload(loaded)).marketingConsent).toBe(true);
    expect(readWizardState({ ...complete, marketingConsent: 'yes' }).marketingConsent).toBe(false);
    expect(toWizardPayload(complete).marketingConsent).toBe(false);
  });

  it('keeps what is typed on the gift step before Continue, the uploaded file by its address, apart from the finished gift', () => {
    const storage = memoryStorage();
    const draft = {
      title: 'Half-typed',
      mode: 'file' as const,
      url: '',
      fileUrl: '/api/files/abc/guide.pdf',
      fileName: 'guide.pdf',
      accessCode: 'CODE1',
      contentTitle: '',
    };
    saveWizardState(storage, { ...complete, gift: null, giftDraft: draft });
    const loaded = loadWizardState(storage);
    expect(loaded.giftDraft).toEqual(draft);
    expect(loaded.gift).toBeNull();
    // A file is only ever an upload's own address.
    saveWizardState(storage, { ...complete, gift: null, giftDraft: { ...draft, fileUrl: 'https://elsewhere.example/x.pdf' } });
    expect(loadWizardState(storage).giftDraft?.fileUrl).toBeNull();
    // A draft never counts as a finished step 5.
    expect(missingStepFor(loaded, 6)).toBe('/free-qr-gift');
  });

  it('drops what it cannot read instead of trusting it', () => {
    const storage = memoryStorage();
    storage.setItem(WIZARD_STORAGE_KEY, '{broken');
    expect(loadWizardState(storage)).toEqual(EMPTY_WIZARD);
    expect(
      readWizardState({ contentType: 'radio', ownGift: 'yes', speakerFriends: ['a@x.io', 3, 'b@x.io', 'c@x.io', 'd@x.io'] }),
    ).toMatchObject({
      contentType: null,
      ownGift: null,
      speakerFriends: ['a@x.io', 'b@x.io', 'c@x.io'],
    });
  });
});

describe('missingStepFor', () => {
  it('sends a visitor back to the first step whose answer is missing', () => {
    expect(missingStepFor(EMPTY_WIZARD, 2)).toBeNull();
    expect(missingStepFor(EMPTY_WIZARD, 3)).toBe('/free-qr-details');
    expect(missingStepFor({ ...EMPTY_WIZARD, contentType: 'webinar' }, 4)).toBe('/free-qr-personal');
    expect(missingStepFor({ ...complete, ownGift: null }, 5)).toBe('/free-qr-gift-selection');
    expect(missingStepFor({ ...complete, gift: { ...complete.gift!, url: '' } }, 6)).toBe('/free-qr-gift');
    expect(missingStepFor({ ...complete, gift: { ...complete.gift!, mode: 'file' } }, 10)).toBe('/free-qr-gift');
    expect(missingStepFor(complete, 10)).toBeNull();
  });
});

describe('toWizardPayload', () => {
  it('counts skipped steps as no, defaults the content title, and passes the server schema', () => {
    const payload = toWizardPayload({ ...complete, speakerFriends: ['', 'ann@example.com'] });
    expect(payload).toMatchObject({
      contentTitle: "Maya Okafor's Insights",
      accessCode: null,
      speakerFriends: [{ email: 'ann@example.com' }],
      whatsappInterest: { interested: false },
      agentIntroInterest: { interested: false },
      tier: 'free',
    });
    expect(wizardSignupSchema.safeParse(payload).success).toBe(true);
  });

  it("sends the provider's free book or an uploaded file as the gift link", () => {
    expect(toWizardPayload({ ...complete, ownGift: false, gift: defaultGiftDetails('My Talk') })).toMatchObject({
      giftUrl: '/free-book',
      accessCode: 'TRAININGTHANKYOU',
      contentTitle: 'My Talk',
    });
    const file = { ...complete.gift!, mode: 'file' as const, fileUrl: '/api/files/abc/guide.pdf', fileName: 'guide.pdf' };
    expect(toWizardPayload({ ...complete, gift: file }).giftUrl).toBe('/api/files/abc/guide.pdf');
  });
});
