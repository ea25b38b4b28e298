import { makeTranslator, type Translator } from './format';
import { DEFAULT_LOCALE, type Locale } from './locales';
import en, { type Messages } from './messages/en';
import ar from './messages/ar';
import da from './messages/da';
import de from './messages/de';
import es from './messages/es';
import fr from './messages/fr';
import he from './messages/he';
import it from './messages/it';
import ja from './messages/ja';
import nb from './messages/nb';
import nl from './messages/nl';
import pl from './messages/pl';
import pt from './messages/pt';
import sv from './messages/sv';
import zhHans from './messages/zh-Hans';

export type { Messages };
export type { Translator } from './format';

/** Every language's catalogue. The attendee pages' script never imports this: it gets its page's messages inlined. */
export const CATALOGUE: Record<Locale, Messages> = {
  en,
  de,
  fr,
  es,
  it,
  pt,
  nl,
  da,
  sv,
  nb,
  pl,
  ar,
  he,
  'zh-Hans': zhHans,
  ja,
};

const translators = new Map<Locale, Translator>();

/** Formats the catalogue's messages in one language (one translator per language, kept). */
export function translator(locale: Locale = DEFAULT_LOCALE): Translator {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = makeTranslator(locale, CATALOGUE[locale])));
  return t;
}
