import PDFDocument from 'pdfkit';
import { loadFonts, type FontWeight, type SatoriFont } from '../graphics/fonts';
import { woffToSfnt } from './woff';

/** The weights a PDF may write in; each is Inter at that weight, in every script subset. */
export type PdfWeight = Extract<FontWeight, 400 | 700>;

const fontName = (weight: PdfWeight, subset: number) => `inter-${weight}-${subset}`;

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

/**
 * A new PDF with Inter registered at 400 and 700 for each of the subsets the graphics use, so
 * names in any script the graphics can draw print as text (searchable and copyable), not boxes.
 * pdfkit embeds only the glyphs a document uses.
 */
export function createPdf(options: PDFKit.PDFDocumentOptions): PdfBuilder {
  const doc = new PDFDocument({ ...options, info: { Producer: 'SpeakerPro', Creator: 'SpeakerPro', ...options.info } });
  const { satori } = loadFonts();
  for (const weight of [400, 700] as const) {
    satori.filter((f) => f.weight === weight).forEach((f, subset) => doc.registerFont(fontName(weight, subset), plainFont(f)));
  }
  doc.font(fontName(400, 0));
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

/** Splits `text` into runs that one subset of Inter draws, in the order the graphics pick them. */
function runsBySubset(text: string, weight: PdfWeight): { subset: number; text: string }[] {
  const fonts = loadFonts().metrics.get(weight)!;
  const runs: { subset: number; text: string }[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const found = fonts.findIndex((font) => font.advance(code) !== undefined);
    // A character no subset has (an emoji) is left out rather than printed as an empty box.
    if (found === -1 && !/\s/.test(char)) continue;
    const subset = found === -1 ? (runs.at(-1)?.subset ?? 0) : found;
    const last = runs.at(-1);
    if (last && last.subset === subset) last.text += char;
    else runs.push({ subset, text: char });
  }
  return runs;
}

/**
 * Writes `text` in Inter at `weight` as one paragraph (pdfkit's text options: width, align, ...),
 * switching subsets inside the paragraph where the script changes.
 */
export function writeText(doc: PDFKit.PDFDocument, text: string, weight: PdfWeight, options: PDFKit.Mixins.TextOptions = {}) {
  const runs = runsBySubset(text, weight);
  if (runs.length === 0) runs.push({ subset: 0, text: '' });
  runs.forEach((run, i) => {
    doc.font(fontName(weight, run.subset)).text(run.text, { ...options, continued: i < runs.length - 1 });
  });
  return doc;
}
