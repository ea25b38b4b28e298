import { bidi, inVisualOrder } from './drawable';
import {
  familyOf,
  fontkitFontOf,
  isInvisible,
  loadFonts,
  resolveChar,
  SHAPED_FAMILIES,
  type FontWeight,
  type HanPreference,
  type Resolved,
} from './fonts';

/**
 * Lines satori cannot draw right: its text engine substitutes one glyph for one letter, so a letter
 * a font builds from several glyphs loses a part (Noto Sans Arabic draws a final ة as a dotless ه
 * plus a mark: "رائعة" came out as "رائعه"), and marks and Devanagari's reordered vowels are not
 * placed. Such a line is shaped by fontkit (joining, reordering, mark placement) and drawn as paths.
 */
export function needsShaping(text: string, weight: FontWeight, han: HanPreference): boolean {
  for (const char of text) {
    const found = resolveChar(char.codePointAt(0)!, weight, han);
    if (found?.kind === 'noto' && SHAPED_FAMILIES.has(familyOf(found.face))) return true;
  }
  return false;
}

interface Piece {
  found: Resolved;
  text: string;
  level: number;
}

const sameFace = (a: Resolved, b: Resolved) =>
  a.kind === 'inter' ? b.kind === 'inter' && a.subset === b.subset : b.kind === 'noto' && a.face === b.face;

/** The line as runs of one face and one bidi level, in logical order; whitespace and invisible joiners stay with the run before. */
function piecesOf(text: string, weight: FontWeight, han: HanPreference, direction: 'ltr' | 'rtl'): Piece[] {
  const levels = bidi.getEmbeddingLevels(text, direction).levels;
  const pieces: Piece[] = [];
  let index = 0;
  for (const char of text) {
    const level = levels[index] ?? 0;
    index += char.length;
    const last = pieces.at(-1);
    const found = resolveChar(char.codePointAt(0)!, weight, han);
    const joinsLast = last && last.level === level && (isInvisible(char) || /\s/u.test(char) || (found && sameFace(found, last.found)));
    if (joinsLast) last.text += char;
    else if (found) pieces.push({ found, text: char, level });
    // A character no face has was refused before layout (drawableText); one left here is invisible.
  }
  return pieces;
}

export interface ShapedLine {
  /** SVG path data of the whole line, in px, the baseline at `baseline`. */
  d: string;
  width: number;
}

/** The line drawn by fontkit in the faces satori would use, left to right, on a baseline `baseline` px from the top. */
export function shapeLine(
  text: string,
  fontSize: number,
  weight: FontWeight,
  han: HanPreference,
  direction: 'ltr' | 'rtl',
  baseline: number,
): ShapedLine {
  let x = 0;
  const parts: string[] = [];
  for (const piece of inVisualOrder(piecesOf(text, weight, han, direction))) {
    const font = fontkitFontOf(piece.found, weight);
    const scale = fontSize / font.unitsPerEm;
    const run = font.layout(piece.text);
    run.glyphs.forEach((glyph, i) => {
      const at = run.positions[i]!;
      // Glyph 0 is the font's "missing" box: an invisible joiner the face does not map draws nothing.
      if (glyph.id !== 0) {
        const path = glyph.path.transform(scale, 0, 0, -scale, x + at.xOffset * scale, baseline - at.yOffset * scale).toSVG();
        if (path) parts.push(path);
      }
      x += at.xAdvance * scale;
    });
  }
  return { d: parts.join(''), width: x };
}

/** Where satori puts the baseline in a line box `height` px tall: the half-leading of Inter's ascent and descent. */
export function baselineIn(height: number, fontSize: number, weight: FontWeight): number {
  const inter = loadFonts().metrics.get(weight)![0]!;
  const ascent = (inter.ascender / inter.unitsPerEm) * fontSize;
  const descent = (Math.abs(inter.descender) / inter.unitsPerEm) * fontSize;
  return (height - (ascent + descent)) / 2 + ascent;
}
