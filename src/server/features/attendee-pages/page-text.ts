import { CATALOGUE } from '../../../shared/i18n/catalogue';
import type { Locale } from '../../../shared/i18n/locales';
import { SAME_AS_ENGLISH } from '../../../shared/i18n/script-messages';

// Test helpers: reading a generated page as its reader does, to check its language.

/** `lang` and `dir` of the page's <html>. */
export const htmlOpening = (body: string) => /<html lang="([^"]+)" dir="([^"]+)">/.exec(body)?.slice(1);

/** The page's text as a reader sees it: no tags, no inlined script data, no language names, entities decoded. */
export const visibleText = (body: string) =>
  body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<option[^>]*>[^<]*<\/option>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** English messages with no placeholder, long enough to be words of their own, that the language translates. */
export const englishPhrases = (locale: Locale) =>
  Object.entries(CATALOGUE.en)
    .filter(
      ([key, text]) =>
        !text.includes('{') && text.length > 3 && !SAME_AS_ENGLISH.has(key) && CATALOGUE[locale][key as keyof typeof CATALOGUE.en] !== text,
    )
    .map(([, text]) => text);
