/**
 * The languages an attendee's pages and e-mails are written in, as BCP 47 tags. English is the
 * source every other catalogue is translated from, and what a page falls back to.
 */
export const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'da', 'sv', 'nb', 'pl', 'ar', 'he', 'zh-Hans', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as the language switcher lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  da: 'Dansk',
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  pl: 'Polski',
  ar: 'العربية',
  he: 'עברית',
  'zh-Hans': '简体中文',
  ja: '日本語',
};

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar', 'he']);

/** The text direction of a language's pages: `dir` on `<html>`, and which side the layout starts from. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/**
 * Tags that name a supported language another way: Norwegian in general and Nynorsk read Bokmål,
 * and Chinese written in Mainland China or Singapore is Simplified. Traditional Chinese (zh-Hant,
 * zh-TW, zh-HK, zh-MO) is deliberately absent: a reader of it is better served by their next choice.
 */
const ALIASES: Record<string, Locale> = {
  no: 'nb',
  nn: 'nb',
  zh: 'zh-Hans',
  'zh-cn': 'zh-Hans',
  'zh-sg': 'zh-Hans',
  'zh-hans-cn': 'zh-Hans',
  'zh-hans-sg': 'zh-Hans',
  iw: 'he',
};
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)(-|$)/;

/**
 * The supported language a tag asks for, or null: an exact tag ("de", "zh-Hans", any letter case),
 * an alias, or a regional variant of a supported language ("de-AT" → "de", "pt-BR" → "pt").
 */
export function supportedLocale(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (lower === '' || lower.length > 35 || !/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/.test(lower)) return null;
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  if (ALIASES[lower]) return ALIASES[lower];
  if (TRADITIONAL_CHINESE.test(lower)) return null;
  const language = lower.split('-')[0]!;
  return LOCALES.find((l) => l === language) ?? ALIASES[language] ?? null;
}

/**
 * The best supported language for an `Accept-Language` header: the ranges in the order of their
 * q-values (ties keep the header's order), the first one supported wins; a range with q=0 is
 * refused. Null when none is supported (then the page is in English).
 */
export function bestLocale(acceptLanguage: string | undefined | null): Locale | null {
  if (!acceptLanguage) return null;
  const ranges = acceptLanguage
    .slice(0, 1000)
    .split(',')
    .slice(0, 50)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.tag !== '' && r.tag !== '*' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    const locale = supportedLocale(range.tag);
    if (locale) return locale;
  }
  return null;
}
