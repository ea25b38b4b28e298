import type { FastifyRequest } from 'fastify';
import type { Translator } from '../../../shared/i18n/catalogue';
import { bestLocale, DEFAULT_LOCALE, supportedLocale, type Locale } from '../../../shared/i18n/locales';

/** The language a link or the switcher asks for with `?lang=`, when it is one of ours. */
export function askedLocale(request: FastifyRequest): Locale | null {
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.lang === 'string' ? supportedLocale(query.lang) : null;
}

/**
 * The language of an attendee's page: `?lang=` when it names a supported language (the switcher,
 * a link the speaker shared), else the talk's language, else the browser's best match, else English.
 */
export function pageLocale(request: FastifyRequest, talkLanguage: Locale | null = null): Locale {
  return askedLocale(request) ?? talkLanguage ?? bestLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/**
 * Where the form posts: its own page, keeping a `?lang=` the attendee chose (a refused post then
 * shows the form in the same language; the stored answer takes it from the hidden field).
 */
export function formAction(request: FastifyRequest, t: Translator): string {
  const path = request.url.split('?')[0]!;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.lang === 'string' && supportedLocale(query.lang) === t.locale
    ? `${path}?lang=${encodeURIComponent(t.locale)}`
    : path;
}
