import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES, type Locale } from './locales';

/** What a message asks to be given: its placeholders' names and kinds, and its tags. */
function placeholdersOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        found.add(`{${element.value}}`);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        found.add(`{${element.value}, ${TYPE[element.type]}}`);
        break;
      case TYPE.plural:
      case TYPE.select:
        found.add(`{${element.value}, ${element.type === TYPE.plural ? 'plural' : 'select'}}`);
        for (const option of Object.values(element.options)) placeholdersOf(option.value, found);
        break;
      case TYPE.tag:
        found.add(`<${element.value}>`);
        placeholdersOf(element.children, found);
        break;
      default:
        break;
    }
  }
  return found;
}

/** Plural forms a message leaves out although the language has them ("few" and "many" in Polish). */
function missingPluralForms(elements: MessageFormatElement[], categories: readonly string[], missing = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.plural && element.pluralType !== 'ordinal') {
      for (const category of categories) if (!(category in element.options)) missing.add(`${element.value}: ${category}`);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) missingPluralForms(option.value, categories, missing);
    }
    if (element.type === TYPE.tag) missingPluralForms(element.children, categories, missing);
  }
  return missing;
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

/**
 * Everything wrong with the catalogue: a language without one of English's keys (or with a key
 * English lacks), a message that does not parse, placeholders or tags that differ from English's,
 * a plural without every form the language's rules have (CLDR: six in Arabic, three in Polish),
 * and a message left in English where a translation was expected (`sameAsEnglish` lists the keys
 * allowed to read alike, e.g. a brand name).
 */
export function catalogueProblems(
  catalogue: Record<Locale, Record<string, string>>,
  sameAsEnglish: ReadonlySet<string> = new Set(),
): string[] {
  const problems: string[] = [];
  const english = catalogue.en;
  const englishPlaceholders = new Map<string, Set<string>>();
  for (const [key, message] of Object.entries(english)) {
    try {
      englishPlaceholders.set(key, placeholdersOf(parse(message)));
    } catch (err) {
      problems.push(`en: "${key}" does not parse: ${(err as Error).message}`);
    }
  }
  for (const locale of LOCALES) {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const [key, message] of Object.entries(catalogue[locale] ?? {})) {
      try {
        const missing = missingPluralForms(parse(message), categories);
        if (missing.size > 0) problems.push(`${locale}: "${key}" lacks the plural forms ${[...missing].join(', ')}`);
      } catch {
        // Reported below (English above) as a message that does not parse.
      }
    }
    if (locale === 'en') continue;
    const messages = catalogue[locale];
    if (!messages) {
      problems.push(`${locale}: no catalogue`);
      continue;
    }
    for (const key of Object.keys(english)) {
      const message = messages[key];
      if (typeof message !== 'string') {
        problems.push(`${locale}: "${key}" is missing`);
        continue;
      }
      let found: Set<string>;
      try {
        found = placeholdersOf(parse(message));
      } catch (err) {
        problems.push(`${locale}: "${key}" does not parse: ${(err as Error).message}`);
        continue;
      }
      const expected = englishPlaceholders.get(key);
      if (expected && !sameSet(found, expected)) {
        problems.push(
          `${locale}: "${key}" has ${[...found].sort().join(' ') || 'no placeholders'}; English has ${[...expected].sort().join(' ') || 'none'}`,
        );
      }
      if (message === english[key] && !sameAsEnglish.has(key)) problems.push(`${locale}: "${key}" is still in English`);
    }
    for (const key of Object.keys(messages)) {
      if (!(key in english)) problems.push(`${locale}: "${key}" is not an English key`);
    }
  }
  return problems;
}
