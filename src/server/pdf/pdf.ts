import PDFDocument from 'pdfkit';
import { bidi, codePointLabel, inVisualOrder, RTL_SCRIPT, textDirection } from '../graphics/drawable';
import {
  hanPreferenceOf,
  isInvisible,
  loadFonts,
  resolveChar,
  type FontWeight,
  type HanPreference,
  type Resolved,
  type SatoriFont,
} from '../graphics/fonts';
import { wordsOf, wrapWords } from '../graphics/text-fit';
import { woffToSfnt } from './woff';

/** The weights a PDF may write in; each is Inter at that weight in every script subset, then the Noto faces a text needs. */
export type PdfWeight = Extract<FontWeight, 400 | 700>;

const interName = (weight: PdfWeight, subset: number) => `inter-${weight}-${subset}`;

const plainFonts = new WeakMap<SatoriFont, Buffer>();

/** The font as pdfkit reads it fast (see woffToSfnt), converted once per process. */
function plainFont(font: SatoriFont): Buffer {
  let data = plainFonts.get(font);
  if (!data) plainFonts.set(font, (data = woffToSfnt(font.data)));
  return data;
}

export interface PdfBuilder {
  doc: PDFKit.PDFDocument;
  /** Ends the document and resolves with its bytes. */
  finish(): Promise<Buffer>;
}

/** The Noto faces registered with each document so far, by name. */
const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/**
 * A new PDF with Inter registered at 400 and 700 for each of its subsets; the Noto faces (Arabic,
 * Hebrew, Devanagari, Thai, CJK, emoji) are registered by writeText when a text needs them. Names
 * in any script print as text (searchable and copyable), not boxes. pdfkit embeds only the glyphs
 * a document uses.
 */
export function createPdf(options: PDFKit.PDFDocumentOptions): PdfBuilder {
  const doc = new PDFDocument({ ...options, info: { Producer: 'SpeakerPro', Creator: 'SpeakerPro', ...options.info } });
  const { satori } = loadFonts();
  for (const weight of [400, 700] as const) {
    satori.filter((f) => f.weight === weight).forEach((f, subset) => doc.registerFont(interName(weight, subset), plainFont(f)));
  }
  registered.set(doc, new Set());
  doc.font(interName(400, 0));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish: () => {
      doc.end();
      return ended;
    },
  };
}

/** The document's name for a resolved face, registering a Noto face on first use. */
function fontNameOf(doc: PDFKit.PDFDocument, found: Resolved, weight: PdfWeight): string {
  if (found.kind === 'inter') return interName(weight, found.subset);
  const names = registered.get(doc)!;
  const name = found.face.key;
  if (!names.has(name)) {
    doc.registerFont(name, plainFont(found.face.satori));
    names.add(name);
  }
  return name;
}

/** What pdfkit's embedded font (doc._font) is made of, as far as keepTextPerGlyph needs it. */
interface EmbeddedFont {
  layout(text: string, features?: unknown): { glyphs: { id: number; codePoints: number[]; advanceWidth: number }[]; positions: unknown[] };
  subset: { includeGlyph(id: number): number; glyphs: number[] };
  unicode: number[][];
  widths: number[];
  scale: number;
  encode(text: string, features?: unknown): [string[], unknown[]];
  /** The fontkit font. */
  font: { getGlyph(id: number, codePoints?: number[]): { codePoints: number[] } };
}

const perGlyphText = new WeakSet<object>();
const GRAPHEME_JOINER = 0x034f;

/**
 * Makes a PDF font write each glyph with the text it stands for, even where a font draws several
 * letters with one glyph. Noto Sans Arabic draws its dotted letters as a dotless skeleton plus dots
 * (ت, ن and ي share one medial skeleton); a PDF maps each glyph to one text (ToUnicode), so pdfkit,
 * which keeps the first letter a glyph was used for, would make the others read back wrong. Here a
 * glyph used for another letter is embedded once more under a glyph id of its own. (pdfkit's
 * EmbeddedFont.encode, as in pdfkit 0.20, with that one change; and fontkit's getGlyph, which
 * keeps one glyph object per id with the letters of its first use, hands out a glyph with the
 * letters of this use.)
 */
function keepTextPerGlyph(doc: PDFKit.PDFDocument): void {
  const font = (doc as unknown as { _font?: EmbeddedFont })._font;
  if (!font || perGlyphText.has(font) || typeof font.layout !== 'function' || !font.subset) return;
  perGlyphText.add(font);
  const fontkitFont = font.font;
  const getGlyph = fontkitFont.getGlyph.bind(fontkitFont);
  fontkitFont.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (codePoints.length === 0 || glyph.codePoints.join(',') === codePoints.join(',')) return glyph;
    return Object.create(glyph, { codePoints: { value: codePoints } }) as typeof glyph;
  };
  const copies = new Map<string, number>();
  font.encode = function encode(text, features) {
    const { glyphs, positions } = this.layout(text, features);
    const encoded: string[] = [];
    for (const glyph of glyphs) {
      // A mark split off a letter (its dots) stands for no letter of its own: it reads as U+034F,
      // the combining grapheme joiner, which shows nothing and changes no joining, rather than as
      // nothing, which PDF readers replace with the glyph's code (a stray ',' inside a word).
      const codePoints = glyph.codePoints.length > 0 ? glyph.codePoints : [GRAPHEME_JOINER];
      let gid = this.subset.includeGlyph(glyph.id);
      const known = this.unicode[gid];
      if (known && known.join(',') !== codePoints.join(',')) {
        const key = `${glyph.id}:${codePoints.join(',')}`;
        let copy = copies.get(key);
        if (copy === undefined) {
          this.subset.glyphs.push(glyph.id);
          copy = this.subset.glyphs.length - 1;
          copies.set(key, copy);
        }
        gid = copy;
      }
      encoded.push(`0000${gid.toString(16)}`.slice(-4));
      this.widths[gid] ??= glyph.advanceWidth * this.scale;
      this.unicode[gid] ??= codePoints;
    }
    return [encoded, positions];
  };
}

/** Switches to a font of the document; a Noto face writes each glyph with its own text (keepTextPerGlyph). */
function useFont(doc: PDFKit.PDFDocument, name: string): PDFKit.PDFDocument {
  doc.font(name);
  if (!name.startsWith('inter-')) keepTextPerGlyph(doc);
  return doc;
}

/** A piece of text in one font; `start` is its first UTF-16 index in the text it came from. */
interface Run {
  font: string;
  text: string;
  start: number;
}

/**
 * Splits `text` into runs that one face draws (Inter first, then the Noto faces). Whitespace stays
 * in the run before it when that face has it. Invisible format characters no face has are left
 * out; a visible character no face has is printed as its code point, e.g. [U+E000], so it never
 * disappears silently.
 */
function runsByFont(doc: PDFKit.PDFDocument, text: string, weight: PdfWeight, han: HanPreference): Run[] {
  const runs: Run[] = [];
  let index = 0;
  for (const char of text) {
    const start = index;
    index += char.length;
    const code = char.codePointAt(0)!;
    const last = runs.at(-1);
    let font: string;
    let out = char;
    const found = resolveChar(code, weight, han);
    if (/\s/u.test(char) && last && (!found || found.kind === 'inter' || found.face.metrics.advance(code) !== undefined)) {
      font = last.font;
    } else if (found) {
      font = fontNameOf(doc, found, weight);
    } else if (isInvisible(char)) {
      continue;
    } else {
      font = interName(weight, 0);
      out = `[${codePointLabel(char)}]`;
    }
    if (last && last.font === font) last.text += out;
    else runs.push({ font, text: out, start });
  }
  return runs;
}

const NO_SPACE_SCRIPT = /[\p{Script=Thai}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Width in points of `text` in the current font size, each run in its face (as fontkit shapes it). */
function widthOf(doc: PDFKit.PDFDocument, text: string, weight: PdfWeight, han: HanPreference): number {
  return runsByFont(doc, text, weight, han).reduce((w, run) => w + useFont(doc, run.font).widthOfString(run.text), 0);
}

/**
 * One line in visual order (the Unicode bidi algorithm's rule L2, by bidi-js), as runs of one face
 * and one embedding level, left to right. fontkit shapes and reverses a run in a right-to-left
 * script itself, so such a run keeps its logical order; a right-to-left run of neutrals alone
 * (spaces, punctuation) is reversed here, its brackets mirrored.
 */
function visualRuns(doc: PDFKit.PDFDocument, line: string, weight: PdfWeight, han: HanPreference, direction: 'ltr' | 'rtl'): Run[] {
  const levels = bidi.getEmbeddingLevels(line, direction);
  const logical = runsByFont(doc, line, weight, han);
  // Split the font runs where the level changes.
  const pieces: (Run & { level: number })[] = [];
  for (const run of logical) {
    let offset = 0;
    for (const char of run.text) {
      const at = run.start + offset;
      const level = levels.levels[Math.min(at, line.length - 1)] ?? 0;
      const last = pieces.at(-1);
      if (last && last.font === run.font && last.level === level && offset > 0) last.text += char;
      else pieces.push({ font: run.font, text: char, start: at, level });
      offset += char.length;
    }
  }
  return inVisualOrder(pieces);
}

export interface WriteOptions extends PDFKit.Mixins.TextOptions {
  /**
   * The paragraph's base direction: 'auto' (the default) takes it from its first strong character,
   * so an Arabic or Hebrew paragraph reads right to left and lines up on the right.
   */
  direction?: 'ltr' | 'rtl' | 'auto';
}

/**
 * Writes `text` at `weight` as one paragraph (pdfkit's text options: width, align, ...), switching
 * faces inside the paragraph where the script changes. Text in left-to-right scripts with spaces
 * between words is wrapped by pdfkit; text with right-to-left characters, Thai or CJK is wrapped
 * here (between words, as the graphics do), each line written in visual order.
 */
export function writeText(doc: PDFKit.PDFDocument, text: string, weight: PdfWeight, options: WriteOptions = {}) {
  const { direction: asked = 'auto', ...textOptions } = options;
  const han = hanPreferenceOf([text]);
  const direction = asked === 'auto' ? textDirection(text) : asked;
  if (direction === 'ltr' && !RTL_SCRIPT.test(text) && !NO_SPACE_SCRIPT.test(text)) {
    const runs = runsByFont(doc, text, weight, han);
    if (runs.length === 0) runs.push({ font: interName(weight, 0), text: '', start: 0 });
    runs.forEach((run, i) => {
      useFont(doc, run.font).text(run.text, { ...textOptions, continued: i < runs.length - 1 });
    });
    return doc;
  }
  const left = doc.x;
  const width = textOptions.width ?? doc.page.width - doc.page.margins.right - left;
  const align = textOptions.align ?? (direction === 'rtl' ? 'right' : 'left');
  const collapsed = text.replace(/\s+/gu, ' ').trim();
  const lines =
    textOptions.lineBreak === false
      ? [collapsed]
      : wrapWords(wordsOf(collapsed), 0, {
          maxWidth: width,
          maxHeight: Infinity,
          sizes: [0],
          lineHeight: 1,
          measure: (t) => widthOf(doc, t, weight, han),
        });
  for (const line of lines.length > 0 ? lines : ['']) {
    const runs = visualRuns(doc, line, weight, han, direction);
    const lineWidth = runs.reduce((w, run) => w + useFont(doc, run.font).widthOfString(run.text), 0);
    const lineHeight = Math.max(
      doc.font(interName(weight, 0)).currentLineHeight(true),
      ...runs.map((run) => doc.font(run.font).currentLineHeight(true)),
    );
    if (textOptions.lineBreak !== false && doc.y + lineHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    doc.x = align === 'right' ? left + width - lineWidth : align === 'center' ? left + (width - lineWidth) / 2 : left;
    for (const run of runs) useFont(doc, run.font).text(run.text, doc.x, y, { lineBreak: false });
    doc.x = left;
    doc.y = y + lineHeight + (textOptions.lineGap ?? 0);
  }
  return doc;
}
