import { createContext, useContext, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { makeTranslator, type Translator } from '../../shared/i18n/format';
import { bestLocale, DEFAULT_LOCALE, directionOf, supportedLocale, type Locale } from '../../shared/i18n/locales';
import type { Messages } from '../../shared/i18n/messages/en';

/**
 * One lazy module per language: the bundler makes each catalogue a chunk of its own, so a page
 * downloads its language's messages only, and the speaker's app none of them.
 */
const CATALOGUES = import.meta.glob<{ default: Messages }>('../../shared/i18n/messages/*.ts');

const loaded = new Map<Locale, Translator>();

/** The translator of a language, loading its catalogue the first time it is asked for. */
export async function loadTranslator(locale: Locale): Promise<Translator> {
  const kept = loaded.get(locale);
  if (kept) return kept;
  const load = CATALOGUES[`../../shared/i18n/messages/${locale}.ts`];
  if (!load) throw new Error(`No catalogue for ${locale}`);
  const t = makeTranslator(locale, (await load()).default);
  loaded.set(locale, t);
  return t;
}

/**
 * The page's language: `?lang=` when it names a supported language, else the best match of the
 * browser's languages, else English.
 */
export function pageLocale(lang: string | null, browserLanguages: readonly string[]): Locale {
  return (lang ? supportedLocale(lang) : null) ?? bestLocale(browserLanguages.join(',')) ?? DEFAULT_LOCALE;
}

const browserLanguages = () => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

export interface PageLanguage {
  locale: Locale;
  /** The translator to show the page with: the page's language, or the one shown before while it loads; null at first. */
  t: Translator | null;
  /** The page's language is still loading (the page may show the previous one meanwhile). */
  loading: boolean;
  failed: boolean;
}

/**
 * The language a page is shown in and its translator. `fixed` pins a language (the speakers' terms
 * stay English). While the page shows, `<html lang dir>` say its language, so screen readers and
 * the layout's logical sides follow it. Switching keeps the page (and what was typed in it) on
 * the previous language until the new catalogue is in.
 */
export function usePageLanguage(fixed?: Locale): PageLanguage {
  const [params] = useSearchParams();
  const locale = fixed ?? pageLocale(params.get('lang'), browserLanguages());
  // The last language loaded here: shown while a newly chosen one loads.
  const [shown, setShown] = useState<Translator | null>(() => loaded.get(locale) ?? null);
  const [failedFor, setFailedFor] = useState<Locale | null>(null);
  const ready = loaded.get(locale) ?? null;

  useEffect(() => {
    if (ready) return;
    let current = true;
    loadTranslator(locale).then(
      // A translator is a function: handed to setState as it is, React would call it as an updater.
      (t) => current && setShown(() => t),
      () => current && setFailedFor(locale),
    );
    return () => {
      current = false;
    };
  }, [locale, ready]);

  const t = ready ?? shown;
  const shownLocale = t?.locale ?? locale;
  useEffect(() => {
    const root = document.documentElement;
    const before = { lang: root.lang, dir: root.dir };
    root.lang = shownLocale;
    root.dir = directionOf(shownLocale);
    return () => {
      root.lang = before.lang;
      root.dir = before.dir;
    };
  }, [shownLocale]);

  return { locale, t, loading: ready === null, failed: failedFor === locale && ready === null };
}

const TranslatorContext = createContext<Translator | null>(null);

export const TranslatorProvider = TranslatorContext.Provider;

/** The translator of the page around the component (PageInLanguage provides it). */
export function useTranslator(): Translator {
  const t = useContext(TranslatorContext);
  if (!t) throw new Error('useTranslator needs a page language: render the component inside PageInLanguage');
  return t;
}
