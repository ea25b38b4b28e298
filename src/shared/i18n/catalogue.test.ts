import { createHash } from 'node:crypto';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CONSENT_TEXTS, CURRENT_CONSENT } from '../domain/consents';
import { CATALOGUE, translator } from './catalogue';
import { catalogueProblems } from './check';
import { CONSENT_TRANSLATIONS } from './consents';
import { formatLite } from './lite-format';
import { LOCALES } from './locales';
import { SAME_AS_ENGLISH, SCRIPT_MESSAGE_KEYS } from './script-messages';
import fingerprints from './consent-fingerprints.json';

describe('the message catalogue', () => {
  it('has every English key in every language, each parsing, with English placeholders and every plural form', () => {
    expect(catalogueProblems(CATALOGUE, SAME_AS_ENGLISH)).toEqual([]);
  });

  it('names a missing key, a message that does not parse, different placeholders, a missing plural form and English left over', () => {
    const en = { a: 'Hello {name}', b: '{count, plural, one {# star} other {# stars}}', c: 'Plain' };
    const broken = {
      ...Object.fromEntries(
        LOCALES.map((l) => [l, { a: 'Hallo {name}', b: '{count, plural, one {# Stern} other {# Sterne}}', c: 'Schlicht' }]),
      ),
      en,
      de: { a: 'Hallo {nom}', b: '{count, plural, one {# Stern' },
      pl: { a: 'Cześć {name}', b: '{count, plural, one {# gwiazdka} other {# gwiazdki}}', c: 'Plain' },
    } as unknown as Parameters<typeof catalogueProblems>[0];
    const problems = catalogueProblems(broken);
    expect(problems).toContain('de: "a" has {nom}; English has {name}');
    expect(problems.some((p) => p.startsWith('de: "b" does not parse'))).toBe(true);
    expect(problems).toContain('de: "c" is missing');
    expect(problems).toContain('pl: "b" lacks the plural forms count: few, count: many');
    expect(problems).toContain('pl: "c" is still in English');
  });

  it('follows each language’s plural rules: six forms in Arabic, three in Polish', () => {
    const ar = translator('ar');
    const arabic = new Set(
      [0, 1, 2, 3, 11, 100].map((n) =>
        ar('form.stars', { count: n })
          .replace(/[\d٠-٩٬,.]/g, '')
          .trim(),
      ),
    );
    expect(arabic.size).toBeGreaterThanOrEqual(5);
    const pl = translator('pl');
    const polish = new Set([1, 2, 5].map((n) => pl('form.stars', { count: n }).replace(/\d/g, '').trim()));
    expect(polish.size).toBe(3);
  });

  it('formats every message the attendee script shows the same with its small formatter as with intl-messageformat', () => {
    const samples = { count: 1234, max: 2000, over: 3, field: 'X', speaker: 'Sam', name: 'Ana', what: 'Y' };
    for (const locale of LOCALES) {
      for (const key of SCRIPT_MESSAGE_KEYS) {
        const message = CATALOGUE[locale][key];
        for (const count of [0, 1, 2, 5, 1234]) {
          const values = { ...samples, count };
          expect(formatLite(message, values, locale), `${locale} ${key}`).toBe(
            String(new IntlMessageFormat(message, locale).format(values)),
          );
        }
      }
    }
  });

  it('never changes a consent’s words once published: a new wording needs a new version', () => {
    const current = Object.values(CURRENT_CONSENT) as string[];
    const wordings: Record<string, string> = {};
    for (const consent of CONSENT_TEXTS) wordings[`${consent.id} en`] = consent.text;
    for (const [locale, words] of Object.entries(CONSENT_TRANSLATIONS)) {
      for (const id of current) wordings[`${id} ${locale}`] = (words as unknown as Record<string, string>)[id]!;
    }
    const hashes = Object.fromEntries(
      Object.entries(wordings).map(([k, text]) => [k, createHash('sha256').update(text).digest('hex').slice(0, 16)]),
    );
    // A wording already recorded keeps its fingerprint; a new one is recorded by adding it to the JSON file.
    for (const [key, hash] of Object.entries(fingerprints as Record<string, string>)) expect(hashes[key], key).toBe(hash);
    expect(Object.keys(hashes).filter((k) => !(k in fingerprints))).toEqual([]);
  });
});
