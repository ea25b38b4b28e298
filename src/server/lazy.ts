import { createRequire } from 'node:module';

/**
 * `load` run once, on the first call, its result kept for every later call: how a module reaches a
 * package that only rare work needs (graphics, PDFs, Word files, e-mail rendering...), so that a
 * process loads it when that work first comes instead of at start (docs/decisions/067). A load that
 * returns a promise which rejects is tried again on the next call.
 */
export function lazy<T>(load: () => T): () => T {
  let state: { value: T } | undefined;
  return () => {
    if (state) return state.value;
    const value = load();
    state = { value };
    if (value instanceof Promise) {
      value.catch(() => {
        if (state?.value === value) state = undefined;
      });
    }
    return value;
  };
}

/**
 * A package loaded synchronously, for code that cannot wait (fontkit measuring text inside a
 * layout): Node's require, which also loads ES modules without top-level await.
 */
export const requirePackage: (specifier: string) => unknown = createRequire(import.meta.url);
