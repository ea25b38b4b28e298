/** The subset of the Web Storage API the helpers use, so tests can pass a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(kind: 'sessionStorage' | 'localStorage'): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

/** window.sessionStorage, or null where reading it throws (some privacy modes) or outside a browser. */
export const browserSessionStorage = () => browserStorage('sessionStorage');
/** window.localStorage, or null where reading it throws (some privacy modes) or outside a browser. */
export const browserLocalStorage = () => browserStorage('localStorage');
