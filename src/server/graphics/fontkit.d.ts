// The part of fontkit (pdfkit's font engine, which ships no types) that measureText and the shaped lines use.
declare module 'fontkit' {
  interface Path {
    /** A copy with every point mapped by the matrix [a b c d e f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
    transform(a: number, b: number, c: number, d: number, e: number, f: number): Path;
    toSVG(): string;
  }
  interface Glyph {
    id: number;
    /** The outline in font units, y up. */
    path: Path;
  }
  interface GlyphPosition {
    xAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  interface GlyphRun {
    /** In font units. */
    advanceWidth: number;
    /** In visual order, left to right (a right-to-left run comes back reversed). */
    glyphs: Glyph[];
    positions: GlyphPosition[];
  }
  interface Font {
    unitsPerEm: number;
    layout(text: string): GlyphRun;
  }
  export function create(buffer: Buffer): Font;
}
