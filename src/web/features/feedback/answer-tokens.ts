import type { KeyValueStorage } from '../../lib/browser-storage';

/**
 * The secret this browser stores its answer to each talk under: sent with every later answer to
 * the same talk, it lets this browser correct its own answer (any other browser's change waits for
 * a link e-mailed to the attendee). Kept in localStorage: it should outlive the tab.
 */
export const ANSWER_TOKENS_KEY = 'speakerpro.answerTokens';

function readAll(storage: KeyValueStorage | null): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(ANSWER_TOKENS_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

export function answerTokenFor(storage: KeyValueStorage | null, presentationId: number): string | undefined {
  return readAll(storage)[String(presentationId)];
}

function newAnswerToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * This browser's token for its answer to a talk, made (and kept) before the first attempt: every
 * retry and every later correction carries the same one, so a retry after a lost response finds
 * the answer it stored instead of looking like someone else's.
 */
export function ensureAnswerToken(storage: KeyValueStorage | null, presentationId: number): string {
  const existing = answerTokenFor(storage, presentationId);
  if (existing) return existing;
  const token = newAnswerToken();
  rememberAnswerToken(storage, presentationId, token);
  return token;
}

export function rememberAnswerToken(storage: KeyValueStorage | null, presentationId: number, token: string): void {
  try {
    storage?.setItem(ANSWER_TOKENS_KEY, JSON.stringify({ ...readAll(storage), [String(presentationId)]: token }));
  } catch {
    // Storage blocked: a later correction from this browser will ask for the e-mailed link instead.
  }
}
