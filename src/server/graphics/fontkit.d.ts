// The part of fontkit (pdfkit's font engine, which ships no types) that measureText uses.
declare module 'fontkit' {
  interface GlyphRun {
    /** In font units. */
    advanceWidth: number;
  }
  interface Font {
    unitsPerEm: number;
    layout(text: string): GlyphRun;
  }
  export function create(buffer: Buffer): Font;
}
