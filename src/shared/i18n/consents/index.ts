import type { Locale } from '../locales';
import ar from './ar';
import da from './da';
import de from './de';
import es from './es';
import fr from './fr';
import he from './he';
import it from './it';
import ja from './ja';
import nb from './nb';
import nl from './nl';
import pl from './pl';
import pt from './pt';
import sv from './sv';
import type { ConsentWordings } from './types';
import zhHans from './zh-Hans';

/** The consents' words in every language but English (whose words are in src/shared/domain/consents.ts). */
export const CONSENT_TRANSLATIONS: Record<Exclude<Locale, 'en'>, ConsentWordings> = {
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
