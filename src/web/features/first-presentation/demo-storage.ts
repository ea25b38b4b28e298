import { parsePresentationId } from '../../lib/feedback-target';

/** localStorage keys of the demo path; the QR step reads the presentation from here after a reload. */
export const CURRENT_PRESENTATION_KEY = 'currentPresentationId';
export const SPEAKER_ID_KEY = 'speakerId';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function browserLocalStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readId(storage: KeyValueStorage | null, key: string): number | null {
  try {
    return parsePresentationId(storage?.getItem(key));
  } catch {
    return null;
  }
}

function writeId(storage: KeyValueStorage | null, key: string, id: number): void {
  try {
    storage?.setItem(key, String(id));
  } catch {
    // Storage full or disabled: the URL still carries the id.
  }
}

/** The speaker created on /signup, as the server answered (the observed product stored 1 whatever happened). */
export const rememberSpeakerId = (storage: KeyValueStorage | null, id: number) => writeId(storage, SPEAKER_ID_KEY, id);
export const storedSpeakerId = (storage: KeyValueStorage | null) => readId(storage, SPEAKER_ID_KEY);

export const rememberPresentationId = (storage: KeyValueStorage | null, id: number) => writeId(storage, CURRENT_PRESENTATION_KEY, id);
export const storedPresentationId = (storage: KeyValueStorage | null) => readId(storage, CURRENT_PRESENTATION_KEY);

/** Where the QR step finds its presentation: ?presentationId= first (a shared link), then local storage. */
export function presentationIdFromUrlOrStorage(search: string, storage: KeyValueStorage | null): number | null {
  const fromUrl = parsePresentationId(new URLSearchParams(search).get('presentationId'));
  return fromUrl ?? storedPresentationId(storage);
}
