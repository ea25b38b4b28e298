import type { OptInConfirmation, OptOutCategory } from '../contract/privacy';
import { OPT_IN_LINK_HOURS, OPT_IN_LINKS_PER_HOUR } from '../contract/privacy';
import type { Translator } from './format';

/**
 * Opt-out categories as one phrase of the translator's language ("email marketing and
 * testimonials"): `inSentence` takes the forms that read inside a sentence (lower case in English,
 * capitalised nouns in German), else the labels the form shows.
 */
export function categoryNames(t: Translator, categories: readonly OptOutCategory[], inSentence: boolean): string {
  const names = categories.map((c) => t(inSentence ? `privacy.categoryInSentence.${c}` : `privacy.category.${c}`));
  return new Intl.ListFormat(t.locale, { type: 'conjunction' }).format(names);
}

/**
 * What became of the link that confirms opting back in, in the page's language: the server's
 * answer and the form's status say the same sentence. Empty when nothing was asked to be withdrawn.
 */
export function optInLinkSentence(
  t: Translator,
  confirmation: OptInConfirmation | null,
  email: string,
  withdrawn: readonly OptOutCategory[],
): string {
  const categories = categoryNames(t, withdrawn, true);
  switch (confirmation) {
    case null:
      return '';
    case 'queued':
      return t('privacy.optOut.linkQueued', { categories, email, hours: OPT_IN_LINK_HOURS });
    case 'outbox':
      return t('privacy.optOut.linkInOutbox', { categories, email });
    case 'rate-limited':
      return t('privacy.optOut.linkRateLimited', { categories, email, count: OPT_IN_LINKS_PER_HOUR });
  }
}
