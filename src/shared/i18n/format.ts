import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from './locales';
import type { MessageKey, Messages } from './messages/en';

export type MessageValues = Record<string, string | number>;

export interface Translator {
  locale: Locale;
  /** The message as plain text, its placeholders filled in; `<b>` marks are dropped (their words kept). */
  (key: MessageKey, values?: MessageValues): string;
  /** The message as parts, each `<b>` run handed to `bold` (HTML pages make it <strong>). */
  parts<T>(key: MessageKey, values: MessageValues, bold: (chunks: (string | T)[]) => T): (string | T)[];
  /** The message as written in the catalogue, unformatted (for a page's script to format). */
  raw(key: MessageKey): string;
}

const keepWords = (chunks: unknown[]) => chunks.join('');

/**
 * Formats one language's messages. Each message is compiled once per translator's catalogue and
 * key (parsing is the slow part of formatting); the catalogue's test has already parsed them all.
 */
export function makeTranslator(locale: Locale, messages: Messages): Translator {
  const compiled = new Map<MessageKey, IntlMessageFormat>();
  const compile = (key: MessageKey) => {
    let format = compiled.get(key);
    if (!format) compiled.set(key, (format = new IntlMessageFormat(messages[key], locale)));
    return format;
  };
  const t = ((key: MessageKey, values: MessageValues = {}) => String(compile(key).format({ b: keepWords, ...values }))) as Translator;
  t.locale = locale;
  t.parts = <T>(key: MessageKey, values: MessageValues, bold: (chunks: (string | T)[]) => T) => {
    const out = compile(key).format<T>({ ...values, b: (chunks: (string | T)[]) => bold(chunks) });
    return Array.isArray(out) ? (out as (string | T)[]) : [out as string | T];
  };
  t.raw = (key: MessageKey) => messages[key];
  return t;
}
