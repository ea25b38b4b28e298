import transliterate from '@sindresorhus/transliterate';

function hyphenate(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A speaker's URL slug from first and last name: letters transliterated to ASCII ("Martín" →
 * "martin", "Zoë" → "zoe", "Дмитрий" → "dmitriy"), lower-case, runs of other characters one hyphen.
 * Scripts the transliteration does not cover (e.g. Chinese) leave nothing; callers fall back.
 */
export function speakerSlug(firstName: string, lastName: string): string {
  return hyphenate(transliterate(`${firstName} ${lastName}`));
}

/**
 * The slug the same name got before letters were transliterated ("Bruno Martín" → "bruno-mart-n").
 * Speakers keep such a slug: their printed QR codes and shared links point at it.
 */
export function untransliteratedSlug(firstName: string, lastName: string): string {
  return hyphenate(`${firstName} ${lastName}`);
}

/** A piece of a file name from any text (a talk's title): transliterated, lower-case, hyphens, at most `max` characters. */
export function fileNameSlug(text: string, max = 60): string {
  return hyphenate(transliterate(text)).slice(0, max).replace(/-+$/, '');
}
