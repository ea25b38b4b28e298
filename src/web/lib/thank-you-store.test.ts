import { describe, expect, it } from 'vitest';
import {
  loadThankYouRecord,
  readThankYouRecord,
  safeGiftUrl,
  saveThankYouRecord,
  THANK_YOU_STORAGE_KEY,
  type ThankYouRecord,
} from './thank-you-store';
import { memoryStorage } from './test-storage';

const record: ThankYouRecord = {
  presentationId: 3,
  speakerName: 'Jane Doe',
  gift: { title: 'Slides', description: null, url: 'https://example.com/slides', accessCode: 'TALK25', type: 'external_link' },
};

describe('thank-you record', () => {
  it('survives a reload through storage', () => {
    const storage = memoryStorage();
    saveThankYouRecord(storage, record);
    expect(loadThankYouRecord(storage)).toEqual(record);
  });

  it('accepts a record without a gift and rejects other shapes', () => {
    expect(readThankYouRecord({ presentationId: 3, speakerName: 'Jane', gift: null })).toEqual({
      presentationId: 3,
      speakerName: 'Jane',
      gift: null,
    });
    expect(readThankYouRecord({ presentationId: '3', speakerName: 'Jane' })).toBeNull();
    expect(readThankYouRecord(null)).toBeNull();
    expect(loadThankYouRecord(memoryStorage({ [THANK_YOU_STORAGE_KEY]: '{' }))).toBeNull();
  });
});

describe('safeGiftUrl', () => {
  it('allows http(s) links and paths on this site', () => {
    expect(safeGiftUrl('https://example.com/a b')).toBe('https://example.com/a%20b');
    expect(safeGiftUrl('http://example.com/')).toBe('http://example.com/');
    expect(safeGiftUrl('/api/files/12')).toBe('/api/files/12');
  });

  it('refuses scripts, data and protocol-relative links', () => {
    expect(safeGiftUrl('javascript:alert(1)')).toBeNull();
    expect(safeGiftUrl(' JavaScript:alert(1)')).toBeNull();
    expect(safeGiftUrl('data:text/html,hi')).toBeNull();
    expect(safeGiftUrl('//evil.example/x')).toBeNull();
    expect(safeGiftUrl('example.com')).toBeNull();
    expect(safeGiftUrl(null)).toBeNull();
  });
});
