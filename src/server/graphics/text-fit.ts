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

/** Whitespace-separated words; line breaks and runs of spaces in the original collapse to one space. */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((w) => w.length > 0);
}

/**
 * Breaks a word that is wider than a whole line (a long URL, a run of characters) into pieces that
 * fit. Only such words are split; a word that fits on a line always stays whole.
 */
function splitOverlongWord(word: string, fontSize: number, opts: FitOptions): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const char of word) {
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
    const candidate = line ? `${line} ${word}` : word;
    if (opts.measure(candidate, fontSize) <= opts.maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (opts.measure(word, fontSize) <= opts.maxWidth) {
      line = word;
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
  const clean = wordsOf(text).join(' ');
  for (const fontSize of opts.sizes) {
    if (opts.measure(clean, fontSize) <= opts.maxWidth) return { fontSize, text: clean };
  }
  const fontSize = opts.sizes.at(-1)!;
  const words = wordsOf(clean);
  for (let n = words.length - 1; n >= 1; n -= 1) {
    const candidate = `${words.slice(0, n).join(' ')}${ELLIPSIS}`;
    if (opts.measure(candidate, fontSize) <= opts.maxWidth) return { fontSize, text: candidate };
  }
  // A single word wider than the line: keep as many characters as fit.
  let candidate = '';
  for (const char of clean) {
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
