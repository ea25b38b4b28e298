import transliterate from '@sindresorhus/transliterate';

/** Letters spelt in ASCII where the transliteration covers them ("Zoë" → "Zoe", "Дмитрий" → "Dmitriy"); every slug starts here. */
export const asciiLetters = (text: string): string => transliterate(text);

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
  return capSlug(hyphenate(transliterate(`${firstName} ${lastName}`)));
}

/**
 * The longest slug a speaker gets. Every address with a slug in it (the QR page, the proof page, the
 * wall, the public calls) stays far inside what the router and proxies take, with room for a `-N`
 * that tells two speakers of the same name apart.
 */
export const SLUG_MAX_LENGTH = 60;

/** A slug cut to SLUG_MAX_LENGTH, at a hyphen when one falls in the second half, never ending in one. */
export function capSlug(slug: string): string {
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > SLUG_MAX_LENGTH / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/**
 * The slug the same name got before letters were transliterated ("Bruno Martín" → "bruno-mart-n").
 * Speakers keep such a slug: their printed QR codes and shared links point at it.
 */
export function untransliteratedSlug(firstName: string, lastName: string): string {
  return capSlug(hyphenate(`${firstName} ${lastName}`));
}

/** A piece of a file name from any text (a talk's title): transliterated, lower-case, hyphens, at most `max` characters. */
export function fileNameSlug(text: string, max = 60): string {
  return hyphenate(transliterate(text)).slice(0, max).replace(/-+$/, '');
}

/** What file systems refuse in a name (path separators, Windows' reserved characters, control characters). */
const REFUSED_IN_FILE_NAMES = /[\p{Cc}<>:"/\\|?*]/gu;
/** A letter the transliteration left outside ASCII: a script it does not cover (e.g. Chinese). */
const UNCOVERED_LETTER = /(?!\p{ASCII})\p{L}/u;

/**
 * A piece of a file name from a name or title typed in any script: fileNameSlug where the
 * transliteration spells it in ASCII ("Élodie" → "elodie", "Дмитрий" → "dmitriy", "ياسمين" →
 * "yasmyn"); where it leaves letters it does not cover ("王芳"), the text as typed, so no letter is
 * dropped: only what file systems refuse goes, runs of spaces and punctuation become one hyphen,
 * at most `max` characters. '' when there is nothing to name a file by.
 */
export function fileNamePart(text: string, max = 60): string {
  if (!UNCOVERED_LETTER.test(transliterate(text))) return fileNameSlug(text, max);
  const typed = text
    .normalize('NFC')
    .replace(REFUSED_IN_FILE_NAMES, ' ')
    .replace(/[\s\p{P}\p{S}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return [...typed].slice(0, max).join('').replace(/-+$/, '');
}

/**
 * fileNamePart for a file of one record (an answer, a talk): a name kept as typed gets the record's
 * id before it ("42-王芳"), which names the file where those letters cannot be shown or typed (an
 * ASCII-only header, a search); the id alone when there is no name.
 */
export function fileNameWithId(text: string, id: number | string, max = 60): string {
  const part = fileNamePart(text, max);
  if (part === '') return String(id);
  return /^[a-z0-9-]+$/.test(part) ? part : `${id}-${part}`;
}
