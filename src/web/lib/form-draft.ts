import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Reading sessionStorage throws when storage is blocked (some privacy modes).
    return null;
  }
}

/** The stored text fields of a form's draft over `defaults`; anything unreadable or not text is ignored. */
export function readFormDraft<T extends Record<string, string>>(key: string, defaults: T, store = sessionStore()): T {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(key) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return defaults;
    const out = { ...defaults };
    for (const name of Object.keys(defaults) as (keyof T)[]) {
      const value = (parsed as Record<string, unknown>)[name as string];
      if (typeof value === 'string') out[name] = value as T[keyof T];
    }
    return out;
  } catch {
    return defaults;
  }
}

export function clearFormDraft(key: string, store = sessionStore()): void {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing stored can be cleared: fine.
  }
}

/** Keeps `values` as the draft under `key` (in this tab's sessionStorage). */
export function writeFormDraft(key: string, values: Record<string, unknown>, store = sessionStore()): void {
  try {
    store?.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the draft is a convenience, the form still works.
  }
}

/**
 * Writes the named fields of a form to sessionStorage on every change, so a reload keeps what was
 * typed. Callers list only harmless fields: a password is never stored.
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T>, key: string, fields: readonly Path<T>[]): void {
  const { watch } = form;
  const fieldList = fields.join('\u0000');
  useEffect(() => {
    const names = fieldList.split('\u0000');
    const subscription = watch((values) => {
      const draft: Record<string, unknown> = {};
      for (const name of names) draft[name] = (values as Record<string, unknown>)[name];
      writeFormDraft(key, draft);
    });
    return () => subscription.unsubscribe();
  }, [watch, key, fieldList]);
}
