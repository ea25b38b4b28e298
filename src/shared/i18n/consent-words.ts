import { consentTemplate } from '../domain/consents';
import { CONSENT_TRANSLATIONS } from './consents';
import type { Locale } from './locales';

/**
 * The template of a consent version in a language (with `{speaker}` unfilled), or null for an
 * unknown version. A version without words in that language (an old one no form shows any more)
 * reads in English, the language it was shown in. Kept apart from src/shared/domain/consents.ts so
 * that code needing only the versions (the attendee page's script) does not carry every language's words.
 */
export function localConsentTemplate(id: string, locale: Locale): string | null {
  const english = consentTemplate(id);
  if (english === null || locale === 'en') return english;
  const words: Partial<Record<string, string>> = { ...CONSENT_TRANSLATIONS[locale] };
  return words[id] ?? english;
}

/** The words of a version as the attendee reads them, in the language of their page. */
export function localConsentWording(id: string, speakerName: string, locale: Locale): string {
  return (localConsentTemplate(id, locale) ?? '').replace('{speaker}', speakerName);
}
