import bidiFactory from 'bidi-js';
import { AppError } from '../errors';
import { hasGlyph, hanPreferenceOf, isInvisible, type HanPreference } from './fonts';

/** Which text of a graphic, slide or document a character came from (the speaker is told). */
export type TextField =
  'quote' | 'attendeeName' | 'attendeeDetail' | 'speakerName' | 'talkTitle' | 'hashtag' | 'title' | 'callToAction' | 'shortUrlText';

/**
 * A text has characters that no font here draws (neither Inter nor a Noto family): the graphic is
 * not made rather than drawn without them. `characters` lists each such character once, in the
 * order they appear.
 */
export class UndrawableTextError extends Error {
  readonly code = 'UNDRAWABLE_TEXT';
  constructor(
    readonly field: TextField,
    readonly characters: string[],
  ) {
    super(`The ${field} has characters no font can draw: ${characters.map(describeChar).join(', ')}`);
    this.name = 'UndrawableTextError';
  }
}

/** How the speaker's screens name the texts of a graphic or slide. */
const FIELD_NAMES: Record<TextField, string> = {
  quote: 'testimonial',
  attendeeName: "attendee's name",
  attendeeDetail: "attendee's role",
  speakerName: 'speaker name',
  talkTitle: 'talk title',
  hashtag: 'hashtag',
  title: 'talk title',
  callToAction: 'call to action',
  shortUrlText: 'short link',
};

/**
 * The answer (422 UNDRAWABLE_TEXT) for a graphic, slide or demo that was not made: `subject` ("The
 * graphic for answer #12") was not made, which text has which characters no font draws.
 */
export function undrawableAnswer(err: UndrawableTextError, subject: string, details: Record<string, unknown> = {}): AppError {
  const chars = err.characters.map(describeChar).join(', ');
  return new AppError(
    422,
    'UNDRAWABLE_TEXT',
    `${subject} was not made: its ${FIELD_NAMES[err.field]} has characters no font here can draw: ${chars}.`,
    { ...details, field: err.field, characters: err.characters },
  );
}

/** Rethrows an UndrawableTextError as undrawableAnswer's 422 about `subject`, any other error as it is. */
export function rethrowUndrawable(subject: string): (err: unknown) => never {
  return (err) => {
    throw err instanceof UndrawableTextError ? undrawableAnswer(err, subject) : err;
  };
}

/** `U+2603`: a character's code point as Unicode writes it. */
export function codePointLabel(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** `"☃" (U+2603)`: the character and its code point, since it may not show where it is read. */
export function describeChar(char: string): string {
  return `"${char}" (${codePointLabel(char)})`;
}

const ZERO_WIDTH_JOINERS = new Set(['\u200c', '\u200d']);

/** The characters of `text` no font draws (not whitespace, not invisible), once each, in order. */
export function undrawableCharacters(text: string, han: HanPreference = hanPreferenceOf([text])): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    if (/\s/u.test(char) || isInvisible(char)) continue;
    if (!hasGlyph(char, han)) missing.add(char);
  }
  return [...missing];
}

/**
 * Text as it will be drawn: whitespace runs become one space; invisible format characters are left
 * out (the joiners ZWJ and ZWNJ stay where a font has them: they change how Arabic, Indic scripts
 * and emoji join). A character no font draws throws UndrawableTextError naming it and the field.
 */
export function drawableText(text: string, field: TextField, han: HanPreference = hanPreferenceOf([text])): string {
  const missing = undrawableCharacters(text, han);
  if (missing.length > 0) throw new UndrawableTextError(field, missing);
  let out = '';
  for (const char of text) {
    if (/\s/u.test(char)) out += ' ';
    else if (!isInvisible(char) || (ZERO_WIDTH_JOINERS.has(char) && hasGlyph(char, han))) out += char;
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

const bidi = bidiFactory();

/** The base direction of a text by its first strong character (the Unicode bidi algorithm's rule P2-P3); ltr without one. */
export function textDirection(text: string): 'ltr' | 'rtl' {
  const first = bidi.getEmbeddingLevels(text).paragraphs[0];
  return first && first.level % 2 === 1 ? 'rtl' : 'ltr';
}

export { bidi };

export const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * Pieces of one line, each of one face and one embedding level, in visual order (the bidi
 * algorithm's rule L2), left to right. A shaper (fontkit) reverses a run in a right-to-left script
 * itself, so such a piece keeps its logical order; a right-to-left piece of neutrals alone (spaces,
 * punctuation) is reversed here, its brackets mirrored.
 */
export function inVisualOrder<T extends { text: string; level: number }>(pieces: readonly T[]): T[] {
  const order = pieces.map((_, i) => i);
  const max = Math.max(0, ...pieces.map((p) => p.level));
  const minOdd = Math.min(...pieces.map((p) => (p.level % 2 === 1 ? p.level : p.level + 1)), max + 1);
  for (let level = max; level >= minOdd; level -= 1) {
    for (let i = 0; i < order.length;) {
      if (pieces[order[i]!]!.level < level) {
        i += 1;
        continue;
      }
      let j = i;
      while (j < order.length && pieces[order[j]!]!.level >= level) j += 1;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order.map((i) => {
    const piece = pieces[i]!;
    if (piece.level % 2 === 0 || RTL_SCRIPT.test(piece.text)) return piece;
    const mirrored = Array.from(piece.text, (c) => bidi.getMirroredCharacter(c) ?? c).reverse();
    return { ...piece, text: mirrored.join('') };
  });
}

/**
 * Quotation marks around a quote, by its script, from CLDR's delimiters (quotationStart,
 * quotationEnd) for the language of that script: Arabic ” “, Hebrew ” ”, Japanese and
 * traditional Chinese 「 」, and “ ” for the rest (English, simplified Chinese, Korean, Hindi,
 * Thai). Cyrillic and Greek keep “ ” too: their quotes in a report sit among English words.
 */
export function quotationMarks(text: string, han: HanPreference = hanPreferenceOf([text])): [string, string] {
  if (/\p{Script=Arabic}/u.test(text)) return ['”', '“'];
  if (/\p{Script=Hebrew}/u.test(text)) return ['”', '”'];
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return ['「', '」'];
  if (/\p{Script=Han}/u.test(text) && han === 'tc') return ['「', '」'];
  return ['“', '”'];
}

/** The quote between the quotation marks of its script. */
export function quoted(text: string): string {
  const [open, close] = quotationMarks(text);
  return `${open}${text}${close}`;
}
