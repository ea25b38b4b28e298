import { describe, expect, it } from 'vitest';
import { clearFormDraft, readFormDraft } from './form-draft';

function memoryStore(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe('readFormDraft', () => {
  const defaults = { firstName: '', email: '' };

  it('takes the stored text fields it knows and ignores the rest', () => {
    const store = memoryStore({ d: JSON.stringify({ firstName: 'Ada', email: 42, password: 'secret-secret' }) });
    expect(readFormDraft('d', defaults, store)).toEqual({ firstName: 'Ada', email: '' });
  });

  it('falls back to the defaults for nothing stored, bad JSON or no storage', () => {
    expect(readFormDraft('d', defaults, memoryStore())).toEqual(defaults);
    expect(readFormDraft('d', defaults, memoryStore({ d: '{not json' }))).toEqual(defaults);
    expect(readFormDraft('d', defaults, null)).toEqual(defaults);
  });

  it('forgets the draft when cleared', () => {
    const store = memoryStore({ d: JSON.stringify({ firstName: 'Ada' }) });
    clearFormDraft('d', store);
    expect(readFormDraft('d', defaults, store)).toEqual(defaults);
  });
});
