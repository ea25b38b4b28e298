import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/test-storage';
import {
  CURRENT_PRESENTATION_KEY,
  presentationIdFromUrlOrStorage,
  rememberPresentationId,
  rememberSpeakerId,
  storedPresentationId,
  storedSpeakerId,
} from './demo-storage';

describe('demo path storage', () => {
  it('remembers the ids the server answered', () => {
    const storage = memoryStorage();
    rememberSpeakerId(storage, 42);
    rememberPresentationId(storage, 7);
    expect(storedSpeakerId(storage)).toBe(42);
    expect(storedPresentationId(storage)).toBe(7);
    expect(storage.data.get(CURRENT_PRESENTATION_KEY)).toBe('7');
  });

  it('ignores values that are not ids', () => {
    expect(storedPresentationId(memoryStorage({ [CURRENT_PRESENTATION_KEY]: 'abc' }))).toBeNull();
    expect(storedPresentationId(memoryStorage({ [CURRENT_PRESENTATION_KEY]: '0' }))).toBeNull();
    expect(storedPresentationId(null)).toBeNull();
  });

  it('takes the id from the query first, then from storage', () => {
    const storage = memoryStorage({ [CURRENT_PRESENTATION_KEY]: '7' });
    expect(presentationIdFromUrlOrStorage('?presentationId=12', storage)).toBe(12);
    expect(presentationIdFromUrlOrStorage('', storage)).toBe(7);
    expect(presentationIdFromUrlOrStorage('?presentationId=nope', storage)).toBe(7);
    expect(presentationIdFromUrlOrStorage('', memoryStorage())).toBeNull();
  });
});
