/** Width in px of a piece of text at a font size. */
export type Measure = (text: string, fontSize: number) => number;

export interface FitOptions {
  maxWidth: number;
  maxHeight: number;
  /** Font sizes to try, largest first; the first at which the whole text fits wins. */
  sizes: readonly number[];
  lineHeight: number;
  measure: Measure;
}

export interface FittedText {
  fontSize: number;
  lineHeightPx: number;
  lines: string[];
  /** False only when even the smallest size could not hold the text and the tail was shortened. */
  complete: boolean;
}

/**
 * Marks a break opportunity without a space: a word that starts with it joins the previous word on
 * a line with nothing between them (Thai, Chinese and Japanese write no spaces between words).
 */
export const JOIN = '\u200b';

/** Scripts written without spaces between words: a line may break between their words. */
const NO_SPACE_SCRIPT =
  /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** No line starts with closing punctuation (。、，！？」） and the like) ... */
const NO_BREAK_BEFORE = /^[\p{Pe}\p{Pf}\p{Po}ー々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ]/u;
/** ... nor ends with opening punctuation (「（“ and the like). */
const NO_BREAK_AFTER = /[\p{Ps}\p{Pi}]$/u;

const wordSegmenter = new Intl.Segmenter('th', { granularity: 'word' });
const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A space-free word split at its word boundaries (the Intl word segmenter's dictionaries for Thai
 * and CJK) where a side is in a script written without spaces; each piece after the first starts
 * with JOIN. Words in other scripts stay whole.
 */
function breakOpportunities(word: string): string[] {
  if (!NO_SPACE_SCRIPT.test(word)) return [word];
  const pieces: string[] = [];
  for (const { segment } of wordSegmenter.segment(word)) {
    const last = pieces.at(-1);
    const breaks =
      last !== undefined &&
      (NO_SPACE_SCRIPT.test(last.at(-1)!) || NO_SPACE_SCRIPT.test(segment[0]!)) &&
      !NO_BREAK_BEFORE.test(segment) &&
      !NO_BREAK_AFTER.test(last);
    if (last === undefined || breaks) pieces.push(segment);
    else pieces[pieces.length - 1] = last + segment;
  }
  return pieces.map((p, i) => (i === 0 ? p : `${JOIN}${p}`));
}

/**
 * The words a line may break between: whitespace-separated words (line breaks and runs of spaces
 * collapse to one space), and within a word of Thai, Chinese or Japanese its own words, marked
 * with JOIN.
 */
export function wordsOf(text: string): string[] {
  return text
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .flatMap(breakOpportunities);
}

/** Words as one line: a space between them, none before a word that starts with JOIN. */
export function joinWords(words: readonly string[]): string {
  let line = '';
  for (const word of words) line = appendWord(line, word);
  return line;
}

function appendWord(line: string, word: string): string {
  if (word.startsWith(JOIN)) return line + word.slice(JOIN.length);
  return line ? `${line} ${word}` : word;
}

/**
 * Breaks a word that is wider than a whole line (a long URL, a run of characters) into pieces that
 * fit, between graphemes (a letter stays with its marks). Only such words are split; a word that
 * fits on a line always stays whole.
 */
function splitOverlongWord(word: string, fontSize: number, opts: FitOptions): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const { segment: char } of graphemeSegmenter.segment(word.replace(JOIN, ''))) {
    if (current && opts.measure(current + char, fontSize) > opts.maxWidth) {
      pieces.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Greedy line filling: each line takes as many whole words as fit within maxWidth. */
export function wrapWords(words: readonly string[], fontSize: number, opts: FitOptions): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? appendWord(line, word) : word.replace(JOIN, '');
    if (opts.measure(candidate, fontSize) <= opts.maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (opts.measure(word, fontSize) <= opts.maxWidth) {
      line = word.replace(JOIN, '');
    } else {
      const pieces = splitOverlongWord(word, fontSize, opts);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    }
  }
  if (line) lines.push(line);
  return lines;
}

const ELLIPSIS = '…';

/**
 * Chooses the largest font size at which the whole text fits the box, wrapping between words.
 * Text longer than the box can hold even at the smallest size (beyond what a testimonial form
 * allows at 1080 px) keeps as many whole words as fit and ends with an ellipsis.
 */
export function fitText(text: string, opts: FitOptions): FittedText {
  const words = wordsOf(text);
  for (const fontSize of opts.sizes) {
    const lineHeightPx = Math.round(fontSize * opts.lineHeight);
    const lines = wrapWords(words, fontSize, opts);
    if (lines.length * lineHeightPx <= opts.maxHeight) return { fontSize, lineHeightPx, lines, complete: true };
  }
  const fontSize = opts.sizes.at(-1)!;
  const lineHeightPx = Math.round(fontSize * opts.lineHeight);
  const maxLines = Math.max(1, Math.floor(opts.maxHeight / lineHeightPx));
  let kept = words.length;
  let lines = wrapWords(words, fontSize, opts);
  while (kept > 1 && (lines.length > maxLines || opts.measure(lines.at(-1)!, fontSize) > opts.maxWidth)) {
    kept -= 1;
    lines = wrapWords([...words.slice(0, kept - 1), `${words[kept - 1]}${ELLIPSIS}`], fontSize, opts);
  }
  return { fontSize, lineHeightPx, lines: lines.slice(0, maxLines), complete: false };
}

/** One line of metadata (a name, a talk title): the largest size that fits, else shortened at a word with an ellipsis. */
export function fitLine(text: string, opts: Omit<FitOptions, 'maxHeight' | 'lineHeight'>): { fontSize: number; text: string } {
  const clean = joinWords(wordsOf(text));
  for (const fontSize of opts.sizes) {
    if (opts.measure(clean, fontSize) <= opts.maxWidth) return { fontSize, text: clean };
  }
  const fontSize = opts.sizes.at(-1)!;
  const words = wordsOf(clean);
  for (let n = words.length - 1; n >= 1; n -= 1) {
    const candidate = `${joinWords(words.slice(0, n))}${ELLIPSIS}`;
    if (opts.measure(candidate, fontSize) <= opts.maxWidth) return { fontSize, text: candidate };
  }
  // A single word wider than the line: keep as many characters as fit.
  let candidate = '';
  for (const { segment: char } of graphemeSegmenter.segment(clean)) {
    if (opts.measure(`${candidate}${char}${ELLIPSIS}`, fontSize) > opts.maxWidth) break;
    candidate += char;
  }
  return { fontSize, text: `${candidate}${ELLIPSIS}` };
}

/** Font sizes from `max` down to `min` in steps of `step`. */
export function sizeSteps(max: number, min: number, step = 2): number[] {
  const sizes: number[] = [];
  for (let s = max; s >= min; s -= step) sizes.push(s);
  return sizes;
}
