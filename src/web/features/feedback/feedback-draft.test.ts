import { describe, expect, it } from 'vitest';
import { clearDraft, draftStorageKey, EMPTY_DRAFT, loadDraft, saveDraft, type FeedbackDraft } from './feedback-draft';
import { memoryStorage } from '../../lib/test-storage';

const draft: FeedbackDraft = {
  rating: 4,
  testimonial: 'Great talk',
  firstName: 'Ada',
  jobRole: 'CTO',
  workEmail: 'ada@example.com',
  businessInquiry: '',
  contactConsent: true,
  publishConsent: false,
  takeaway: 'Ask one question before every demo',
  booksSpeakers: true,
  referralName: 'Sam',
  referralEmail: 'sam@events.example',
  referralConsent: true,
  questions: { q12: '9', q13: 'Checklist' },
};

describe('feedback draft persistence', () => {
  it('round-trips a draft per presentation', () => {
    const storage = memoryStorage();
    saveDraft(storage, 7, draft);
    expect(loadDraft(storage, 7)).toEqual(draft);
    expect(loadDraft(storage, 8)).toEqual(EMPTY_DRAFT);
  });

  it('removes the entry when the form is back to empty, and on clear', () => {
    const storage = memoryStorage();
    saveDraft(storage, 7, draft);
    saveDraft(storage, 7, { ...EMPTY_DRAFT });
    expect(storage.data.has(draftStorageKey(7))).toBe(false);
    saveDraft(storage, 7, draft);
    clearDraft(storage, 7);
    expect(storage.data.size).toBe(0);
  });

  it('reads corrupt or foreign data as an empty draft, keeping the valid fields', () => {
    expect(loadDraft(memoryStorage({ [draftStorageKey(1)]: '{not json' }), 1)).toEqual(EMPTY_DRAFT);
    expect(loadDraft(memoryStorage({ [draftStorageKey(1)]: '"text"' }), 1)).toEqual(EMPTY_DRAFT);
    const partial = memoryStorage({
      [draftStorageKey(1)]: JSON.stringify({ rating: 9, firstName: 'Ada', workEmail: 42, contactConsent: 'yes' }),
    });
    expect(loadDraft(partial, 1)).toEqual({ ...EMPTY_DRAFT, firstName: 'Ada' });
  });

  it('keeps the optional answers, and a "no" to booking speakers stays a no (not "not answered")', () => {
    const storage = memoryStorage();
    saveDraft(storage, 7, { ...EMPTY_DRAFT, booksSpeakers: false });
    expect(loadDraft(storage, 7)).toEqual({ ...EMPTY_DRAFT, booksSpeakers: false });
    const foreign = memoryStorage({
      [draftStorageKey(1)]: JSON.stringify({ booksSpeakers: 'yes', referralConsent: 1, takeaway: 'Listen' }),
    });
    expect(loadDraft(foreign, 1)).toEqual({ ...EMPTY_DRAFT, takeaway: 'Listen' });
  });

  it('survives storage that throws or does not exist', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadDraft(broken, 1)).toEqual(EMPTY_DRAFT);
    expect(() => saveDraft(broken, 1, draft)).not.toThrow();
    expect(() => clearDraft(broken, 1)).not.toThrow();
    expect(loadDraft(null, 1)).toEqual(EMPTY_DRAFT);
  });
});
